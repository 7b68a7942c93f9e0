import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Output } from '@rapport/contracts';
import { loadConfig } from '../src/config';
import { openStore } from '../src/store/open-store';
import { type MessagingStack, startMessagingStack } from './support/messaging-stack';
import { hoursAgo, whatsappText } from './support/meta-payloads';

type Account = Output<'messaging', 'ChannelAccount'>;
const reasonsOf = (res: { body: any }) => [res.body.message].flat();

// Issue 27: the 24-hour window, the outside-window policy and POST /v1/messages/route.
describe('customer service windows', () => {
  let sut: MessagingStack;
  let store: Awaited<ReturnType<typeof openStore>>;
  beforeAll(async () => {
    sut = await startMessagingStack();
    store = await openStore(loadConfig(sut.stack.env).MONGO_URL);
    await sut.startWorker();
  });
  afterAll(async () => {
    await store.close();
    await sut.stop();
  });

  /**
   * A Meta webhook delivered as Meta delivers it: an answer of 5xx (messaging answers 500 when a step
   * failed, for example a contacts call past its deadline on a loaded machine) is delivered again, a
   * moment later, a few times; every step of its handling is idempotent.
   */
  const deliver = async (payload: unknown) => {
    for (let attempt = 1; ; attempt++) {
      const res = await sut.webhook(payload);
      if (res.status < 500 || attempt === 5) return res;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  const send = (token: string, body: Record<string, unknown>) =>
    sut.stack.request('POST', '/v1/messages', { token, body });
  const route = (token: string, body: Record<string, unknown>) =>
    sut.stack.request('POST', '/v1/messages/route', { token, body });
  /** A WhatsApp contact whose last message to `account` was sent `hours` ago (null: never wrote). */
  const whatsappContact = async (
    orgId: string,
    token: string,
    account: Account,
    phone: string,
    hours: number | null,
  ) => {
    if (hours === null)
      return sut.createPerson(token, { name: `P ${phone}`, phone: `+${phone}`, channel: 'whatsapp' });
    const inbound = await sut.recordInbound(orgId, account, phone, 'hi', hoursAgo(hours));
    return { id: inbound.contactId as string };
  };

  it('when the contact writes, then the window is open for 24 hours from the time the message was sent, and an older message delivered late does not shorten it', async () => {
    const { orgId, token } = await sut.stack.tenant();
    const whatsapp = await sut.createAccount(orgId, 'whatsapp');
    const sentAt = hoursAgo(23);
    // Through Meta's webhook: the payload's own timestamp counts, not when it reached us.
    expect((await deliver(whatsappText(whatsapp, '4917100002701', sentAt))).status).toBe(200);
    const person = (await sut.stack.request('GET', '/v1/people?phone=%2B4917100002701', { token })).body
      .data[0];

    const open = await route(token, { contactId: person.id, body: 'Hi' });
    // An older message delivered late does not shorten it.
    expect((await deliver(whatsappText(whatsapp, '4917100002701', hoursAgo(30)))).status).toBe(200);
    const still = await route(token, { contactId: person.id, body: 'Hi' });

    const until = new Date(Math.floor(sentAt.getTime() / 1000) * 1000 + 24 * 3_600_000).toISOString();
    expect(open.body).toEqual({
      accepted: true,
      status: 201,
      reasons: [],
      route: {
        channel: 'whatsapp',
        whatsappInstanceId: whatsapp.id,
        channelAccountId: null,
        rule: 'latest_inbound',
        window: {
          state: 'open',
          lastInboundAt: new Date(Math.floor(sentAt.getTime() / 1000) * 1000).toISOString(),
          openUntil: until,
          closedSince: null,
        },
        outsideWindow: 'send',
      },
    });
    expect(still.body).toEqual(open.body);
  });

  it('when two organizations share a contact phone number, then each has its own window, and both survive a restart of messaging', async () => {
    const a = await sut.stack.tenant();
    const b = await sut.stack.tenant();
    const waA = await sut.createAccount(a.orgId, 'whatsapp');
    const waB = await sut.createAccount(b.orgId, 'whatsapp');
    const phone = '4917100002702';
    const inA = await whatsappContact(a.orgId, a.token, waA, phone, 1);
    const inB = await whatsappContact(b.orgId, b.token, waB, phone, 48);
    const ask = async () => ({
      a: (await route(a.token, { contactId: inA.id, body: 'x', outsideWindow: 'refuse' })).body,
      b: (await route(b.token, { contactId: inB.id, body: 'x', outsideWindow: 'refuse' })).body,
    });

    const before = await ask();
    const restart = await sut.stack.stopService('messaging');
    await restart();
    const after = await ask();

    expect(before.a).toMatchObject({ accepted: true, route: { window: { state: 'open' } } });
    expect(before.b).toMatchObject({ accepted: false, status: 409, route: { window: { state: 'closed' } } });
    expect(after).toEqual(before);
    expect(await store.windows.find(a.orgId, inA.id, waA.id)).toMatchObject({ organizationId: a.orgId });
    expect(await store.windows.find(b.orgId, inA.id, waA.id)).toBeNull();
    expect(await store.windows.find(a.orgId, inB.id, waB.id)).toBeNull();
  });

  it('when every rule meets an open and a closed window under both policies, then /route answers what POST /v1/messages then does', async () => {
    const { orgId, token } = await sut.stack.tenant();
    const wa = await sut.createAccount(orgId, 'whatsapp');
    const wa2 = await sut.createAccount(orgId, 'whatsapp');
    const page = await sut.createAccount(orgId, 'facebook');
    const openWa = await whatsappContact(orgId, token, wa, '4917100002711', 2);
    const closedWa = await whatsappContact(orgId, token, wa, '4917100002712', 30);
    const neverWa = await whatsappContact(orgId, token, wa, '4917100002713', null);
    const openFb = (await sut.recordInbound(orgId, page, 'psid-open', 'hi', hoursAgo(1))).contactId;
    const closedFb = (await sut.recordInbound(orgId, page, 'psid-3d', 'hi', hoursAgo(72))).contactId;
    const staleFb = (await sut.recordInbound(orgId, page, 'psid-8d', 'hi', hoursAgo(8 * 24))).contactId;
    const nowhere = await sut.createPerson(token, { name: 'No channel' });
    const cases: [string, Record<string, unknown>][] = [
      ['latest_inbound, open', { contactId: openWa.id }],
      ['latest_inbound, closed', { contactId: closedWa.id }],
      ['contact_channel, never open', { contactId: neverWa.id }],
      ['override, open', { contactId: openWa.id, whatsappInstanceId: wa.id }],
      ['override, closed (another instance)', { contactId: openWa.id, whatsappInstanceId: wa2.id }],
      ['override facebook, open', { contactId: openFb, channelAccountId: page.id }],
      ['latest_inbound facebook, closed', { contactId: closedFb }],
      ['facebook, closed, HUMAN_AGENT within 7 days', { contactId: closedFb, tag: 'HUMAN_AGENT' }],
      ['facebook, HUMAN_AGENT after 7 days', { contactId: staleFb, tag: 'HUMAN_AGENT' }],
      ['tag on WhatsApp', { contactId: closedWa.id, tag: 'HUMAN_AGENT' }],
      ['no channel', { contactId: nowhere.id }],
    ];
    const outcomes: Record<string, number> = {};
    for (const policy of ['send', 'refuse'])
      for (const [name, fields] of cases) {
        const body = { body: `route ${name} ${policy}`, outsideWindow: policy, ...fields };
        const explained = await route(token, body);
        const sent = await send(token, body);
        expect([name, policy, explained.status, explained.body.status]).toEqual([
          name,
          policy,
          200,
          sent.status,
        ]);
        expect(explained.body.accepted).toBe(sent.status === 201);
        if (sent.status === 201) {
          expect(sent.body.route).toEqual(explained.body.route);
          expect(explained.body.reasons).toEqual([]);
        } else expect(explained.body.reasons).toEqual(reasonsOf(sent));
        outcomes[`${name} / ${policy}`] = sent.status;
      }

    expect(outcomes).toEqual({
      'latest_inbound, open / send': 201,
      'latest_inbound, closed / send': 201,
      'contact_channel, never open / send': 201,
      'override, open / send': 201,
      'override, closed (another instance) / send': 201,
      'override facebook, open / send': 201,
      'latest_inbound facebook, closed / send': 201,
      'facebook, closed, HUMAN_AGENT within 7 days / send': 201,
      'facebook, HUMAN_AGENT after 7 days / send': 201,
      'tag on WhatsApp / send': 400,
      'no channel / send': 400,
      'latest_inbound, open / refuse': 201,
      'latest_inbound, closed / refuse': 409,
      'contact_channel, never open / refuse': 409,
      'override, open / refuse': 201,
      'override, closed (another instance) / refuse': 409,
      'override facebook, open / refuse': 201,
      'latest_inbound facebook, closed / refuse': 409,
      'facebook, closed, HUMAN_AGENT within 7 days / refuse': 201,
      'facebook, HUMAN_AGENT after 7 days / refuse': 409,
      'tag on WhatsApp / refuse': 400,
      'no channel / refuse': 400,
    });
    // The rules themselves are the spec's: the routes name the rule that chose them.
    const rules = await Promise.all(
      [
        { contactId: openWa.id },
        { contactId: neverWa.id },
        { contactId: openWa.id, whatsappInstanceId: wa2.id },
      ].map(async (fields) => (await route(token, { body: 'x', ...fields })).body.route),
    );
    expect(rules.map((r) => [r.rule, r.whatsappInstanceId])).toEqual([
      ['latest_inbound', wa.id],
      ['contact_channel', wa.id],
      ['override', wa2.id],
    ]);
    const refused = await send(token, { contactId: closedWa.id, body: 'late', outsideWindow: 'refuse' });
    expect(refused.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: expect.stringMatching(/window closed at .*Z .*send an approved template/),
    });
    // HUMAN_AGENT goes to Meta as a tagged message.
    const tagged = 'route facebook, closed, HUMAN_AGENT within 7 days refuse';
    await waitUntil(() => sut.graph.requestsFor(tagged).length === 1);
    expect(sut.graph.requestsFor(tagged)[0]!.body).toMatchObject({
      messaging_type: 'MESSAGE_TAG',
      tag: 'HUMAN_AGENT',
    });
  });

  it('when the organization sets refuse with messaging-admin, then it is the default, and the body still wins', async () => {
    const { orgId, token } = await sut.stack.tenant();
    const wa = await sut.createAccount(orgId, 'whatsapp');
    const closed = await whatsappContact(orgId, token, wa, '4917100002721', 25);
    const cli = await runAdmin(sut.stack.env, [
      'settings',
      'set',
      '--org',
      orgId,
      '--outside-window',
      'refuse',
      '--json',
    ]);

    const byDefault = await send(token, { contactId: closed.id, body: 'default' });
    const overridden = await send(token, { contactId: closed.id, body: 'body wins', outsideWindow: 'send' });
    const bad = await runAdmin(sut.stack.env, [
      'settings',
      'set',
      '--org',
      orgId,
      '--outside-window',
      'maybe',
    ]);

    expect(cli.code).toBe(0);
    expect(JSON.parse(cli.stdout)).toEqual({ organizationId: orgId, outsideWindow: 'refuse' });
    expect(byDefault.status).toBe(409);
    expect(overridden.status).toBe(201);
    expect(overridden.body.route).toMatchObject({ outsideWindow: 'send', window: { state: 'closed' } });
    expect(bad.code).not.toBe(0);
    expect((await store.settings.get(orgId))?.outsideWindow).toBe('refuse');
  });

  it('when outsideWindow or tag is not one of theirs, then 400 names them and nothing is stored', async () => {
    const { orgId, token } = await sut.stack.tenant();
    const wa = await sut.createAccount(orgId, 'whatsapp');
    const person = await whatsappContact(orgId, token, wa, '4917100002731', 1);
    const res = await send(token, { contactId: person.id, body: 'x', outsideWindow: 'never', tag: 'SALE' });
    const explained = await route(token, { contactId: person.id, body: 'x', outsideWindow: 'never' });

    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining(['outsideWindow must be one of: refuse, send', 'tag must be HUMAN_AGENT']),
    );
    expect(explained.status).toBe(400);
    expect((await sut.messages(token, person.id)).filter((m) => m.direction === 'outbound')).toEqual([]);
  });
});

async function waitUntil(done: () => boolean, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `npm run messaging-admin -- …` as a process of its own. */
async function runAdmin(env: NodeJS.ProcessEnv, args: string[]) {
  const root = path.resolve(__dirname, '../../..');
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'services/messaging/src/cli/accounts.ts'), ...args],
    { env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout };
}
