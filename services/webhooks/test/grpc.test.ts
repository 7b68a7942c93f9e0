import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { type ServiceClient, webhooksProto } from '@rapport/contracts';
import { messagesOf, unary } from '@rapport/platform';
import { type Stack, startStack } from '@rapport/testkit';
import { deleteQueues, runQueues } from './support/queues';

const RUN = randomUUID().slice(0, 8);
const ENV = { WEBHOOKS_ALLOW_HTTP_TARGETS: '1', WEBHOOKS_ALLOW_LOOPBACK_TARGETS: '1', ...runQueues(RUN) };

/** The gRPC API the gateway calls, called directly: every RPC is scoped by its organization. */
describe('webhooks gRPC API', () => {
  let stack: Stack;
  let client: ServiceClient<'webhooks'>;
  beforeAll(async () => {
    stack = await startStack({ services: ['webhooks'], env: ENV });
    client = new (webhooksProto().rapport.webhooks.v1.WebhooksService)(
      stack.addrs.webhooks!,
      grpc.credentials.createInsecure(),
    );
  });
  afterAll(async () => {
    client?.close();
    await stack?.stop();
    await deleteQueues(stack.env, ENV);
  });

  const call = (method: string, request: object) =>
    unary<unknown>({ deadlineMs: 10_000 }, (md, opts, cb) =>
      (client as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!.call(
        client,
        request,
        md,
        opts,
        cb,
      ),
    );
  const failure = (answer: Promise<unknown>) =>
    answer.then(
      () => ({ code: grpc.status.OK, messages: [] as string[] }),
      (err: grpc.ServiceError) => ({ code: err.code, messages: messagesOf(err) }),
    );

  it('when any RPC names an empty organizationId, then it answers INVALID_ARGUMENT and nothing runs', async () => {
    const id = randomUUID();
    const webhook = { url: 'http://127.0.0.1:9/hook', events: ['contact.created'] };
    const requests: [string, object][] = [
      ['createWebhook', webhook],
      ['listWebhooks', {}],
      ['getWebhook', { id }],
      ['updateWebhook', { id, ...webhook }],
      ['deleteWebhook', { id }],
      ['rotateWebhookSecret', { id }],
      ['listWebhookDeliveries', { webhookId: id }],
      ['retryWebhookDelivery', { webhookId: id, deliveryId: randomUUID() }],
    ];
    for (const [method, request] of requests) {
      const answer = await failure(call(method, { ...request, organizationId: '' }));
      expect([method, answer]).toEqual([
        method,
        { code: grpc.status.INVALID_ARGUMENT, messages: ['organizationId should not be empty'] },
      ]);
    }
  });

  it("when a contact's activity is asked for an id holding a NUL character, then it answers INVALID_ARGUMENT, not INTERNAL", async () => {
    const answer = await failure(
      call('listContactActivity', { organizationId: randomUUID(), contactId: 'a\u0000b', limit: 10 }),
    );
    expect(answer).toEqual({
      code: grpc.status.INVALID_ARGUMENT,
      messages: ['contactId must not contain NUL characters'],
    });
  });
});
