import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { messagingProto, type Output, type ServiceClient } from '@rapport/contracts';
import { unary } from '@rapport/platform';
import { connectAmqp, consumerQueueNames } from '@rapport/platform/amqp';
import { type Stack, startStack } from '@rapport/testkit';
import { loadConfig } from '../../src/config';
import { signatureOf } from '../../src/http/meta-signature';
import { type RunningWorker, startWorker } from '../../src/worker';
import { GraphStandIn } from './graph-stand-in';

export const APP_SECRET = 'test-app-secret';
export const VERIFY_TOKEN = 'test-verify-token';
const CHANNELS = ['whatsapp', 'instagram', 'facebook'] as const;
type Channel = (typeof CHANNELS)[number];

export interface MessagingStack {
  stack: Stack;
  graph: GraphStandIn;
  grpc: ServiceClient<'messaging'>;
  /** The namespaced queue of a channel (each test file has its own exchange and queues). */
  queueOf(channel: Channel): string;
  createAccount(
    orgId: string,
    channel: Channel,
    fields?: { provider?: string; appSecret?: string; wabaId?: string },
  ): Promise<Output<'messaging', 'ChannelAccount'>>;
  createPerson(
    token: string,
    fields: Record<string, unknown>,
  ): Promise<{ id: string; [key: string]: unknown }>;
  recordInbound(
    orgId: string,
    account: Output<'messaging', 'ChannelAccount'>,
    from: string,
    body?: string,
    sentAt?: Date,
  ): Promise<any>;
  /** POST /webhooks/meta through the gateway, signed with `secret` (a wrong one forges it). */
  webhook(payload: unknown, secret?: string): Promise<{ status: number; body: any }>;
  messages(token: string, contactId: string): Promise<any[]>;
  waitForMessage(
    token: string,
    contactId: string,
    id: string,
    done: (m: any) => boolean,
    timeoutMs?: number,
  ): Promise<any>;
  startWorker(env?: NodeJS.ProcessEnv): Promise<RunningWorker>;
  queueDepth(queue: string): Promise<number>;
  stop(): Promise<void>;
}

/** The retries of the workers' outbound consumers (worker.ts), which name their delay queues. */
export function retriesOf(env: NodeJS.ProcessEnv) {
  const config = loadConfig(env);
  return {
    maxAttempts: config.MESSAGING_WORKER_MAX_ATTEMPTS,
    baseDelayMs: config.MESSAGING_WORKER_RETRY_BASE_MS,
  };
}

