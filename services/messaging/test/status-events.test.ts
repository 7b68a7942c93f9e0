import type { Output } from '@rapport/contracts';
import { type EventQueue, eventQueue } from '@rapport/testkit';
import { type MessagingStack, startMessagingStack } from './support/messaging-stack';

const statusReport = (account: Output<'messaging', 'ChannelAccount'>, id: string, status: string) => ({
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
            statuses: [{ id, status, timestamp: '1700000001', recipient_id: '1' }],
          },
        },
      ],
    },
  ],
});

// The events webhooks deliver (issue 16): message.sent, message.delivered, message.read, message.failed.
describe('message status events', () => {
  let sut: MessagingStack;
  let events: EventQueue;
  beforeAll(async () => {
    events = await eventQueue(['message.*']);
    sut = await startMessagingStack();
    await sut.startWorker();
  });
  afterAll(async () => {
    await sut.stop();
    await events.close();
  });

  const of = (messageId: string) => events.received.filter((e) => (e.data as any).messageId === messageId);

  it('when an outbound message is sent, then delivered and read, then one event per status change follows', async () => {
    const { orgId, token } = await sut.stack.tenant();
    const account = await sut.createAccount(orgId, 'whatsapp');
    const person = await sut.createPerson(token, {
      name: 'Eve',
      phone: '+4917100000009',
      channel: 'whatsapp',
    });
    const sent = await sut.stack.request('POST', '/v1/messages', {
      token,
      body: { contactId: person.id, body: 'Hi' },
    });
    const message = await sut.waitForMessage(token, person.id, sent.body.id, (m) => m.status === 'sent');
    await events.waitFor(() => of(message.id).length === 1);

    for (const status of ['delivered', 'read']) {
      expect((await sut.webhook(statusReport(account, message.providerMessageId, status))).status).toBe(200);
      await sut.waitForMessage(token, person.id, message.id, (m) => m.status === status);
    }
    await events.waitFor(() => of(message.id).length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(of(message.id).map((e) => e.type)).toEqual(['message.sent', 'message.delivered', 'message.read']);
    expect(of(message.id)[0]).toEqual({
      id: expect.any(String),
      type: 'message.sent',
      occurredAt: expect.any(String),
      organizationId: orgId,
      data: {
        messageId: message.id,
        contactId: person.id,
        channel: 'whatsapp',
        direction: 'outbound',
        status: 'sent',
        providerMessageId: message.providerMessageId,
        error: null,
        version: expect.any(Number),
      },
    });
    // Each write of the message moves its version (decision 0030): the events' versions grow.
    const versions = of(message.id).map((e) => (e.data as { version: number }).version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(3);
  });

  it('when the provider reports a failure, then message.failed carries the error', async () => {
    const { orgId, token } = await sut.stack.tenant();
    const account = await sut.createAccount(orgId, 'whatsapp');
    const person = await sut.createPerson(token, {
      name: 'Fay',
      phone: '+4917100000010',
      channel: 'whatsapp',
    });
    const sent = await sut.stack.request('POST', '/v1/messages', {
      token,
      body: { contactId: person.id, body: 'Yo' },
    });
    const message = await sut.waitForMessage(token, person.id, sent.body.id, (m) => m.status === 'sent');
    await sut.webhook(statusReport(account, message.providerMessageId, 'failed'));
    await events.waitFor(() => of(message.id).some((e) => e.type === 'message.failed'));
    const failed = of(message.id).find((e) => e.type === 'message.failed')!;
    expect(failed.organizationId).toBe(orgId);
    expect((failed.data as any).status).toBe('failed');
  });
});
