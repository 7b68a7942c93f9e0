import { randomUUID } from 'node:crypto';
import { type MessagingStack, startMessagingStack } from './support/messaging-stack';

// Issue 16: a replayed POST /v1/messages sends nothing; the Graph API stand-in counts deliveries.
describe('Idempotency-Key on POST /v1/messages, through the worker to a Graph API stand-in', () => {
  let sut: MessagingStack;
  let token: string;
  let orgId: string;

  beforeAll(async () => {
    sut = await startMessagingStack();
    ({ orgId, token } = await sut.stack.tenant());
    await sut.startWorker();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  const post = (body: unknown, key: string) =>
    sut.stack.request('POST', '/v1/messages', { token, body, headers: { 'Idempotency-Key': key } });

  it('when a message is posted twice with one key, then one message exists and the provider is called once', async () => {
    await sut.createAccount(orgId, 'whatsapp');
    const person = await sut.createPerson(token, {
      name: 'Eve',
      phone: '+4917100000042',
      channel: 'whatsapp',
    });
    const text = `hello once ${randomUUID()}`;
    const key = `msg-${randomUUID()}`;

    const first = await post({ contactId: person.id, body: text }, key);
    await sut.waitForMessage(token, person.id, first.body.id, (m) => m.status === 'sent');
    const again = await post({ contactId: person.id, body: text }, key);
    const other = await post({ contactId: person.id, body: `${text} (edited)` }, key);
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(first.status).toBe(201);
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([
      201,
      first.body,
      'true',
    ]);
    expect(other.status).toBe(422);
    const messages = await sut.messages(token, person.id);
    expect(messages.map((m: { id: string }) => m.id)).toEqual([first.body.id]);
    expect(sut.graph.requestsFor(text)).toHaveLength(1);
  });
});
