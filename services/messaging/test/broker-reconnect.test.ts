import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { messagingProto, type ServiceClient } from '@rapport/contracts';
import { unary } from '@rapport/platform';
import { connectAmqp, consumerQueueNames } from '@rapport/platform/amqp';
import { type Stack, startStack } from '@rapport/testkit';
import { deleteTestQueues } from '../../email/test/support/env';
import { loadConfig } from '../src/config';
import { type RunningWorker, startWorker } from '../src/worker';
import { retriesOf } from './support/messaging-stack';
import { TcpProxy } from './support/tcp-proxy';

const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The email service, the messaging service and a messaging worker reach RabbitMQ through a proxy
 * that drops every connection: each reconnects by itself (the platform's Broker) and serves again.
 * In-process, a process that gave up would call reportFatal instead (and end this run).
 */
describe('losing RabbitMQ: email, messaging and the messaging worker reconnect by themselves', () => {
  let proxy: TcpProxy;
  let sut: Stack;
  let worker: RunningWorker;
  let client: ServiceClient<'messaging'>;
  const ns = `test-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    const target = new URL(AMQP_URL);
    proxy = await new TcpProxy(target.hostname, Number(target.port || 5672)).start();
    sut = await startStack({
      services: ['contacts', 'email', 'messaging'],
      env: {
        AMQP_URL: proxy.urlFor(AMQP_URL),
        MESSAGING_HTTP_LISTEN_ADDR: '127.0.0.1:0',
        MESSAGING_OUTBOUND_EXCHANGE: `${ns}.messages.outbound`,
        MESSAGING_OUTBOUND_QUEUE_PREFIX: `${ns}.outbound`,
        MESSAGING_OUTBOX_INTERVAL_MS: '3600000',
        MESSAGING_WORKER_RETRY_BASE_MS: '250',
        MESSAGING_WORKER_MAX_ATTEMPTS: '5',
        MESSAGING_PROVIDER_TIMEOUT_MS: '1500',
        MESSAGING_SEND_LEASE_MS: '3000',
        EMAIL_SEND_QUEUE: `email.send.${ns}`,
        CAMPAIGN_FANOUT_QUEUE: `email.campaign-fanout.${ns}`,
        CAMPAIGN_DELIVERY_QUEUE: `email.campaign-delivery.${ns}`,
      },
    });
    worker = await startWorker(loadConfig({ ...sut.env, MESSAGING_WORKER_HEALTH_ADDR: '127.0.0.1:0' }));
    client = new (messagingProto().rapport.messaging.v1.MessagingService)(
      sut.addrs.messaging!,
      grpc.credentials.createInsecure(),
    );
  });
  afterAll(async () => {
    client?.close();
    await worker?.stop();
    await sut?.stop();
    await proxy?.stop();
    const amqp = await connectAmqp(AMQP_URL);
    const channel = await amqp.createChannel();
    for (const queue of ['whatsapp', 'instagram', 'facebook'].map((c) => `${ns}.outbound.${c}`))
      for (const name of consumerQueueNames(queue, retriesOf(sut?.env ?? {})))
        await channel.deleteQueue(name);
    await channel.deleteExchange(`${ns}.messages.outbound`);
    await amqp.close();
    // The email service's own queues, as its tests delete them.
    await deleteTestQueues(sut?.env);
  });

  it('when every RabbitMQ connection drops, then messages are sent again and campaigns are queued again', async () => {
    const tenant = await sut.tenant(['*'], { plan: 'pro' });
    await unary({ deadlineMs: 10_000 }, (md, o, cb: grpc.requestCallback<unknown>) =>
      client.createChannelAccount(
        {
          organizationId: tenant.orgId,
          channel: 'whatsapp',
          provider: 'sandbox',
          providerAccountId: `sandbox-${ns}`,
          name: 'sandbox',
          accessToken: 'x',
          appSecret: 'y',
        },
        md,
        o,
        cb,
      ),
    );
    const person = await sut.request('POST', '/v1/people', {
      token: tenant.token,
      body: { name: 'Reconnect', phone: '+4917012340000', channel: 'whatsapp' },
    });
    const template = await sut.request('POST', '/v1/email/templates', {
      token: tenant.token,
      body: { name: 'T', subject: 'S', html: '<p>h</p>' },
    });
    const sendMessage = async (body: string) =>
      (
        await sut.request('POST', '/v1/messages', {
          token: tenant.token,
          body: { contactId: person.body.id, body },
        })
      ).body.id as string;
    const statusOf = async (id: string) => {
      const res = await sut.request('GET', `/v1/messages?contactId=${person.body.id}&limit=100`, {
        token: tenant.token,
      });
      return res.body.data.find((m: { id: string }) => m.id === id)?.status as string | undefined;
    };
    const sentWithin = async (id: string, ms: number) => {
      for (const until = Date.now() + ms; Date.now() < until; await pause(100)) {
        if ((await statusOf(id)) === 'sent') return true;
      }
      return false;
    };
    const campaignSend = async () => {
      const campaign = await sut.request('POST', '/v1/email/campaigns', {
        token: tenant.token,
        body: {
          name: 'C',
          templateId: template.body.id,
          audience: { type: 'people', contactIds: [person.body.id] },
        },
      });
      return (
        await sut.request('POST', `/v1/email/campaigns/${campaign.body.id}/send`, { token: tenant.token })
      ).status;
    };

    expect(await sentWithin(await sendMessage('before'), 10_000)).toBe(true);
    const before = proxy.connections;
    expect(before).toBeGreaterThanOrEqual(3);

    proxy.cut();
    await pause(200);

    // Each process connects again on its own backoff; then sends and campaign jobs flow again.
    let recovered = false;
    for (const until = Date.now() + 30_000; !recovered && Date.now() < until; ) {
      recovered = await sentWithin(await sendMessage('after'), 2_000);
    }
    expect(recovered).toBe(true);
    let status = 0;
    for (const until = Date.now() + 30_000; status !== 202 && Date.now() < until; await pause(250)) {
      status = await campaignSend();
    }
    expect(status).toBe(202);
    expect(proxy.connections).toBeGreaterThanOrEqual(before);
  });
});
