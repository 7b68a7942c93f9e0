import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Attempts, buildEvent, createLogger, newId } from '@rapport/platform';
import { Broker } from '@rapport/platform/amqp';
import { type Stack, startStack } from '@rapport/testkit';
import { loadConfig } from '../src/config';
import { SweeperService } from '../src/domain/sweeper.service';
import type { Delivery } from '../src/domain/webhooks.types';
import { BrokerDeliveryJobs } from '../src/events/delivery.queue';
import { openStore, type WebhookStore } from '../src/store/open-store';
import { deliveryTopologyOf, type RunningWorker, startWorker } from '../src/worker';
import { deleteQueues, runQueues } from './support/queues';
import { eventually, Receiver } from './support/receiver';

// Fast backoff (150 ms doubling to 600 ms, retried for 2.5 s) so retries and disabling take seconds.
const RUN = randomUUID().slice(0, 8);
const ENV = {
  WEBHOOKS_ALLOW_HTTP_TARGETS: '1',
  WEBHOOKS_ALLOW_LOOPBACK_TARGETS: '1',
  WEBHOOKS_RETRY_BASE_MS: '150',
  WEBHOOKS_RETRY_MAX_MS: '600',
  WEBHOOKS_RETRY_WINDOW_MS: '2500',
  WEBHOOKS_TIMEOUT_MS: '2000',
  WEBHOOKS_LEASE_MS: '3000',
  // This run's own queues (removed after the run): no other worker takes its events.
  ...runQueues(RUN),
};

/** What a receiver does with `Rapport-Signature` (README's example). */
function verify(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return (
    Math.abs(Date.now() / 1000 - Number(parts.t)) < 300 &&
    parts.v1?.length === expected.length &&
    timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected))
  );
}

