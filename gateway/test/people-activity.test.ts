import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { messagingProto, type Output, type ServiceClient } from '@rapport/contracts';
import { loadConfig as campaignWorkerConfig, startCampaignWorker } from '@rapport/email/src/campaign-worker';
import { signatureOf } from '@rapport/messaging/src/http/meta-signature';
import { loadConfig as messagingWorkerConfig, startWorker } from '@rapport/messaging/src/worker';
import { unary } from '@rapport/platform';
import { connectAmqp, consumerQueueNames } from '@rapport/platform/amqp';
import { type Stack, startStack } from '@rapport/testkit';
// The email tests' SMTP server and the messaging tests' Graph API stand-in, reused as they are.
import { deleteTestQueues, emailTestEnv, eventually } from '../../services/email/test/support/env';
import { SmtpSink } from '../../services/email/test/support/smtp-sink';
import { GraphStandIn } from '../../services/messaging/test/support/graph-stand-in';
import { retriesOf } from '../../services/messaging/test/support/messaging-stack';
import { whatsappText } from '../../services/messaging/test/support/meta-payloads';

type Change = {
  id: string;
  cursor: string;
  type: string;
  objectType: string;
  objectId: string | null;
  data: Record<string, any>;
};
type Page = { data: Change[]; nextCursor: string | null };

const APP_SECRET = 'activity-app-secret';
const TEMPLATE = {
  name: 'Note',
  subject: 'Hi {{contact.name}}',
  html: '<p>Hello {{contact.name}}</p>',
  text: 'Hello {{contact.name}}',
};