/** identity, contacts, messaging and the gateway in-process, plus a Graph API stand-in. */
export async function startMessagingStack(env: NodeJS.ProcessEnv = {}): Promise<MessagingStack> {
  const graph = await new GraphStandIn().start();
  const ns = `test-${randomUUID().slice(0, 8)}`;
  const stack = await startStack({
    services: ['contacts', 'messaging'],
    env: {
      MESSAGING_HTTP_LISTEN_ADDR: '127.0.0.1:0',
      META_GRAPH_BASE_URL: graph.url,
      META_VERIFY_TOKEN: VERIFY_TOKEN,
      MESSAGING_OUTBOUND_EXCHANGE: `${ns}.messages.outbound`,
      MESSAGING_OUTBOUND_QUEUE_PREFIX: `${ns}.outbound`,
      // Its own queue of contact.deleted: the shared one holds what earlier tests deleted meanwhile.
      MESSAGING_CONTACT_DELETED_QUEUE: `${ns}.contact-deleted`,
      // The relay scans every organization: only the test of the relay turns it on.
      MESSAGING_OUTBOX_INTERVAL_MS: '3600000',
      // provider timeout < send lease < retry window (250 + 500 + 1000 + 2000 ms), as the worker
      // requires; wide enough that a busy machine does not expire a lease during a normal send.
      MESSAGING_WORKER_RETRY_BASE_MS: '250',
      MESSAGING_WORKER_MAX_ATTEMPTS: '5',
      MESSAGING_PROVIDER_TIMEOUT_MS: '1500',
      MESSAGING_SEND_LEASE_MS: '3000',
      SHUTDOWN_GRACE_MS: '5000',
      ...env,
    },
  });
  const client: ServiceClient<'messaging'> = new (messagingProto().rapport.messaging.v1.MessagingService)(
    stack.addrs.messaging!,
    grpc.credentials.createInsecure(),
  );
  const call = { deadlineMs: 10_000 };
  const workers: RunningWorker[] = [];
  const amqp = await connectAmqp(stack.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
  const queueOf = (channel: Channel) => `${ns}.outbound.${channel}`;

  const sut: MessagingStack = {
    stack,
    graph,
    grpc: client,
    queueOf,
    createAccount: async (orgId, channel, fields = {}) => {
      const providerAccountId = `${channel}-${randomUUID().slice(0, 12)}`;
      const accessToken = `token-${randomUUID()}`;
      graph.addAccount(providerAccountId, accessToken);
      if (fields.wabaId) graph.setTemplates(fields.wabaId, accessToken, []);
      const res = await unary<any>(call, (md, o, cb) =>
        client.createChannelAccount(
          {
            organizationId: orgId,
            channel,
            provider: fields.provider ?? 'meta',
            providerAccountId,
            name: `${channel} account`,
            accessToken,
            appSecret: fields.appSecret ?? APP_SECRET,
            wabaId: fields.wabaId,
          },
          md,
          o,
          cb,
        ),
      );
      return res.account;
    },
    createPerson: async (token, fields) => {
      const res = await stack.request('POST', '/v1/people', { token, body: fields });
      if (res.status !== 201)
        throw new Error(`POST /v1/people answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body;
    },
    recordInbound: async (orgId, account, from, body = 'hello', sentAt) => {
      const res = await unary<any>(call, (md, o, cb) =>
        client.recordInboundMessage(
          {
            organizationId: orgId,
            channelAccountId: account.id,
            channelUserId: from,
            body,
            providerMessageId: `in-${randomUUID()}`,
            phone: account.channel === 'whatsapp' ? `+${from}` : undefined,
            sentAt: sentAt?.toISOString(),
          },
          md,
          o,
          cb,
        ),
      );
      return res.message;
    },
    webhook: async (payload, secret = APP_SECRET) => {
      const raw = JSON.stringify(payload);
      const res = await stack.request('POST', '/webhooks/meta', {
        rawBody: raw,
        headers: { 'x-hub-signature-256': signatureOf(Buffer.from(raw), secret) },
      });
      return { status: res.status, body: res.body };
    },
    messages: async (token, contactId) => {
      const res = await stack.request('GET', `/v1/messages?contactId=${contactId}&limit=100`, { token });
      if (res.status !== 200)
        throw new Error(`GET /v1/messages answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
    waitForMessage: async (token, contactId, id, done, timeoutMs = 30_000) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const message = (await sut.messages(token, contactId)).find((m) => m.id === id);
        if (message && done(message)) return message;
        if (Date.now() > until)
          throw new Error(`message ${id} did not get there: ${JSON.stringify(message)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    startWorker: async (workerEnv = {}) => {
      const worker = await startWorker(
        loadConfig({ ...stack.env, MESSAGING_WORKER_HEALTH_ADDR: '127.0.0.1:0', ...workerEnv }),
      );
      workers.push(worker);
      return worker;
    },
    queueDepth: async (queue) => {
      const channel = await amqp.createChannel();
      try {
        return (await channel.checkQueue(queue)).messageCount;
      } finally {
        await channel.close();
      }
    },
    stop: async () => {
      await Promise.all(workers.map((w) => w.stop().catch(() => undefined)));
      client.close();
      await stack.stop();
      await graph.stop();
      const channel = await amqp.createChannel();
      for (const name of CHANNELS)
        for (const queue of consumerQueueNames(queueOf(name), retriesOf(stack.env)))
          await channel.deleteQueue(queue);
      for (const queue of consumerQueueNames(stack.env.MESSAGING_CONTACT_DELETED_QUEUE!))
        await channel.deleteQueue(queue);
      await channel.deleteExchange(`${ns}.messages.outbound`);
      await channel.close();
      await amqp.close();
    },
  };
  return sut;
}
