import type { Output } from '@rapport/contracts';
import { type MessagingStack, startMessagingStack, VERIFY_TOKEN } from './support/messaging-stack';

const whatsappPayload = (account: Output<'messaging', 'ChannelAccount'>, value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'waba-1',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { phone_number_id: account.providerAccountId },
            ...value,
          },
        },
      ],
    },
  ],
});
const textFrom = (waId: string, id: string, body: string) => ({
  contacts: [{ wa_id: waId, profile: { name: 'Webhook Person' } }],
  messages: [{ from: waId, id, timestamp: '1700000000', type: 'text', text: { body } }],
});
const statusOf = (id: string, status: string, errors?: unknown[]) => ({
  statuses: [{ id, status, timestamp: '1700000001', recipient_id: '1', ...(errors ? { errors } : {}) }],
});

describe('Meta webhooks through the gateway', () => {
  let sut: MessagingStack;
  let orgId: string;
  let token: string;
  let whatsapp: Output<'messaging', 'ChannelAccount'>;
  beforeAll(async () => {
    sut = await startMessagingStack();
    ({ orgId, token } = await sut.stack.tenant());
    whatsapp = await sut.createAccount(orgId, 'whatsapp');
    await sut.startWorker();
  });
  afterAll(async () => {
    await sut.stop();
  });

  const personByPhone = async (phone: string) =>
    (await sut.stack.request('GET', `/v1/people?phone=${encodeURIComponent(phone)}`, { token })).body.data;

  it('when Meta verifies the subscription, then only the right verify token gets the challenge back', async () => {
    const ok = await sut.stack.request(
      'GET',
      `/webhooks/meta?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    const wrong = await sut.stack.request(
      'GET',
      '/webhooks/meta?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1',
    );

    expect([ok.status, ok.body]).toEqual([200, 1158201444]);
    expect(wrong.status).toBe(403);
  });

  it('when a signed WhatsApp message arrives, then the person is created and the message recorded once', async () => {
    const payload = whatsappPayload(whatsapp, textFrom('4917011111111', 'wamid.in-1', 'Hallo'));

    const first = await sut.webhook(payload);
    const again = await sut.webhook(payload); // Meta redelivers until it gets a 200

    expect([first.status, again.status]).toEqual([200, 200]);
    const [person] = await personByPhone('+4917011111111');
    expect(person).toMatchObject({ name: 'Webhook Person', channel: 'whatsapp' });
    expect(await sut.messages(token, person.id)).toEqual([
      expect.objectContaining({
        direction: 'inbound',
        channel: 'whatsapp',
        body: 'Hallo',
        status: 'delivered',
        whatsappInstanceId: whatsapp.id,
        channelAccountId: null,
        providerMessageId: 'wamid.in-1',
      }),
    ]);
  });

  it('when the signature is forged, missing or the body is not JSON, then nothing is stored', async () => {
    const payload = whatsappPayload(whatsapp, textFrom('4917022222222', 'wamid.in-2', 'forged'));
    const forged = await sut.webhook(payload, 'not-the-app-secret');
    const missing = await sut.stack.request('POST', '/webhooks/meta', { rawBody: JSON.stringify(payload) });
    const notJson = await sut.stack.request('POST', '/webhooks/meta', {
      rawBody: '{"object":',
      headers: { 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
    });

    expect([forged.status, missing.status, notJson.status]).toEqual([401, 401, 400]);
    expect(forged.body).toEqual({ statusCode: 401, message: 'X-Hub-Signature-256 does not match' });
    expect(await personByPhone('+4917022222222')).toEqual([]);
  });

  it('when a webhook names an account nobody configured, then it answers as a wrong signature does and nothing is stored', async () => {
    const stranger = { ...whatsapp, providerAccountId: 'unknown-phone-number-id' };
    const res = await sut.webhook(whatsappPayload(stranger, textFrom('4917033333333', 'wamid.in-3', 'who?')));

    expect(res).toEqual({
      status: 401,
      body: { statusCode: 401, message: 'X-Hub-Signature-256 does not match' },
    });
    expect(await personByPhone('+4917033333333')).toEqual([]);
  });

  it('when delivery reports arrive, then the status moves forward only and a failure keeps its reason', async () => {
    const person = await sut.createPerson(token, {
      name: 'St',
      phone: '+4917044444444',
      channel: 'whatsapp',
    });
    const send = (body: string) =>
      sut.stack.request('POST', '/v1/messages', { token, body: { contactId: person.id, body } });
    const a = (await send('status a')).body;
    const b = (await send('status b')).body;
    const sentA = await sut.waitForMessage(token, person.id, a.id, (m) => m.status === 'sent');
    const sentB = await sut.waitForMessage(token, person.id, b.id, (m) => m.status === 'sent');

    for (const status of ['delivered', 'sent', 'read', 'failed', 'delivered']) {
      expect(
        (await sut.webhook(whatsappPayload(whatsapp, statusOf(sentA.providerMessageId, status)))).status,
      ).toBe(200);
    }
    const error = {
      code: 131047,
      title: 'Re-engagement message',
      error_data: { details: 'More than 24 hours' },
    };
    await sut.webhook(whatsappPayload(whatsapp, statusOf(sentB.providerMessageId, 'failed', [error])));

    const byId = Object.fromEntries((await sut.messages(token, person.id)).map((m) => [m.id, m]));
    expect(byId[a.id]).toMatchObject({ status: 'read', error: null });
    expect(byId[b.id]).toMatchObject({ status: 'failed', error: 'More than 24 hours (code 131047)' });
  });

  it('when a report arrives before the worker stored the provider id, then it is applied once it does', async () => {
    const person = await sut.createPerson(token, {
      name: 'Early',
      phone: '+4917055555555',
      channel: 'whatsapp',
    });
    sut.graph.delayMs = 400;
    try {
      const queued = (
        await sut.stack.request('POST', '/v1/messages', {
          token,
          body: { contactId: person.id, body: 'early' },
        })
      ).body;
      while (!sut.graph.requestsFor('early').length) await new Promise((r) => setTimeout(r, 10));
      const providerId = sut.graph.requestsFor('early')[0]!.providerMessageId;
      expect((await sut.webhook(whatsappPayload(whatsapp, statusOf(providerId, 'read')))).status).toBe(200);

      // The worker stores `sent` and then applies the waiting report: wait for the report to land.
      const done = await sut.waitForMessage(token, person.id, queued.id, (m) => m.status === 'read');
      expect(done).toMatchObject({ status: 'read', providerMessageId: providerId });
    } finally {
      sut.graph.delayMs = 0;
    }
  });

  it('when Messenger sends a message and then a read watermark, then the reply to it becomes read', async () => {
    const page = await sut.createAccount(orgId, 'facebook');
    const entry = (messaging: unknown[]) => ({
      object: 'page',
      entry: [{ id: page.providerAccountId, time: 1, messaging }],
    });
    const from = { sender: { id: 'psid-77' }, recipient: { id: page.providerAccountId } };
    expect(
      (await sut.webhook(entry([{ ...from, message: { mid: 'm_in_77', text: 'hi page' } }]))).status,
    ).toBe(200);
    const people = await sut.stack.request('GET', '/v1/people?limit=100', { token });
    const person = people.body.data.find((p: { name: string }) => p.name === 'facebook psid-77');
    const reply = (
      await sut.stack.request('POST', '/v1/messages', {
        token,
        body: { contactId: person.id, body: 'hi back' },
      })
    ).body;
    await sut.waitForMessage(token, person.id, reply.id, (m) => m.status === 'sent');

    await sut.webhook(entry([{ ...from, read: { watermark: Date.now() + 1000 } }]));

    const messages = await sut.messages(token, person.id);
    expect(messages.map((m) => [m.direction, m.channel, m.status])).toEqual([
      ['outbound', 'facebook', 'read'],
      ['inbound', 'facebook', 'delivered'],
    ]);
  });

  it('when the account has no app secret, then its webhooks are refused', async () => {
    const { orgId: other } = await sut.stack.tenant();
    const unsigned = await sut.createAccount(other, 'whatsapp', { appSecret: '' });
    const res = await sut.webhook(whatsappPayload(unsigned, textFrom('4917066666666', 'wamid.in-6', 'x')));
    expect(res.status).toBe(401);
  });
});
