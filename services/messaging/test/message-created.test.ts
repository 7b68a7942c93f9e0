import type { Output } from '@rapport/contracts';
import { type EventQueue, eventQueue } from '@rapport/testkit';
import { type MessagingStack, startMessagingStack } from './support/messaging-stack';

const inboundText = (account: Output<'messaging', 'ChannelAccount'>, waId: string, id: string) => ({
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
            contacts: [{ wa_id: waId, profile: { name: 'Created Person' } }],
            messages: [{ from: waId, id, timestamp: '1700000000', type: 'text', text: { body: 'hi there' } }],
          },
        },
      ],
    },
  ],
});

// message.created (issue 26's change feed): one per message record, outbound or inbound.
describe('message.created', () => {
  let sut: MessagingStack;
  let events: EventQueue;
  beforeAll(async () => {
    events = await eventQueue(['message.created']);
    sut = await startMessagingStack();
  });
  afterAll(async () => {
    await sut.stop();
    await events.close();
  });

  const createdOf = (id: string) => events.received.filter((e) => (e.data as any).id === id);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

  it('when a message is sent, received by webhook (twice) and recorded by RPC, then each publishes message.created once, with its organization and record', async () => {
    const a = await sut.stack.tenant();
    const b = await sut.stack.tenant();
    const accountA = await sut.createAccount(a.orgId, 'whatsapp');
    const accountB = await sut.createAccount(b.orgId, 'whatsapp');
    const person = await sut.createPerson(a.token, {
      name: 'Ola',
      phone: '+4917100000301',
      channel: 'whatsapp',
    });

    const sent = await sut.stack.request('POST', '/v1/messages', {
      token: a.token,
      body: { contactId: person.id, body: 'Your order shipped' },
    });
    const wamid = `wamid.created-${sent.body.id}`;
    for (let i = 0; i < 2; i++)
      expect((await sut.webhook(inboundText(accountA, '4917100000302', wamid))).status).toBe(200);
    const recorded = await sut.recordInbound(b.orgId, accountB, '4917100000301');
    const refused = await sut.stack.request('POST', '/v1/messages', {
      token: a.token,
      body: { contactId: person.id, body: 'x', whatsappInstanceId: accountB.id },
    });

    const inbound = (await sut.stack.request('GET', `/v1/people?phone=%2B4917100000302`, { token: a.token }))
      .body.data[0];
    const [received] = await sut.messages(a.token, inbound.id);
    await events.waitFor(() => [sent.body.id, received.id, recorded.id].every((id) => createdOf(id).length));
    await settle();

    expect(sent.status).toBe(201);
    expect(refused.status).toBe(400);
    expect(createdOf(sent.body.id)).toEqual([
      {
        id: expect.any(String),
        type: 'message.created',
        occurredAt: expect.any(String),
        organizationId: a.orgId,
        data: { ...sent.body, status: 'queued', version: 1 },
      },
    ]);
    expect(createdOf(received.id)).toHaveLength(1);
    expect(createdOf(received.id)[0]).toMatchObject({
      organizationId: a.orgId,
      data: {
        ...received,
        direction: 'inbound',
        status: 'delivered',
        whatsappInstanceId: accountA.id,
        version: 1,
      },
    });
    expect(createdOf(recorded.id)).toHaveLength(1);
    expect(createdOf(recorded.id)[0]).toMatchObject({
      organizationId: b.orgId,
      data: { id: recorded.id, direction: 'inbound', whatsappInstanceId: accountB.id },
    });
    // Nothing else of these organizations: no event for the refused send, none for the redelivery.
    const ofTenants = events.received.filter((e) => [a.orgId, b.orgId].includes(e.organizationId));
    expect(ofTenants).toHaveLength(3);
  });
});
