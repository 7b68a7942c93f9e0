import { ConfigError } from '@rapport/platform';
import { type MessagingStack, startMessagingStack } from './support/messaging-stack';

const PHONE = '+4915112345678';

describe('channel workers and provider adapters', () => {
  let sut: MessagingStack;
  let orgId: string;
  let token: string;
  beforeAll(async () => {
    sut = await startMessagingStack();
    ({ orgId, token } = await sut.stack.tenant());
    await sut.startWorker();
  });
  afterAll(async () => {
    await sut.stop();
  });

  const send = async (contactId: string, body: string, extra: Record<string, string> = {}) => {
    const res = await sut.stack.request('POST', '/v1/messages', {
      token,
      body: { contactId, body, ...extra },
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  const settled = (m: { status: string }) => m.status !== 'queued';

  it('when a WhatsApp message is sent, then the Cloud API gets it with the token and it becomes sent', async () => {
    const account = await sut.createAccount(orgId, 'whatsapp');
    const person = await sut.createPerson(token, { name: 'Ada', phone: PHONE, channel: 'whatsapp' });
    const queued = await send(person.id, 'wa hello');

    const done = await sut.waitForMessage(token, person.id, queued.id, settled);

    const [request] = sut.graph.requestsFor('wa hello');
    expect(request).toMatchObject({
      method: 'POST',
      path: `/v21.0/${account.providerAccountId}/messages`,
      authorization: expect.stringMatching(/^Bearer token-/),
      status: 200,
    });
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '4915112345678',
      type: 'text',
      text: { body: 'wa hello', preview_url: false },
    });
    expect(done).toMatchObject({
      status: 'sent',
      providerMessageId: expect.stringMatching(/^wamid\.standin/),
      error: null,
    });
  });

  it.each(['facebook', 'instagram'] as const)(
    'when a %s message is sent, then the Send API gets the scoped user id as recipient',
    async (channel) => {
      const account = await sut.createAccount(orgId, channel);
      const inbound = await sut.recordInbound(orgId, account, `${channel}-user-1`);
      const queued = await send(inbound.contactId, `${channel} hello`);

      const done = await sut.waitForMessage(token, inbound.contactId, queued.id, settled);

      const [request] = sut.graph.requestsFor(`${channel} hello`);
      expect(request!.path).toBe(`/v21.0/${account.providerAccountId}/messages`);
      expect(request!.body).toEqual({
        recipient: { id: `${channel}-user-1` },
        messaging_type: 'RESPONSE',
        message: { text: `${channel} hello` },
      });
      expect(done).toMatchObject({ status: 'sent', providerMessageId: expect.stringMatching(/^m_standin/) });
    },
  );

  it('when the provider fails twice (503, then 429), then the worker retries and the message is sent once', async () => {
    await sut.createAccount(orgId, 'whatsapp');
    const person = await sut.createPerson(token, {
      name: 'Re',
      phone: '+4915100000001',
      channel: 'whatsapp',
    });
    sut.graph.script('flaky', [503, 429]);
    const queued = await send(person.id, 'flaky');

    const done = await sut.waitForMessage(token, person.id, queued.id, settled);

    expect(sut.graph.requestsFor('flaky').map((r) => r.status)).toEqual([503, 429, 200]);
    expect(done).toMatchObject({ status: 'sent', error: null });
  });

  it("when the provider refuses the message (4xx), then it fails at once with the provider's reason", async () => {
    const person = await sut.createPerson(token, {
      name: 'No',
      phone: '+4915100000002',
      channel: 'whatsapp',
    });
    sut.graph.script('refused', [400]);
    const queued = await send(person.id, 'refused');

    const done = await sut.waitForMessage(token, person.id, queued.id, settled);

    expect(sut.graph.requestsFor('refused')).toHaveLength(1);
    expect(done).toMatchObject({
      status: 'failed',
      providerMessageId: null,
      error: 'provider answered HTTP 400: scripted failure 400 (code 100)',
    });
  });

  it('when the provider keeps failing transiently, then the message fails after the last attempt and is dead-lettered', async () => {
    const person = await sut.createPerson(token, {
      name: 'Dl',
      phone: '+4915100000003',
      channel: 'whatsapp',
    });
    sut.graph.script('doomed', [503, 503, 503, 503, 503]);
    const before = await sut.queueDepth(`${sut.queueOf('whatsapp')}.dlq`);
    const queued = await send(person.id, 'doomed');

    const done = await sut.waitForMessage(token, person.id, queued.id, settled);

    expect(sut.graph.requestsFor('doomed')).toHaveLength(5);
    expect(done).toMatchObject({
      status: 'failed',
      error: 'provider answered HTTP 503: scripted failure 503 (code 2) (gave up after 5 attempts)',
    });
    let depth = before;
    for (let i = 0; i < 50 && depth === before; i++) {
      depth = await sut.queueDepth(`${sut.queueOf('whatsapp')}.dlq`);
      if (depth === before) await new Promise((r) => setTimeout(r, 50));
    }
    expect(depth).toBe(before + 1);
  });

  it('when the account token is rejected by the provider, then the message fails without a retry', async () => {
    const account = await sut.createAccount(orgId, 'whatsapp');
    sut.graph.addAccount(account.providerAccountId, 'a-different-token');
    const inbound = await sut.recordInbound(orgId, account, '4915100000004');
    const queued = await send(inbound.contactId, 'bad token');

    const done = await sut.waitForMessage(token, inbound.contactId, queued.id, settled);

    expect(sut.graph.requestsFor('bad token').map((r) => r.status)).toEqual([401]);
    expect(done.error).toBe('provider answered HTTP 401: Invalid OAuth access token (code 190)');
  });

  it('when the send lease does not fit between the provider timeout and the retry window, then the worker refuses to start', async () => {
    for (const MESSAGING_SEND_LEASE_MS of ['900', '1500']) {
      await expect(sut.startWorker({ MESSAGING_SEND_LEASE_MS })).rejects.toThrow(ConfigError);
    }
  });
});