// GET /v1/people/{id}/activity (issue 28, decision 0028): a person's changes from the change ledger,
// newest first, through every service that records them: contacts, email (SMTP), messaging (Meta).
describe('a person’s activity', () => {
  let stack: Stack;
  let sink: SmtpSink;
  let graph: GraphStandIn;
  let messaging: ServiceClient<'messaging'>;
  const stops: (() => Promise<void>)[] = [];
  const ns = `test-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    graph = await new GraphStandIn().start();
    stack = await startStack({
      services: ['contacts', 'email', 'messaging', 'webhooks'],
      env: {
        ...emailTestEnv(sink.url),
        EMAIL_UNSUBSCRIBE_SECRET: 'activity-test-secret-0123456789abcdef',
        MESSAGING_HTTP_LISTEN_ADDR: '127.0.0.1:0',
        META_GRAPH_BASE_URL: graph.url,
        MESSAGING_OUTBOUND_EXCHANGE: `${ns}.messages.outbound`,
        MESSAGING_OUTBOUND_QUEUE_PREFIX: `${ns}.outbound`,
        MESSAGING_OUTBOX_INTERVAL_MS: '3600000',
        MESSAGING_WORKER_RETRY_BASE_MS: '250',
        MESSAGING_WORKER_MAX_ATTEMPTS: '5',
        MESSAGING_PROVIDER_TIMEOUT_MS: '1500',
        MESSAGING_SEND_LEASE_MS: '3000',
      },
    });
    const campaigns = await startCampaignWorker(campaignWorkerConfig(stack.env));
    const chats = await startWorker(messagingWorkerConfig(stack.env));
    stops.push(
      () => campaigns.stop(),
      () => chats.stop(),
    );
    messaging = new (messagingProto().rapport.messaging.v1.MessagingService)(
      stack.addrs.messaging!,
      grpc.credentials.createInsecure(),
    );
  });
  afterAll(async () => {
    for (const stop of stops) await stop().catch(() => undefined);
    messaging?.close();
    await stack?.stop();
    await sink?.stop();
    await graph?.stop();
    await deleteTestQueues(stack?.env);
    const amqp = await connectAmqp(stack?.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    const channel = await amqp.createChannel();
    for (const name of ['whatsapp', 'instagram', 'facebook'])
      for (const queue of consumerQueueNames(`${ns}.outbound.${name}`, retriesOf(stack.env)))
        await channel.deleteQueue(queue);
    await channel.deleteExchange(`${ns}.messages.outbound`);
    await amqp.close();
  });

  const activity = (token: string, id: string, query = '') =>
    stack.request<Page>('GET', `/v1/people/${id}/activity${query}`, { token });

  /** Every page with `limit`, following nextCursor; each page's cursor is its last entry's. */
  async function readAll(token: string, id: string, limit: number, query = '') {
    const entries: Change[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof activity>> = await activity(
        token,
        id,
        `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}${query}`,
      );
      expect(page.status).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(limit);
      if (page.body.nextCursor) expect(page.body.nextCursor).toBe(page.body.data.at(-1)!.cursor);
      entries.push(...page.body.data);
      cursor = page.body.nextCursor;
    } while (cursor);
    return entries;
  }

  async function whatsappAccount(organizationId: string): Promise<Output<'messaging', 'ChannelAccount'>> {
    const providerAccountId = `wa-${randomUUID().slice(0, 12)}`;
    const accessToken = `token-${randomUUID()}`;
    graph.addAccount(providerAccountId, accessToken);
    const res = await unary<any>({ deadlineMs: 10_000 }, (md, o, cb) =>
      messaging.createChannelAccount(
        {
          organizationId,
          channel: 'whatsapp',
          provider: 'meta',
          providerAccountId,
          name: 'WhatsApp',
          accessToken,
          appSecret: APP_SECRET,
        },
        md,
        o,
        cb,
      ),
    );
    return res.account;
  }

  /** Waits until the person's activity has the change (`type` about `objectId`): workers record late. */
  const recorded = (token: string, id: string, type: string, objectId: string) =>
    eventually(async () => {
      const page = await activity(token, id, '?limit=100');
      return page.body.data.some((e) => e.type === type && e.objectId === objectId) ? true : undefined;
    });

  /** The one-click unsubscribe link of the last email `to` received (List-Unsubscribe). */
  const unsubscribePath = (to: string) => {
    const header = (sink.to(to).at(-1)?.headers.get('list-unsubscribe') ?? '').replace(/\s+/g, '');
    return new URL(/<(https?:\/\/[^>]+)>/.exec(header)![1]!).pathname;
  };

  it('when a person is tagged, emailed, messaged both ways, unsubscribes and bounces, then the activity lists each change once, newest first, by cursor; other people, organizations and scopes see only theirs', async () => {
    const org = await stack.createOrg({ plan: 'pro', rateLimitPerMinute: 100_000 });
    const { token } = await stack.createToken(org.slug, ['*']);
    const post = (path: string, body: unknown) => stack.request('POST', path, { token, body });
    const address = `ada-${randomUUID().slice(0, 8)}@example.test`;
    const phone = `+49171${String(Date.now()).slice(-7)}`;
    const ada = (await post('/v1/people', { name: 'Ada', email: address, phone, channel: 'whatsapp' })).body;
    const bob = (
      await post('/v1/people', { name: 'Bob', email: `bob-${randomUUID().slice(0, 8)}@example.test` })
    ).body;
    const created = await post('/v1/email/templates', TEMPLATE);
    expect(created.status).toBe(201);
    const template = created.body;
    const tag = (await post('/v1/tags', { name: 'VIP' })).body;

    // Tags: attached and detached.
    expect((await post(`/v1/people/${ada.id}/tags`, { tagIds: [tag.id] })).status).toBe(200);
    expect((await stack.request('DELETE', `/v1/people/${ada.id}/tags/${tag.id}`, { token })).status).toBe(
      204,
    );
    // A transactional email, delivered to the SMTP server.
    const sent = await post('/v1/email/send', { templateId: template.id, contactId: ada.id });
    expect(sent.body).toMatchObject({ status: 'sent' });
    // A WhatsApp message from Ada (Meta's signed webhook), then a reply through the Graph API.
    const account = await whatsappAccount(org.id);
    const raw = JSON.stringify(whatsappText(account, phone.slice(1), new Date(), 'is my order coming?'));
    const inbound = await stack.request('POST', '/webhooks/meta', {
      rawBody: raw,
      headers: { 'x-hub-signature-256': signatureOf(Buffer.from(raw), APP_SECRET) },
    });
    expect(inbound.status).toBe(200);
    const received = await eventually(async () => {
      const list = await stack.request('GET', `/v1/messages?contactId=${ada.id}`, { token });
      return list.body.data.find((m: any) => m.direction === 'inbound');
    });
    await recorded(token, ada.id, 'message.created', received.id);
    const reply = await post('/v1/messages', { contactId: ada.id, body: 'It ships today' });
    expect(reply.status).toBe(201);
    await recorded(token, ada.id, 'message.sent', reply.body.id);
    expect(graph.requests.filter((r) => r.status === 200 && r.body.to === phone.slice(1))).toHaveLength(1);
    // A campaign; Ada unsubscribes by its one-click link.
    const campaign = (
      await post('/v1/email/campaigns', { name: 'News', templateId: template.id, audience: { type: 'all' } })
    ).body;
    await post(`/v1/email/campaigns/${campaign.id}/send`, {});
    await eventually(async () => (sink.to(address).length === 2 ? true : undefined));
    const unsubscribed = await fetch(`${stack.baseUrl}${unsubscribePath(address)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    // A receipt (transactional passes an unsubscribe) to a mailbox gone meanwhile: 550, a hard bounce.
    sink.policy = (to) => (to === address ? { code: 550, message: '5.1.1 no such mailbox' } : null);
    const bounced = await post('/v1/email/send', {
      templateId: template.id,
      contactId: ada.id,
      category: 'transactional',
    });
    expect(bounced.body).toMatchObject({ status: 'failed' });

    const all = await eventually(async () => {
      const entries = await readAll(token, ada.id, 4);
      return entries.some((e) => e.type === 'email.bounced') ? entries : undefined;
    });
    expect(all.map((e) => [e.type, e.objectId])).toEqual([
      ['email.bounced', bounced.body.id],
      ['email.suppressed', null],
      ['email.failed', bounced.body.id],
      ['email.unsubscribed', null],
      ['email.suppressed', null],
      ['message.sent', reply.body.id],
      ['message.created', reply.body.id],
      ['message.created', received.id],
      ['email.sent', sent.body.id],
      ['contact.tag_removed', ada.id],
      ['contact.updated', ada.id],
      ['contact.tag_added', ada.id],
      ['contact.updated', ada.id],
      ['contact.created', ada.id],
    ]);
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect(all.map((e) => Number(e.cursor))).toEqual(all.map((e) => Number(e.cursor)).sort((a, b) => b - a));
    expect(all[0]!.data).toMatchObject({ address, reason: 'hard_bounce', kind: 'hard', contactId: ada.id });
    expect(all[3]!.data).toMatchObject({ address, reason: 'unsubscribed', campaignId: campaign.id });
    expect(all[9]!.data).toMatchObject({ contactId: ada.id, tag: { id: tag.id, name: 'VIP' } });
    // One page of everything reads the same.
    expect((await activity(token, ada.id, '?limit=100')).body).toEqual({ data: all, nextCursor: null });
    expect(
      (await activity(token, ada.id, '?types=message.*,contact.tag_added')).body.data.map((e) => e.type),
    ).toEqual(['message.sent', 'message.created', 'message.created', 'contact.tag_added']);

    // Bob's activity is his own; the campaign sent to him is no entry of his.
    expect((await readAll(token, bob.id, 10)).map((e) => [e.type, e.objectId])).toEqual([
      ['contact.created', bob.id],
    ]);
    // Without the email scope, no email entries; asking for them is 403.
    const noEmail = await stack.createToken(org.slug, ['people:read', 'messages:read']);
    expect((await readAll(noEmail.token, ada.id, 100)).map((e) => e.type)).toEqual(
      all.filter((e) => !e.type.startsWith('email.')).map((e) => e.type),
    );
    const denied = await activity(noEmail.token, ada.id, '?types=email.*');
    expect(denied.status).toBe(403);
    expect((denied.body as any).message).toContain('email:send');
    const peopleOnly = await stack.createToken(org.slug, ['people:read']);
    expect((await readAll(peopleOnly.token, ada.id, 100)).every((e) => e.type.startsWith('contact.'))).toBe(
      true,
    );
    expect(
      (await activity((await stack.createToken(org.slug, ['messages:read'])).token, ada.id)).status,
    ).toBe(403);

    // Another organization: 404 for Ada, and its own person's activity has none of hers.
    const other = await stack.tenant();
    const missing = await activity(other.token, ada.id);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const theirs = (await stack.request('POST', '/v1/people', { token: other.token, body: { name: 'Eve' } }))
      .body;
    const theirEntries = await eventually(async () => {
      const entries = await readAll(other.token, theirs.id, 10);
      return entries.length ? entries : undefined;
    });
    expect(theirEntries.map((e) => e.type)).toEqual(['contact.created']);
  });

  it('when the person is unknown or the query is wrong, then 404 and 400 in the error envelope', async () => {
    const { token } = await stack.tenant();
    const person = (await stack.request('POST', '/v1/people', { token, body: { name: 'Q' } })).body;
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await activity(token, id);
      expect([id, res.status]).toEqual([id, 404]);
      expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    for (const query of [
      '?limit=0',
      '?limit=101',
      '?limit=x',
      '?cursor=abc',
      '?cursor=0',
      '?cursor=-3',
      '?types=contact.nope',
      '?types=Contact!',
    ]) {
      const res = await activity(token, person.id, query);
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    // A cursor before every entry: an empty last page.
    expect((await activity(token, person.id, '?cursor=1')).body).toEqual({ data: [], nextCursor: null });
  });
});
