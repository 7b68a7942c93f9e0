import { randomInt } from 'node:crypto';
import { loadConfig } from '../src/config';
import { openStore } from '../src/store/open-store';
import type { GraphTemplate } from './support/graph-stand-in';
import { type MessagingStack, startMessagingStack } from './support/messaging-stack';

const SHIPPED: GraphTemplate = {
  name: 'order_shipped',
  language: 'en_US',
  category: 'UTILITY',
  status: 'APPROVED',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}' },
    { type: 'BODY', text: 'Hi {{1}}, your order {{2}} is on its way.' },
    { type: 'FOOTER', text: 'Acme' },
  ],
};
const WELCOME: GraphTemplate = {
  name: 'welcome',
  language: 'de',
  category: 'MARKETING',
  status: 'APPROVED',
  components: [{ type: 'BODY', text: 'Willkommen!' }],
};
const PENDING: GraphTemplate = { ...WELCOME, name: 'pending_one', status: 'PENDING' };
const wabaId = () => String(randomInt(1e9, 9e9));

// Issue 27: WhatsApp templates, listed from Meta and sent with exactly the parameters given.
describe('WhatsApp templates', () => {
  let sut: MessagingStack;
  let store: Awaited<ReturnType<typeof openStore>>;
  beforeAll(async () => {
    // No periodic sync here (its reads would land between a test's reads); the test of the sync has a stack of its own.
    sut = await startMessagingStack({ MESSAGING_TEMPLATES_SYNC_INTERVAL_MS: '3600000' });
    store = await openStore(loadConfig(sut.stack.env).MONGO_URL);
    await sut.startWorker();
  });
  const instances: { orgId: string; id: string }[] = [];
  afterAll(async () => {
    // Their WhatsApp Business Accounts leave the shared store's periodic sync with the stand-in.
    for (const { orgId, id } of instances) await store.accounts.delete(orgId, id);
    await store.close();
    await sut.stop();
  });

  /** An organization with a WhatsApp instance of a fresh WhatsApp Business Account and a contact. */
  async function setUp(templates: GraphTemplate[] = [SHIPPED, WELCOME, PENDING], on: MessagingStack = sut) {
    const { orgId, token } = await on.stack.tenant();
    const waba = wabaId();
    const instance = await on.createAccount(orgId, 'whatsapp', { wabaId: waba });
    instances.push({ orgId, id: instance.id });
    on.graph.replaceTemplates(waba, templates);
    const person = await on.createPerson(token, {
      name: 'Tem',
      phone: `+49171${randomInt(1e6, 9e6)}`,
      channel: 'whatsapp',
    });
    return { orgId, token, waba, instance, person };
  }
  const send = (token: string, body: Record<string, unknown>) =>
    sut.stack.request('POST', '/v1/messages', { token, body });

  it('when the templates are listed, then they come from Meta (every page) with their parameters, and a second listing reads the copy', async () => {
    const { token, waba, instance } = await setUp();
    const other = await sut.stack.tenant();

    const first = await sut.stack.request('GET', `/v1/messages/templates?whatsappInstanceId=${instance.id}`, {
      token,
    });
    const reads = sut.graph.templateReads(waba).length;
    const again = await sut.stack.request('GET', '/v1/messages/templates', { token });
    const foreign = await sut.stack.request(
      'GET',
      `/v1/messages/templates?whatsappInstanceId=${instance.id}`,
      {
        token: other.token,
      },
    );
    const malformed = await sut.stack.request('GET', '/v1/messages/templates?whatsappInstanceId=nope&x=1', {
      token,
    });

    expect(first.status).toBe(200);
    expect(reads).toBe(2); // three templates, two per page
    expect(first.body.data.map((t: any) => t.name).sort()).toEqual([
      'order_shipped',
      'pending_one',
      'welcome',
    ]);
    expect(first.body.data.find((t: any) => t.name === 'order_shipped')).toEqual({
      whatsappInstanceId: instance.id,
      name: 'order_shipped',
      language: 'en_US',
      category: 'UTILITY',
      status: 'APPROVED',
      components: [
        {
          type: 'HEADER',
          format: 'TEXT',
          text: 'Order {{1}}',
          parameters: [{ name: '1', type: 'text', maxLength: 60 }],
        },
        {
          type: 'BODY',
          format: null,
          text: 'Hi {{1}}, your order {{2}} is on its way.',
          parameters: [
            { name: '1', type: 'text', maxLength: 1024 },
            { name: '2', type: 'text', maxLength: 1024 },
          ],
        },
        { type: 'FOOTER', format: null, text: 'Acme', parameters: [] },
      ],
      syncedAt: expect.any(String),
    });
    expect(again.body).toEqual(first.body);
    expect(sut.graph.templateReads(waba)).toHaveLength(reads);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toEqual([
      'whatsappInstanceId must be a WhatsApp instance of the organization',
    ]);
    expect(malformed.status).toBe(400);
  });

  it('when a template is sent, outside the window and under refuse, then Meta gets exactly the parameters given', async () => {
    const { token, person } = await setUp();
    const parameters = { header: ['#A-17'], body: ['Ada Lovelace', '#A-17 (2 parcels)'] };

    const explained = await sut.stack.request('POST', '/v1/messages/route', {
      token,
      body: {
        contactId: person.id,
        template: { name: 'order_shipped', language: 'en_US', parameters },
        outsideWindow: 'refuse',
      },
    });
    const res = await send(token, {
      contactId: person.id,
      template: { name: 'order_shipped', language: 'en_US', parameters },
      outsideWindow: 'refuse',
    });
    const noParameters = await send(token, {
      contactId: person.id,
      template: { name: 'welcome', language: 'de' },
    });
    await sut.waitForMessage(token, person.id, res.body.id, (m) => m.status === 'sent');
    await sut.waitForMessage(token, person.id, noParameters.body.id, (m) => m.status === 'sent');

    expect(explained.body).toMatchObject({
      accepted: true,
      status: 201,
      route: { window: { state: 'closed' } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      body: 'Order #A-17\n\nHi Ada Lovelace, your order #A-17 (2 parcels) is on its way.\n\nAcme',
      template: { name: 'order_shipped', language: 'en_US', parameters },
      route: { window: { state: 'closed' }, outsideWindow: 'refuse' },
    });
    const [sent] = sut.graph
      .templateSends('order_shipped')
      .filter((r) => r.body.to === String(person.phone).slice(1));
    expect(sent!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: String(person.phone).slice(1),
      type: 'template',
      template: {
        name: 'order_shipped',
        language: { code: 'en_US' },
        components: [
          { type: 'header', parameters: [{ type: 'text', text: '#A-17' }] },
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ada Lovelace' },
              { type: 'text', text: '#A-17 (2 parcels)' },
            ],
          },
        ],
      },
    });
    expect(
      sut.graph.templateSends('welcome').find((r) => r.body.to === String(person.phone).slice(1))!.body
        .template,
    ).toEqual({
      name: 'welcome',
      language: { code: 'de' },
      components: [],
    });
  });

  it('when the parameters do not fit the template, then 400 names each one and nothing reaches Meta', async () => {
    const { orgId, token, person } = await setUp();
    const page = await sut.createAccount(orgId, 'facebook');
    const fb = await sut.recordInbound(orgId, page, 'psid-templates');
    const before = sut.graph.templateSends('order_shipped').length;
    const attempts: [Record<string, unknown>, string[]][] = [
      [
        { name: 'order_shipped', language: 'en_US', parameters: { header: ['#1'], body: ['Ada'] } },
        [
          'template.parameters.body must have 2 values for template order_shipped (en_US) ({{1}}, {{2}}), not 1',
        ],
      ],
      [
        { name: 'order_shipped', language: 'en_US', parameters: { body: ['Ada', '#1', 'extra'] } },
        [
          'template.parameters.header must have 1 value for template order_shipped (en_US) ({{1}}), not 0',
          'template.parameters.body must have 2 values for template order_shipped (en_US) ({{1}}, {{2}}), not 3',
        ],
      ],
      [
        {
          name: 'order_shipped',
          language: 'en_US',
          parameters: { header: ['x'.repeat(61)], body: ['a\tb', ' '] },
        },
        [
          'template.parameters.header[0] ({{1}}) must be at most 60 characters',
          'template.parameters.body[0] ({{1}}) must not contain new lines or tabs',
          'template.parameters.body[1] ({{2}}) should not be empty',
        ],
      ],
      [
        { name: 'order_shipped', language: 'fr' },
        ['template order_shipped (fr) is not a template of this WhatsApp instance'],
      ],
      [
        { name: 'pending_one', language: 'de' },
        ['template pending_one (de) is PENDING, not APPROVED: WhatsApp sends only approved templates'],
      ],
    ];
    for (const [template, message] of attempts) {
      const res = await send(token, { contactId: person.id, template });
      const explained = await sut.stack.request('POST', '/v1/messages/route', {
        token,
        body: { contactId: person.id, template },
      });
      expect([res.status, res.body.message]).toEqual([400, message]);
      expect(explained.body).toEqual({ accepted: false, status: 400, reasons: message, route: null });
    }
    const onFacebook = await send(token, {
      contactId: fb.contactId,
      template: { name: 'welcome', language: 'de' },
    });
    const both = await send(token, {
      contactId: person.id,
      body: 'x',
      template: { name: 'welcome', language: 'de' },
    });
    const numbers = await send(token, {
      contactId: person.id,
      template: { name: 'order_shipped', language: 'en_US', parameters: { body: [1, 2] } },
    });

    expect(onFacebook.body.message).toEqual(['template is for WhatsApp: the route chose facebook']);
    expect(both.body.message).toEqual(['give either body or template, not both']);
    expect([numbers.status, numbers.body.message.length]).toEqual([400, 2]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sut.graph.templateSends('order_shipped')).toHaveLength(before);
    expect((await sut.messages(token, person.id)).filter((m) => m.direction === 'outbound')).toEqual([]);
  });

  it('when Meta adds a template, then a send naming it reads Meta again, and the periodic sync stores it unasked', async () => {
    const syncing = await startMessagingStack({ MESSAGING_TEMPLATES_SYNC_INTERVAL_MS: '1500' });
    try {
      await syncedTemplates(syncing);
    } finally {
      await syncing.stop();
    }
  });

  async function syncedTemplates(on: MessagingStack) {
    const { orgId, token, waba, instance, person } = await setUp([WELCOME], on);
    on.graph.replaceTemplates(waba, [WELCOME, { ...WELCOME, name: 'new_one' }]);

    const res = await on.stack.request('POST', '/v1/messages', {
      token,
      body: { contactId: person.id, template: { name: 'new_one', language: 'de' } },
    });
    on.graph.replaceTemplates(waba, [WELCOME, { ...WELCOME, name: 'later_one' }]);
    const until = Date.now() + 15_000;
    let names: string[] = [];
    while (Date.now() < until) {
      names = (await store.templates.list(orgId, instance.id)).map((t) => t.name).sort();
      // A sync stores what Meta has, then forgets the rest (and a send's read of Meta may land in
      // between): wait for a sync's whole result.
      if (names.includes('later_one') && !names.includes('new_one')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    expect(res.status).toBe(201);
    // The sync also forgets what Meta no longer has.
    expect(names).toEqual(['later_one', 'welcome']);
  }
});