describe('webhooks', () => {
  let stack: Stack;
  let receiver: Receiver;
  const workers: RunningWorker[] = [];

  beforeAll(async () => {
    receiver = await Receiver.start();
    stack = await startStack({ services: ['companies', 'contacts', 'webhooks'], env: ENV });
    // Two workers share the queues, as two replicas would.
    for (let i = 0; i < 2; i++) {
      workers.push(await startWorker(loadConfig({ ...stack.env, GRPC_LISTEN_ADDR: '127.0.0.1:0' })));
    }
  });

  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await stack?.stop();
    await receiver?.stop();
    await deleteQueues(stack.env, ENV);
  });

  const path = () => `/hook-${randomUUID()}`;

  async function subscribe(token: string, events: string[], at = path()) {
    const res = await stack.request('POST', '/v1/webhooks', {
      token,
      body: { url: `${receiver.url}${at}`, events },
    });
    expect(res.status).toBe(201);
    return { webhook: res.body, path: at };
  }

  const deliveriesOf = async (token: string, webhookId: string) =>
    (await stack.request('GET', `/v1/webhooks/${webhookId}/deliveries`, { token })).body.data as any[];

  it('when a subscribed event happens, then the receiver gets the envelope signed with the secret shown at creation', async () => {
    const { orgId, token } = await stack.tenant();
    const { webhook, path: at } = await subscribe(token, ['contact.created']);
    expect(webhook).toEqual({
      id: expect.any(String),
      url: `${receiver.url}${at}`,
      events: ['contact.created'],
      description: null,
      status: 'enabled',
      disabledReason: null,
      disabledAt: null,
      secret: expect.stringMatching(/^whsec_/),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const person = await stack.request('POST', '/v1/people', {
      token,
      body: { name: 'Ada', phone: '+4915112345678' },
    });
    const [request] = await eventually(() => receiver.on(at).length > 0 && receiver.on(at));

    const header = String(request!.headers['rapport-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(webhook.secret, header, request!.body)).toBe(true);
    expect(verify('whsec_wrong', header, request!.body)).toBe(false);
    const event = JSON.parse(request!.body);
    expect(event).toEqual({
      id: expect.any(String),
      type: 'contact.created',
      occurredAt: expect.any(String),
      organizationId: orgId,
      data: expect.objectContaining({ contactId: person.body.id }),
    });
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['rapport-event-id']).toBe(event.id);

    const [delivery] = await eventually(async () => {
      const list = await deliveriesOf(token, webhook.id);
      return list[0]?.status === 'succeeded' && list;
    });
    expect(delivery).toMatchObject({
      webhookId: webhook.id,
      eventId: event.id,
      eventType: 'contact.created',
      status: 'succeeded',
      attemptCount: 1,
      statusCode: 200,
      error: null,
      attempts: [{ number: 1, statusCode: 200, error: null, trigger: 'automatic' }],
      event,
    });
    // Not subscribed: no contact.updated delivery.
    await stack.request('PATCH', `/v1/people/${person.body.id}`, { token, body: { name: 'Ada L.' } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.on(at)).toHaveLength(1);
    // The secret is never shown again.
    expect((await stack.request('GET', `/v1/webhooks/${webhook.id}`, { token })).body.secret).toBeUndefined();
  });

  it('when the receiver answers 500 twice, then the delivery is retried with backoff and succeeds on the third attempt', async () => {
    const { token } = await stack.tenant();
    const { webhook, path: at } = await subscribe(token, ['company.*']);
    receiver.script(at, [500, 500]);
    await stack.request('POST', '/v1/companies', {
      token,
      body: { name: 'Acme', domain: `${randomUUID()}.example` },
    });

    const requests = await eventually(() => receiver.on(at).length >= 3 && receiver.on(at));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.on(at)).toHaveLength(3);
    const ids = new Set(requests.map((r) => r.headers['rapport-event-id']));
    expect(ids.size).toBe(1);
    expect(requests.map((r) => r.headers['rapport-delivery-attempt'])).toEqual(['1', '2', '3']);
    // 150 ms, then 300 ms between attempts.
    expect(requests[1]!.at - requests[0]!.at).toBeGreaterThanOrEqual(140);
    expect(requests[2]!.at - requests[1]!.at).toBeGreaterThanOrEqual(290);
    for (const request of requests) {
      expect(JSON.parse(request.body).type).toBe('company.created');
    }

    const [delivery] = await eventually(async () => {
      const list = await deliveriesOf(token, webhook.id);
      return list[0]?.status === 'succeeded' && list;
    });
    expect(delivery.attemptCount).toBe(3);
    expect(delivery.attempts.map((a: any) => [a.statusCode, a.error])).toEqual([
      [500, 'HTTP 500'],
      [500, 'HTTP 500'],
      [200, null],
    ]);
    expect((await stack.request('GET', `/v1/webhooks/${webhook.id}`, { token })).body.status).toBe('enabled');
  });

  it('when every attempt fails for the whole retry window, then the delivery fails and the webhook is disabled with a reason', async () => {
    const { token } = await stack.tenant();
    const { webhook, path: at } = await subscribe(token, ['company.created']);
    receiver.always(at, 503);
    await stack.request('POST', '/v1/companies', { token, body: { name: 'Down Inc' } });

    const disabled = await eventually(async () => {
      const res = await stack.request('GET', `/v1/webhooks/${webhook.id}`, { token });
      return res.body.status === 'disabled' && res.body;
    });
    expect(disabled.disabledReason).toMatch(/^every delivery attempt failed for .+ \(last: HTTP 503\)$/);
    expect(disabled.disabledAt).toEqual(expect.any(String));
    // The delivery's final write follows the webhook's.
    const [delivery] = await eventually(async () => {
      const list = await deliveriesOf(token, webhook.id);
      return list[0]?.status === 'failed' && list;
    });
    expect(delivery.attemptCount).toBe(receiver.on(at).length);
    expect(delivery.attemptCount).toBeGreaterThanOrEqual(4);
    expect(delivery.nextAttemptAt).toBeNull();

    // Disabled: new events are not delivered.
    const before = receiver.on(at).length;
    await stack.request('POST', '/v1/companies', { token, body: { name: 'Later Inc' } });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(receiver.on(at)).toHaveLength(before);

    // Enabled again through the API: the reason is cleared and deliveries resume.
    receiver.always(at, 200);
    const enabled = await stack.request('PATCH', `/v1/webhooks/${webhook.id}`, {
      token,
      body: { status: 'enabled' },
    });
    expect(enabled.body).toMatchObject({ status: 'enabled', disabledReason: null, disabledAt: null });
    await stack.request('POST', '/v1/companies', { token, body: { name: 'Back Inc' } });
    await eventually(() => receiver.on(at).length > before);
  });

  it('when a delivery is retried from the log, then the same event is delivered again and the log shows a manual attempt', async () => {
    const { token } = await stack.tenant();
    const { webhook, path: at } = await subscribe(token, ['company.created']);
    receiver.always(at, 400);
    await stack.request('POST', '/v1/companies', { token, body: { name: 'Retry Co' } });
    const [failed] = await eventually(async () => {
      const list = await deliveriesOf(token, webhook.id);
      return list[0]?.status === 'failed' && list;
    });

    receiver.always(at, 204);
    const res = await stack.request('POST', `/v1/webhooks/${webhook.id}/deliveries/${failed.id}/retry`, {
      token,
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ id: failed.id, status: 'pending' });

    const done = await eventually(async () => {
      const list = await deliveriesOf(token, webhook.id);
      return list[0]?.status === 'succeeded' && list[0];
    });
    expect(done.attempts.at(-1)).toMatchObject({
      number: failed.attemptCount + 1,
      statusCode: 204,
      trigger: 'manual',
    });
    const eventIds = new Set(receiver.on(at).map((r) => r.headers['rapport-event-id']));
    expect(eventIds).toEqual(new Set([failed.eventId]));

    const other = await stack.tenant();
    expect(
      (
        await stack.request('POST', `/v1/webhooks/${webhook.id}/deliveries/${failed.id}/retry`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await stack.request('POST', `/v1/webhooks/${webhook.id}/deliveries/nope/retry`, { token })).status,
    ).toBe(404);
  });

  it("when another organization's event happens, then it is not delivered to this organization's webhook", async () => {
    const mine = await stack.tenant();
    const theirs = await stack.tenant();
    const { path: minePath, webhook } = await subscribe(mine.token, ['*']);
    const { path: theirPath } = await subscribe(theirs.token, ['*']);
    await stack.request('POST', '/v1/companies', { token: theirs.token, body: { name: 'Theirs' } });
    await eventually(() => receiver.on(theirPath).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.on(minePath)).toHaveLength(0);
    expect(await deliveriesOf(mine.token, webhook.id)).toEqual([]);
    // Their webhook is not ours to see.
    expect((await stack.request('GET', `/v1/webhooks/${webhook.id}`, { token: theirs.token })).status).toBe(
      404,
    );
    expect(
      (await stack.request('GET', `/v1/webhooks/${webhook.id}/deliveries`, { token: theirs.token })).status,
    ).toBe(404);
    const list = await stack.request('GET', '/v1/webhooks', { token: theirs.token });
    expect(list.body.data.map((w: any) => w.id)).not.toContain(webhook.id);
  });

  it('when an earlier delivery of a contact is being retried, then later events of that contact wait and arrive in order', async () => {
    const { token } = await stack.tenant();
    const { path: at } = await subscribe(token, ['contact.*']);
    receiver.script(at, [500]);
    const person = await stack.request('POST', '/v1/people', {
      token,
      body: { name: 'Order', phone: '+4915100000001' },
    });
    await eventually(() => receiver.on(at).length > 0);
    await stack.request('PATCH', `/v1/people/${person.body.id}`, { token, body: { name: 'Order 2' } });
    await stack.request('PATCH', `/v1/people/${person.body.id}`, { token, body: { name: 'Order 3' } });

    const requests = await eventually(() => receiver.on(at).length >= 4 && receiver.on(at));
    const types = requests.map((r) => JSON.parse(r.body).type);
    expect(types).toEqual(['contact.created', 'contact.created', 'contact.updated', 'contact.updated']);
    expect(requests.map((r) => JSON.parse(r.body).data.contact?.name)).toEqual([
      'Order',
      'Order',
      'Order 2',
      'Order 3',
    ]);
  });

  it('when two workers share many events, then each event is delivered exactly once', async () => {
    const { token } = await stack.tenant();
    const { path: at } = await subscribe(token, ['company.created']);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        stack.request('POST', '/v1/companies', { token, body: { name: `Co ${i}` } }),
      ),
    );
    await eventually(() => receiver.on(at).length >= 30);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = receiver.on(at).map((r) => r.headers['rapport-event-id']);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it('when a URL points to a private or link-local address, then it is refused with 400 (loopback is allowed only by this setting)', async () => {
    const { token } = await stack.tenant();
    for (const [url, message] of [
      ['http://10.0.0.7/hook', 'url must not point to a private or link-local address (10.0.0.7)'],
      ['https://192.168.1.20/hook', 'url must not point to a private or link-local address (192.168.1.20)'],
      [
        'http://169.254.169.254/latest/meta-data',
        'url must not point to a private or link-local address (169.254.169.254)',
      ],
      ['https://[fd00::1]/hook', 'url must not point to a private or link-local address (fd00::1)'],
      ['http://0.0.0.0:80/', 'url must not point to an unroutable address (0.0.0.0)'],
    ]) {
      const res = await stack.request('POST', '/v1/webhooks', { token, body: { url, events: ['*'] } });
      expect({ url, status: res.status, body: res.body }).toEqual({
        url,
        status: 400,
        body: { statusCode: 400, message: [message], error: 'Bad Request' },
      });
    }
    const patch = await subscribe(token, ['*']);
    const res = await stack.request('PATCH', `/v1/webhooks/${patch.webhook.id}`, {
      token,
      body: { url: 'https://172.20.0.1/x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['url must not point to a private or link-local address (172.20.0.1)']);
  });

  it('when bodies or queries break the rules, then 400 names each rule; unknown ids answer 404', async () => {
    const { token } = await stack.tenant();
    const post = (body: unknown) => stack.request('POST', '/v1/webhooks', { token, body });
    expect((await post({})).body).toEqual({
      statusCode: 400,
      message: ['url should not be empty', 'events should not be empty'],
      error: 'Bad Request',
    });
    expect((await post({ url: `${receiver.url}/x`, events: [] })).body.message).toEqual([
      'events must contain at least 1 items',
    ]);
    expect(
      (await post({ url: `${receiver.url}/x`, events: ['contact.exploded', 'deal.*'] })).body.message,
    ).toEqual([
      'events must be known event types or wildcards such as company.* (unknown: contact.exploded, deal.*)',
    ]);
    expect((await post({ url: 'not a url', events: ['*'] })).body.message).toEqual([
      'url must be an absolute URL',
    ]);
    expect((await post({ url: 'ftp://example.com/x', events: ['*'] })).body.message).toEqual([
      'url must use http or https',
    ]);
    expect((await post({ url: `${receiver.url}/x`, events: ['*'], foo: 1 })).body.message).toEqual([
      'property foo should not exist',
    ]);
    // NUL characters: the store refuses them, so they must end as a 400, not a 500.
    const nul = await post({ url: `${receiver.url}/x\u0000y`, events: ['*'], description: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toEqual([
      'url must not contain NUL characters',
      'description must not contain NUL characters',
    ]);
    const { webhook } = await subscribe(token, ['*']);
    const patch = await stack.request('PATCH', `/v1/webhooks/${webhook.id}`, {
      token,
      body: { status: 'paused' },
    });
    expect(patch.status).toBe(400);
    expect(patch.body.message).toEqual(['status must be one of the following values: enabled, disabled']);
    const list = await stack.request('GET', `/v1/webhooks/${webhook.id}/deliveries?limit=0`, { token });
    expect(list.status).toBe(400);
    expect(
      (await stack.request('GET', `/v1/webhooks/${webhook.id}/deliveries?status=lost`, { token })).status,
    ).toBe(400);
    for (const id of ['nope', randomUUID()]) {
      expect((await stack.request('GET', `/v1/webhooks/${id}`, { token })).status).toBe(404);
      expect((await stack.request('DELETE', `/v1/webhooks/${id}`, { token })).status).toBe(404);
    }
  });

  it('when a keyed subscribe or rotation is repeated, then the replay withholds the secret and says so (shown once)', async () => {
    const { token } = await stack.tenant();
    const keyed = (path: string, key: string, body?: unknown) =>
      stack.request('POST', path, { token, body, headers: { 'Idempotency-Key': key } });
    const body = { url: `${receiver.url}${path()}`, events: ['company.created'] };
    const first = await keyed('/v1/webhooks', 'subscribe-1', body);
    expect(first.status).toBe(201);
    expect(first.body.secret).toMatch(/^whsec_/);
    const replay = await keyed('/v1/webhooks', 'subscribe-1', body);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('rapport-secret-withheld')).toBe('true');
    expect(replay.body).toEqual({ ...first.body, secret: null });
    expect(JSON.stringify(replay.body)).not.toContain(first.body.secret);

    const rotate = `/v1/webhooks/${first.body.id}/rotate-secret`;
    const rotated = await keyed(rotate, 'rotate-1');
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.headers.get('rapport-secret-withheld')).toBeNull();
    const again = await keyed(rotate, 'rotate-1');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual({ ...rotated.body, secret: null });
  });

  it('when a secret is rotated, then the answer shows the new one once and deliveries are signed with it', async () => {
    const { token } = await stack.tenant();
    const { webhook, path: at } = await subscribe(token, ['company.created']);
    const rotated = await stack.request('POST', `/v1/webhooks/${webhook.id}/rotate-secret`, { token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(webhook.secret);
    await stack.request('POST', '/v1/companies', { token, body: { name: 'Rotated' } });
    const [request] = await eventually(() => receiver.on(at).length > 0 && receiver.on(at));
    const header = String(request!.headers['rapport-signature']);
    expect(verify(rotated.body.secret, header, request!.body)).toBe(true);
    expect(verify(webhook.secret, header, request!.body)).toBe(false);
  });

  it('when webhooks are listed, updated and deleted, then the list, the record and the 404 after delete follow', async () => {
    const { token } = await stack.tenant();
    const a = await subscribe(token, ['contact.created']);
    const b = await subscribe(token, ['company.*']);
    const list = await stack.request('GET', '/v1/webhooks?limit=1', { token });
    expect(list.body.data.map((w: any) => w.id)).toEqual([b.webhook.id]);
    const next = await stack.request('GET', `/v1/webhooks?limit=1&cursor=${list.body.nextCursor}`, { token });
    expect(next.body).toEqual({ data: [expect.objectContaining({ id: a.webhook.id })], nextCursor: null });
    const updated = await stack.request('PATCH', `/v1/webhooks/${a.webhook.id}`, {
      token,
      body: { events: ['contact.*', 'contact.*'], description: 'CRM sync' },
    });
    expect(updated.body).toMatchObject({ events: ['contact.*'], description: 'CRM sync', status: 'enabled' });
    expect((await stack.request('DELETE', `/v1/webhooks/${a.webhook.id}`, { token })).status).toBe(204);
    expect((await stack.request('GET', `/v1/webhooks/${a.webhook.id}`, { token })).status).toBe(404);
  });

  it('when a token lacks the webhooks scope, then it gets 403', async () => {
    const reader = await stack.tenant(['webhooks:read']);
    const other = await stack.tenant(['people:*', 'companies:*']);
    const body = { url: `${receiver.url}/x`, events: ['*'] };
    expect((await stack.request('POST', '/v1/webhooks', { token: reader.token, body })).status).toBe(403);
    expect((await stack.request('GET', '/v1/webhooks', { token: reader.token })).status).toBe(200);
    expect((await stack.request('GET', '/v1/webhooks', { token: other.token })).status).toBe(403);
    expect((await stack.request('POST', '/v1/webhooks', { token: other.token, body })).status).toBe(403);
    const writer = await stack.tenant([
      'webhooks:write',
      'people:read',
      'companies:read',
      'messages:read',
      'email:send',
      'email_campaigns:read',
    ]);
    expect((await stack.request('POST', '/v1/webhooks', { token: writer.token, body })).status).toBe(201);
    expect((await stack.request('GET', '/v1/webhooks', { token: writer.token })).status).toBe(403);
  });
});

describe('webhooks: recovery after a crash', () => {
  let stack: Stack;
  let receiver: Receiver;
  let worker: RunningWorker;
  let store: WebhookStore;
  let broker: Broker;
  let jobs: BrokerDeliveryJobs;
  const env = {
    ...ENV,
    WEBHOOKS_EVENTS_QUEUE: `webhooks.events.test-${RUN}-r`,
    WEBHOOKS_DELIVERY_QUEUE: `webhooks.deliveries.test-${RUN}-r`,
  };

  beforeAll(async () => {
    receiver = await Receiver.start();
    stack = await startStack({ services: ['webhooks'], env });
    const config = loadConfig({ ...stack.env, GRPC_LISTEN_ADDR: '127.0.0.1:0' });
    worker = await startWorker(config);
    store = await openStore(config.MONGO_URL);
    broker = await Broker.open(config.AMQP_URL, createLogger('test', 'silent'));
    jobs = new BrokerDeliveryJobs(broker, deliveryTopologyOf(config));
  });

  afterAll(async () => {
    await worker?.stop();
    await broker?.stop();
    await store?.close();
    await stack?.stop();
    await receiver?.stop();
    await deleteQueues(stack.env, env);
  });

  /** The claim of attempt n of a delivery, as a worker that made it (and so started it) at `at` left it. */
  const claimAttempt = (delivery: Delivery, n: number, at: Date) =>
    new Attempts(store.attempts, { leaseMs: Number(ENV.WEBHOOKS_LEASE_MS), now: () => at }).claim(
      delivery.id,
      n,
      {
        started: true,
        tags: { organizationId: delivery.organizationId, subscriptionId: delivery.subscriptionId },
      },
    );

  /** A stored delivery of a synthetic event, as the worker's fan-out would have left it. */
  async function storedDelivery(overrides: Partial<Delivery> = {}) {
    const { orgId, token } = await stack.tenant();
    const at = `/hook-${randomUUID()}`;
    const created = await stack.request('POST', '/v1/webhooks', {
      token,
      body: { url: `${receiver.url}${at}`, events: ['contact.*'] },
    });
    const event = buildEvent('contact.updated', orgId, { contactId: randomUUID() });
    const now = new Date();
    const [delivery] = await store.deliveries.insertOnce([
      {
        id: newId(),
        organizationId: orgId,
        subscriptionId: created.body.id,
        eventId: event.id,
        eventType: event.type,
        event,
        orderKey: null,
        status: 'pending',
        attemptCount: 0,
        windowStart: null,
        nextAttemptAt: now,
        manual: false,
        retryRequests: 0,
        attempts: [],
        createdAt: now,
        updatedAt: now,
        ...overrides,
      },
    ]);
    return { delivery: delivery!, path: at, token, webhookId: created.body.id as string };
  }

  it('when a worker died during an attempt, then once its claim ran out the attempt counts as failed and the next one is made', async () => {
    const { delivery, path: at, token, webhookId } = await storedDelivery();
    const lease = Number(ENV.WEBHOOKS_LEASE_MS);
    await claimAttempt(delivery, 1, new Date(Date.now() - lease - 1_000));
    await jobs.schedule({ deliveryId: delivery.id, organizationId: delivery.organizationId, attempt: 1 }, 0);

    const [request] = await eventually(() => receiver.on(at).length > 0 && receiver.on(at));
    expect(request!.headers['rapport-delivery-attempt']).toBe('2');
    const [logged] = await eventually(async () => {
      const res = await stack.request('GET', `/v1/webhooks/${webhookId}/deliveries`, { token });
      return res.body.data[0]?.status === 'succeeded' && res.body.data;
    });
    expect(logged.attempts.map((a: any) => [a.number, a.statusCode, a.error])).toEqual([
      [1, null, 'the worker stopped during the attempt'],
      [2, 200, null],
    ]);
  });

  it('when a claim is fresh, then a duplicate job does not make the attempt a second time', async () => {
    const { delivery, path: at } = await storedDelivery();
    await claimAttempt(delivery, 1, new Date());
    await jobs.schedule({ deliveryId: delivery.id, organizationId: delivery.organizationId, attempt: 1 }, 0);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(receiver.on(at)).toHaveLength(0);
  });

  it.each([
    ['succeeds', 200, {}],
    // Its retry window is used up: without the retry, this failure would be final.
    ['fails for good', 500, { windowStart: new Date(Date.now() - 60_000), attemptCount: 0 }],
  ] as const)(
    'when a retry is asked through the API while an attempt is in flight and that attempt %s, then one more attempt is made, marked manual (issue 42)',
    async (_, status, overrides) => {
      const { delivery, path: at, token, webhookId } = await storedDelivery(overrides);
      receiver.script(at, [status]);
      const held = receiver.hold(at);
      await jobs.schedule(
        { deliveryId: delivery.id, organizationId: delivery.organizationId, attempt: 1 },
        0,
      );
      await held.arrived;
      const retried = await stack.request(
        'POST',
        `/v1/webhooks/${webhookId}/deliveries/${delivery.id}/retry`,
        { token },
      );
      expect(retried.status).toBe(202);
      expect(retried.body).toMatchObject({ status: 'pending' });
      held.answer();

      const done = await eventually(async () => {
        const res = await stack.request('GET', `/v1/webhooks/${webhookId}/deliveries`, { token });
        const [logged] = res.body.data;
        return logged?.status === 'succeeded' && logged.attempts.length === 2 && logged;
      });
      expect(done.attempts.map((a: any) => [a.number, a.statusCode, a.trigger])).toEqual([
        [1, status, 'automatic'],
        [2, 200, 'manual'],
      ]);
      expect(receiver.on(at).map((r) => r.headers['rapport-delivery-attempt'])).toEqual(['1', '2']);
    },
  );

  it('when a pending delivery has no job (lost with a process), then the sweeper queues it again', async () => {
    const { delivery, path: at } = await storedDelivery({ nextAttemptAt: new Date(Date.now() - 3_600_000) });
    const sut = new SweeperService(
      store.deliveries,
      jobs,
      { stallMs: 60_000 },
      createLogger('test', 'silent'),
    );
    expect(await sut.runOnce()).toBeGreaterThanOrEqual(1);
    const [request] = await eventually(() => receiver.on(at).length > 0 && receiver.on(at));
    expect(request!.headers['rapport-delivery-id']).toBe(delivery.id);
  });
});
