import { connectAmqp } from '@rapport/platform/amqp';
import { openStore } from '../src/store/open-store';
import { type MessagingStack, startMessagingStack } from './support/messaging-stack';

const until = async <T>(
  probe: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('messages end to end: gateway → messaging → RabbitMQ → worker → provider', () => {
  let sut: MessagingStack;
  let orgId: string;
  let token: string;
  let store: Awaited<ReturnType<typeof openStore>>;
  beforeAll(async () => {
    // The relay runs here only; its age is well above a request's own publish, so it never races it.
    sut = await startMessagingStack({
      MESSAGING_OUTBOX_INTERVAL_MS: '200',
      MESSAGING_OUTBOX_GRACE_MS: '1500',
    });
    ({ orgId, token } = await sut.stack.tenant());
    await sut.startWorker();
    store = await openStore(sut.stack.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017');
  });
  afterAll(async () => {
    await store.close();
    await sut.stop();
  });

  const send = async (contactId: string, body: string) => {
    const res = await sut.stack.request('POST', '/v1/messages', { token, body: { contactId, body } });
    expect(res.status).toBe(201);
    return res.body;
  };

  it('when the contact writes in through a webhook, then the next message goes where it wrote', async () => {
    const first = await sut.createAccount(orgId, 'whatsapp');
    const second = await sut.createAccount(orgId, 'whatsapp');
    const person = await sut.createPerson(token, {
      name: 'Eve',
      phone: '+4917100000001',
      channel: 'whatsapp',
    });

    const before = await send(person.id, 'before the webhook');
    await sut.waitForMessage(token, person.id, before.id, (m) => m.status === 'sent');
    const inbound = await sut.webhook({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'waba',
          changes: [
            {
              field: 'messages',
              value: {
                metadata: { phone_number_id: second.providerAccountId },
                messages: [
                  { from: '4917100000001', id: 'wamid.e2e', type: 'text', text: { body: 'new number' } },
                ],
              },
            },
          ],
        },
      ],
    });
    expect(inbound.status).toBe(200);
    const after = await send(person.id, 'after the webhook');
    await sut.waitForMessage(token, person.id, after.id, (m) => m.status === 'sent');

    expect(before.whatsappInstanceId).toBe(first.id);
    expect(after.whatsappInstanceId).toBe(second.id);
    expect(sut.graph.requestsFor('before the webhook').map((r) => r.path)).toEqual([
      `/v21.0/${first.providerAccountId}/messages`,
    ]);
    expect(sut.graph.requestsFor('after the webhook').map((r) => r.path)).toEqual([
      `/v21.0/${second.providerAccountId}/messages`,
    ]);
    const history = await sut.messages(token, person.id);
    expect(history.map((m) => [m.direction, m.body, m.status])).toEqual([
      ['outbound', 'after the webhook', 'sent'],
      ['inbound', 'new number', 'delivered'],
      ['outbound', 'before the webhook', 'sent'],
    ]);
  });

  it('when the broker refuses the publish, then the message is still answered and the outbox relay delivers it', async () => {
    const person = await sut.createPerson(token, {
      name: 'Out',
      phone: '+4917100000002',
      channel: 'whatsapp',
    });
    const amqp = await connectAmqp(sut.stack.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    const channel = await amqp.createChannel();
    await channel.deleteExchange(sut.stack.env.MESSAGING_OUTBOUND_EXCHANGE!); // the server's next publish fails
    await amqp.close();

    const queued = await send(person.id, 'through the outbox');
    expect((await store.messages.findById(orgId, queued.id))?.published).toBe(false);

    const done = await sut.waitForMessage(token, person.id, queued.id, (m) => m.status !== 'queued');
    expect({ status: done.status, error: done.error }).toEqual({ status: 'sent', error: null });
    expect(sut.graph.requestsFor('through the outbox')).toHaveLength(1);
    expect((await store.messages.findById(orgId, queued.id))?.published).toBe(true);
  });

  it('when the contact is deleted, then its messages are removed and other contacts keep theirs', async () => {
    const gone = await sut.createPerson(token, {
      name: 'Gone',
      phone: '+4917100000003',
      channel: 'whatsapp',
    });
    const kept = await sut.createPerson(token, {
      name: 'Kept',
      phone: '+4917100000004',
      channel: 'whatsapp',
    });
    await send(gone.id, 'to be deleted');
    await send(kept.id, 'to be kept');
    expect(await store.messages.list(orgId, gone.id, null, 10)).toHaveLength(1);

    const res = await sut.stack.request('DELETE', `/v1/people/${gone.id}`, { token });
    expect(res.status).toBe(204);

    await until(
      () => store.messages.list(orgId, gone.id, null, 10),
      (rows) => rows.length === 0,
    );
    expect((await store.messages.list(orgId, kept.id, null, 10)).map((m) => m.body)).toEqual(['to be kept']);
  });

  it('when the account uses the sandbox provider, then the message is sent without any HTTP request', async () => {
    const { orgId: sandboxOrg, token: sandboxToken } = await sut.stack.tenant();
    await sut.createAccount(sandboxOrg, 'whatsapp', { provider: 'sandbox' });
    const person = await sut.createPerson(sandboxToken, {
      name: 'Sand',
      phone: '+4917100000005',
      channel: 'whatsapp',
    });
    const res = await sut.stack.request('POST', '/v1/messages', {
      token: sandboxToken,
      body: { contactId: person.id, body: 'sandboxed' },
    });

    const done = await sut.waitForMessage(sandboxToken, person.id, res.body.id, (m) => m.status !== 'queued');

    expect(done).toMatchObject({ status: 'sent', providerMessageId: expect.stringMatching(/^sandbox\./) });
    expect(sut.graph.requestsFor('sandboxed')).toEqual([]);
  });
});
