import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildEvent } from '@rapport/platform';
import { ConfirmPublisher, connectAmqp } from '@rapport/platform/amqp';
import { type Stack, startStack } from '@rapport/testkit';
import type { ChannelModel } from 'amqplib';
import { loadConfig } from '../src/config';
import { type RunningWorker, startWorker } from '../src/worker';
import { deleteQueues, runQueues } from './support/queues';
import { eventually, Receiver } from './support/receiver';

// One worker with the default 32 slots; attempts may hang 5 s; failed attempts come back only after a
// minute (after this file), so every slot the slow organization holds is held by a first attempt.
const RUN = randomUUID().slice(0, 8);
const ENV = {
  WEBHOOKS_ALLOW_HTTP_TARGETS: '1',
  WEBHOOKS_ALLOW_LOOPBACK_TARGETS: '1',
  WEBHOOKS_TIMEOUT_MS: '5000',
  WEBHOOKS_LEASE_MS: '6000',
  WEBHOOKS_RETRY_BASE_MS: '60000',
  WEBHOOKS_MAX_SUBSCRIPTIONS: '50',
  ...runQueues(`fair-${RUN}`),
};

/** Receivers that take the request and never answer (a slow or malicious subscriber). */
async function silentReceiver() {
  const server = http.createServer(() => undefined);
  let requests = 0;
  server.on('request', () => requests++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

describe('webhooks: one organization cannot stall the others', () => {
  let stack: Stack;
  let receiver: Receiver;
  let silent: Awaited<ReturnType<typeof silentReceiver>>[] = [];
  let worker: RunningWorker | undefined;
  let amqp: ChannelModel;
  let publisher: ConfirmPublisher;
  /** Webhooks to delete at the end, so no pending delivery to a closed receiver is left behind. */
  const created: { token: string; id: string }[] = [];

  beforeAll(async () => {
    receiver = await Receiver.start();
    silent = await Promise.all(Array.from({ length: 5 }, silentReceiver));
    stack = await startStack({ services: ['webhooks'], env: ENV });
    worker = await startWorker(loadConfig({ ...stack.env, GRPC_LISTEN_ADDR: '127.0.0.1:0' }));
    amqp = await connectAmqp(stack.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    publisher = await ConfirmPublisher.open(amqp);
  });

  afterAll(async () => {
    // Hung attempts end at once (connection reset), so the worker's drain is quick.
    for (const server of silent) await server.stop();
    await worker?.stop();
    for (const { token, id } of created) await stack.request('DELETE', `/v1/webhooks/${id}`, { token });
    await stack?.stop();
    await receiver?.stop();
    await amqp.close();
    await deleteQueues(stack.env, ENV);
  });

  /** Straight onto this run's events queue: only this file's worker fans it out. */
  const publish = (organizationId: string) =>
    publisher.sendToQueue(
      ENV.WEBHOOKS_EVENTS_QUEUE,
      buildEvent('company.created', organizationId, { companyId: randomUUID() }),
    );

  async function subscribe(token: string, url: string) {
    const res = await stack.request('POST', '/v1/webhooks', {
      token,
      body: { url, events: ['company.created'] },
    });
    if (res.status === 201) created.push({ token, id: res.body.id });
    return res;
  }

  it('when an organization has as many webhooks as the cap, then one more answers 409 and is not stored', async () => {
    const { token } = await stack.tenant();
    for (let i = 0; i < 50; i++) {
      expect((await subscribe(token, `${receiver.url}/cap-${i}`)).status).toBe(201);
    }
    const refused = await subscribe(token, `${receiver.url}/cap-50`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      message: 'an organization can have at most 50 webhooks; delete one first',
      error: 'Conflict',
    });
    const list = await stack.request('GET', '/v1/webhooks?limit=100', { token });
    expect(list.body.data).toHaveLength(50);
  });

  it("when one organization's 50 webhooks never answer, then another organization's deliveries keep p95 ≤ 1 s", async () => {
    const slow = await stack.tenant();
    for (let i = 0; i < 50; i++) {
      const at = `${silent[i % silent.length]!.url}/hang-${i}`;
      expect((await subscribe(slow.token, at)).status).toBe(201);
    }
    const fast = await stack.tenant();
    const at = `/fast-${randomUUID()}`;
    expect((await subscribe(fast.token, `${receiver.url}${at}`)).status).toBe(201);

    // 50 deliveries to receivers that hold every attempt for the whole timeout.
    await publish(slow.orgId);
    await eventually(() => silent.reduce((sum, s) => sum + s.requests(), 0) >= 8);

    const sentAt = new Map<string, number>();
    for (let i = 0; i < 20; i++) {
      const event = buildEvent('company.created', fast.orgId, { companyId: randomUUID() });
      sentAt.set(event.id, Date.now());
      await publisher.sendToQueue(ENV.WEBHOOKS_EVENTS_QUEUE, event);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const arrived = await eventually(() => receiver.on(at).length >= 20 && receiver.on(at), 30_000);
    const latencies = arrived.map((r) => r.at - sentAt.get(String(r.headers['rapport-event-id']))!);
    // What was measured, for the record (without the fairness limits: about the attempt timeout).
    const held = silent.reduce((sum, s) => sum + s.requests(), 0);
    const max = Math.max(...latencies);
    process.stdout.write(
      `other organization: p95 ${p95(latencies)} ms, max ${max} ms; hung attempts ${held}\n`,
    );
    expect(p95(latencies)).toBeLessThanOrEqual(1_000);
  });
});
