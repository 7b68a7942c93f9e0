// npm run chaos: kill -9 (and SIGTERM) of the parts of Rapport under load, and what clients saw.
//
// Loopback only, bounded (a time limit per scenario and for the whole run). It never touches the
// machine's shared servers: it starts its own FerretDB (on a private database of the project's own
// PostgreSQL cluster, as the embedded store runs; scripts/ensure-infra.sh starts that cluster), Redis
// and RabbitMQ on free ports,
// an SMTP server and a Graph API stand-in that keep what they get and answer slowly, then every
// process of deploy/processes.json as its own child on free ports (two gateway copies behind a
// loopback load balancer that follows /readyz), supervised like scripts/stack.mjs: a process that
// exits is started again with backoff. A killed server is started again by this script (as ops
// would), after SERVER_DOWN_MS. Then it prints one table.
//
// Usage: npm run chaos   (CHAOS_ONLY=contacts,store,redis,rabbitmq,campaign-worker,messaging-worker,
// gateway to run some; CHAOS_CLIENTS=10; logs of every process in .tools/chaos-logs/<run>/)
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { identityProto, messagingProto, type ServiceClient } from '@rapport/contracts';
import { unary } from '@rapport/platform';
import {
  freePort,
  type PrivateServer,
  startPrivateFerretDb,
  startPrivateFerretDbOnPostgres,
  startPrivateRabbitMq,
  startPrivateRedis,
} from '@rapport/testkit';
import { Balancer } from './balancer';
import { Client, type Json, Load, sleep, Tally } from './load';
import { SlowGraph, SlowSmtp } from './stand-ins';
import { Supervisor } from './supervisor';

const root = path.resolve(__dirname, '../..');
const CLIENTS = Number(process.env.CHAOS_CLIENTS ?? 10);
const ONLY = process.env.CHAOS_ONLY?.split(',').filter(Boolean);
/** How long a killed server stays down before this script starts it again. */
const SERVER_DOWN_MS = 5_000;
/** Load before the fault, and with everything healthy after recovery. */
const WARM_MS = 4_000;
const STEADY_MS = 4_000;
/** How long a scenario may take to recover, and to settle its side effects afterwards. */
const RECOVERY_LIMIT_MS = 75_000;
const SETTLE_LIMIT_MS = 75_000;
const RUN_LIMIT_MS = Number(process.env.CHAOS_RUN_LIMIT_MS ?? 10 * 60_000);
const SMTP_DELAY_MS = 1_000;
const GRAPH_DELAY_MS = 1_000;
const CAMPAIGN_SIZE = 40;

const runId = new Date().toISOString().replace(/[:.]/g, '-');
const logDir = path.join(root, '.tools', 'chaos-logs', runId);
const t0 = Date.now();
const log = (text: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${text}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Row {
  scenario: string;
  acknowledged: string;
  lost: number;
  duplicated: number;
  codes: string;
  recovered: string;
  ok: boolean;
  notes: string[];
}

interface Tenant {
  orgId: string;
  token: string;
}

/** The running system of the chaos run. */
interface System {
  supervisor: Supervisor;
  balancer: Balancer;
  servers: { store: PrivateServer; redis: PrivateServer; rabbitmq: PrivateServer };
  smtp: SlowSmtp;
  graph: SlowGraph;
  identity: ServiceClient<'identity'>;
  messaging: ServiceClient<'messaging'>;
  tenant(label: string): Promise<Tenant>;
}

// ---------------------------------------------------------------------------------------------
// Setup

async function startSystem(cleanups: (() => Promise<void>)[]): Promise<System> {
  mkdirSync(logDir, { recursive: true });
  log(
    "starting private FerretDB (on a private database of the project's PostgreSQL), Redis and RabbitMQ on free loopback ports",
  );
  const [store, redis, rabbitmq] = await Promise.all([
    // Where scripts/ensure-infra.sh had no PostgreSQL binaries (its SQLite fallback), SQLite here too.
    startPrivateFerretDbOnPostgres().catch((err: Error) => {
      log(`  no project PostgreSQL cluster (${err.message.split('\n')[0]}): FerretDB on SQLite instead`);
      return startPrivateFerretDb();
    }),
    startPrivateRedis(),
    startPrivateRabbitMq(),
  ]);
  cleanups.push(
    () => store.stop(),
    () => redis.stop(),
    () => rabbitmq.stop(),
  );
  log(
    `  FerretDB ${store.url}, Redis ${redis.url}, RabbitMQ 127.0.0.1:${rabbitmq.port} (${rabbitmq.nodeName})`,
  );
  const smtp = await new SlowSmtp(SMTP_DELAY_MS).start();
  const graph = await new SlowGraph(GRAPH_DELAY_MS).start();
  cleanups.push(
    () => smtp.stop(),
    () => graph.stop(),
  );
  log(
    `  SMTP stand-in 127.0.0.1:${smtp.port}, Graph API stand-in ${graph.url} (answers after ${SMTP_DELAY_MS} / ${GRAPH_DELAY_MS} ms)`,
  );

  const addr = async () => `127.0.0.1:${await freePort()}`;
  const gateways = { a: await freePort(), b: await freePort() };
  const env: NodeJS.ProcessEnv = {
    LOG_LEVEL: 'info',
    MONGO_URL: store.url,
    REDIS_URL: redis.url,
    AMQP_URL: rabbitmq.url,
    IDENTITY_GRPC_ADDR: await addr(),
    COMPANIES_GRPC_ADDR: await addr(),
    CONTACTS_GRPC_ADDR: await addr(),
    EMAIL_GRPC_ADDR: await addr(),
    MESSAGING_GRPC_ADDR: await addr(),
    MESSAGING_HTTP_ADDR: await addr(),
    EMAIL_WORKER_HEALTH_ADDR: await addr(),
    MESSAGING_WORKER_HEALTH_ADDR: await addr(),
    WEBHOOKS_GRPC_ADDR: await addr(),
    WEBHOOKS_WORKER_HEALTH_ADDR: await addr(),
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    // A worker's claims expire after 2 x this (the default 30 s would make the run long).
    EMAIL_SEND_TIMEOUT_MS: '5000',
    CAMPAIGN_BATCH_SIZE: '10',
    CAMPAIGN_CLAIM_SIZE: '5',
    CAMPAIGN_PROGRESS_LOG_SECONDS: '0',
    META_GRAPH_BASE_URL: graph.url,
    // provider timeout < send lease < retry window (1 + 2 + 4 + 8 + 16 s), as the worker requires.
    MESSAGING_PROVIDER_TIMEOUT_MS: '4000',
    MESSAGING_SEND_LEASE_MS: '8000',
    MESSAGING_WORKER_RETRY_BASE_MS: '1000',
    MESSAGING_WORKER_MAX_ATTEMPTS: '6',
    MESSAGING_OUTBOX_INTERVAL_MS: '1000',
    MESSAGING_OUTBOX_GRACE_MS: '5000',
    // Gateways: drain 3 s after SIGTERM (readiness 503, Connection: close) before closing sockets.
    SHUTDOWN_DRAIN_MS: '3000',
    RATE_LIMIT_WINDOW_SECONDS: '60',
  };

  const supervisor = new Supervisor(root, logDir);
  cleanups.push(() => supervisor.stopAll());
  process.on('exit', () => supervisor.killAllNow());
  const { processes } = JSON.parse(readFileSync(path.join(root, 'deploy/processes.json'), 'utf8')) as {
    processes: { name: string; entry: string; kind: string }[];
  };
  const entry = (name: string) => {
    const found = processes.find((p) => p.name === name);
    if (!found) throw new Error(`deploy/processes.json has no ${name}`);
    return found.entry;
  };
  const ready: Record<string, RegExp> = {
    gateway: /gateway listening/,
    'messaging-worker': /channel workers consuming/,
    'email-campaign-worker': /campaign worker consuming/,
    'webhooks-worker': /webhooks worker consuming/,
  };
  const spec = (name: string, copy = name, extra: NodeJS.ProcessEnv = {}) => ({
    name: copy,
    entry: entry(name),
    env: { ...env, ...extra },
    ready: ready[name] ?? /gRPC server listening/,
  });
  log(`starting the processes of deploy/processes.json (logs in ${path.relative(root, logDir)}/)`);
  // In waves: a service may call the ones before it while it starts.
  await Promise.all([supervisor.start(spec('identity')), supervisor.start(spec('companies'))]);
  await Promise.all(['contacts', 'email', 'messaging', 'webhooks'].map((n) => supervisor.start(spec(n))));
  await Promise.all([
    supervisor.start(spec('gateway', 'gateway-a', { PORT: String(gateways.a), METRICS_ADDR: await addr() })),
    supervisor.start(spec('gateway', 'gateway-b', { PORT: String(gateways.b), METRICS_ADDR: await addr() })),
    supervisor.start(spec('messaging-worker')),
    supervisor.start(spec('email-campaign-worker')),
    supervisor.start(spec('webhooks-worker')),
  ]);
  const covered = new Set(supervisor.names().map((n) => n.replace(/-[ab]$/, '')));
  const missing = processes.filter((p) => !covered.has(p.name)).map((p) => p.name);
  if (missing.length)
    throw new Error(`deploy/processes.json lists processes the chaos run does not start: ${missing}`);

  const balancer = new Balancer([
    { name: 'gateway-a', port: gateways.a },
    { name: 'gateway-b', port: gateways.b },
  ]);
  await balancer.start();
  cleanups.push(() => balancer.stop());
  log(`load balancer 127.0.0.1:${balancer.port} → gateway-a :${gateways.a}, gateway-b :${gateways.b}`);

  const credentials = grpc.credentials.createInsecure();
  const identity: ServiceClient<'identity'> = new (identityProto().rapport.identity.v1.IdentityService)(
    env.IDENTITY_GRPC_ADDR!,
    credentials,
  );
  const messaging: ServiceClient<'messaging'> = new (messagingProto().rapport.messaging.v1.MessagingService)(
    env.MESSAGING_GRPC_ADDR!,
    credentials,
  );
  cleanups.push(async () => {
    identity.close();
    messaging.close();
  });
  const call = { deadlineMs: 10_000 };
  const tenant = async (label: string): Promise<Tenant> => {
    const slug = `chaos-${label}-${Date.now().toString(36)}`;
    const org = await retry(() =>
      unary<Json>(call, (md, o, cb) =>
        identity.createOrganization(
          { name: slug, slug, plan: 'PLAN_PRO', rateLimitPerMinute: 10_000_000 },
          md,
          o,
          cb,
        ),
      ),
    );
    const token = await retry(() =>
      unary<Json>(call, (md, o, cb) =>
        identity.createToken({ organizationSlug: slug, name: 'chaos', scopes: ['*'] }, md, o, cb),
      ),
    );
    return { orgId: org.organization.id, token: token.value };
  };
  return {
    supervisor,
    balancer,
    servers: { store, redis, rabbitmq },
    smtp,
    graph,
    identity,
    messaging,
    tenant,
  };
}

async function retry<T>(fn: () => Promise<T>, attempts = 10): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= attempts) throw err;
      await sleep(500 * i);
    }
  }
}

/** A request of the script's own (setup, read-back) that must succeed: retried a while. */
async function must(client: Client, method: string, path: string, body?: unknown): Promise<Json> {
  let last: unknown;
  for (let i = 0; i < 30; i++) {
    const res = await client.request(method, path, body);
    if (typeof res.status === 'number' && res.status >= 200 && res.status < 300) return res.body;
    last = `${res.status} ${JSON.stringify(res.body)}`;
    await sleep(1_000);
  }
  throw new Error(`${method} ${path}: ${last}`);
}

/** Waits until every process printed its ready line again and both gateways are ready. */
async function allHealthy(sys: System, limitMs = 90_000): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const processesReady = sys.supervisor.names().every((n) => sys.supervisor.readyAt(n) > 0);
    if (processesReady && sys.balancer.isReady('gateway-a') && sys.balancer.isReady('gateway-b')) return true;
    await sleep(250);
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Workloads: each writes through the gateways and checks afterwards what it was acknowledged.

interface Verdict {
  acked: number;
  lost: number;
  duplicated: number;
  notes: string[];
}

interface Workload {
  label: string;
  stop(): Promise<void>;
  /** After stop(): waits (bounded) for side effects, then compares them with the acknowledgements. */
  verify(): Promise<Verdict>;
}

/** POST /v1/people with a unique email; afterwards every acknowledged email must be listed once. */
async function peopleLoad(sys: System, tally: Tally, key: string, clients: number): Promise<Workload> {
  const tenant = await sys.tenant(`${key}-people`);
  const conns = Array.from({ length: clients }, () => new Client(sys.balancer.port, tenant.token));
  const acked: string[] = [];
  const load = new Load(
    clients,
    async (c, n) => {
      const email = `${key}-${c}-${n}@people.chaos.test`;
      const res = await conns[c]!.request('POST', '/v1/people', { name: `Chaos ${c} ${n}`, email });
      if (tally.record(res.status, 'POST /v1/people')) acked.push(email);
    },
    60,
  );
  return {
    label: 'people',
    stop: () => load.stop(),
    verify: async () => {
      const reader = new Client(sys.balancer.port, tenant.token);
      const seen = new Map<string, number>();
      let cursor: string | null = null;
      do {
        const page: Json = await must(
          reader,
          'GET',
          `/v1/people?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        for (const p of page.data) {
          const email = String(p.email).toLowerCase();
          seen.set(email, (seen.get(email) ?? 0) + 1);
        }
        cursor = page.nextCursor;
      } while (cursor);
      for (const c of conns) c.close();
      const lost = acked.filter((e) => !seen.has(e));
      const duplicated = [...seen.values()].filter((n) => n > 1).length;
      const notes: string[] = [];
      if (lost.length) {
        notes.push(`people acknowledged but not listed: ${lost.slice(0, 5).join(', ')}`);
        // Stored but missing from the list, or not stored at all: the lookup by email tells them apart.
        for (const email of lost.slice(0, 5)) {
          const found: Json = await must(reader, 'GET', `/v1/people?email=${encodeURIComponent(email)}`);
          const person = found.data[0];
          notes.push(
            person
              ? `  ${email}: stored (id ${person.id}, created ${person.createdAt}), missing from the list`
              : `  ${email}: not stored`,
          );
        }
      }
      reader.close();
      const extra = seen.size - new Set(acked).size;
      if (extra > 0)
        notes.push(`${extra} people exist whose POST was not acknowledged (client saw an error)`);
      return { acked: acked.length, lost: lost.length, duplicated, notes };
    },
  };
}

/** POST /v1/email/send to one person; every acknowledged send must reach the SMTP server once. */
async function emailLoad(sys: System, tally: Tally, key: string, clients: number): Promise<Workload> {
  const tenant = await sys.tenant(`${key}-email`);
  const setup = new Client(sys.balancer.port, tenant.token);
  const person = await must(setup, 'POST', '/v1/people', {
    name: 'Mail Reader',
    email: `${key}@email.chaos.test`,
  });
  const template = await must(setup, 'POST', '/v1/email/templates', {
    name: 'Chaos',
    subject: 'Chaos {{n}}',
    html: '<p>Chaos {{n}} for {{contact.name}}</p>',
    text: 'Chaos {{n}}',
  });
  setup.close();
  const conns = Array.from({ length: clients }, () => new Client(sys.balancer.port, tenant.token));
  const acked = new Map<string, string>();
  const load = new Load(
    clients,
    async (c, n) => {
      const res = await conns[c]!.request('POST', '/v1/email/send', {
        templateId: template.id,
        contactId: person.id,
        vars: { n: `${key}-${c}-${n}` },
      });
      if (tally.record(res.status, 'POST /v1/email/send')) acked.set(res.body.id, res.body.status);
    },
    200,
  );
  return {
    label: 'email',
    stop: () => load.stop(),
    verify: async () => {
      for (const c of conns) c.close();
      const ids = [...acked.keys()];
      const until = Date.now() + SETTLE_LIMIT_MS;
      while (Date.now() < until && ids.some((id) => sys.smtp.byMessageId.count(id) === 0)) await sleep(500);
      const lost = ids.filter((id) => sys.smtp.byMessageId.count(id) === 0);
      const statuses = countBy([...acked.values()]);
      const notes = [`email sends answered ${formatCounts(statuses)}`];
      if (lost.length)
        notes.push(
          `email sends acknowledged but never received by SMTP: ${lost.length} (${lost
            .slice(0, 3)
            .map((id) => `${id} answered ${acked.get(id)}`)
            .join('; ')})`,
        );
      const duplicated = sys.smtp.byMessageId.duplicates(ids);
      if (duplicated.length)
        notes.push(`email sends received twice by SMTP: ${duplicated.slice(0, 5).join(', ')}`);
      return { acked: ids.length, lost: lost.length, duplicated: duplicated.length, notes };
    },
  };
}

const FINAL_MESSAGE = new Set(['sent', 'delivered', 'read', 'failed', 'unknown']);

/** POST /v1/messages (WhatsApp, through the Graph stand-in); every acknowledged one must arrive once. */
async function messagesLoad(sys: System, tally: Tally, key: string, clients: number): Promise<Workload> {
  const tenant = await sys.tenant(`${key}-msg`);
  const providerAccountId = `chaos-${key}-${Date.now()}`;
  await retry(() =>
    unary<Json>({ deadlineMs: 10_000 }, (md, o, cb) =>
      sys.messaging.createChannelAccount(
        {
          organizationId: tenant.orgId,
          channel: 'whatsapp',
          provider: 'meta',
          providerAccountId,
          name: 'Chaos line',
          accessToken: `token-${providerAccountId}`,
          appSecret: 'chaos-secret',
        },
        md,
        o,
        cb,
      ),
    ),
  );
  const setup = new Client(sys.balancer.port, tenant.token);
  const phone = `+4915${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const person = await must(setup, 'POST', '/v1/people', { name: 'Chat Reader', phone, channel: 'whatsapp' });
  setup.close();
  const conns = Array.from({ length: clients }, () => new Client(sys.balancer.port, tenant.token));
  const acked = new Map<string, string>(); // id -> body
  const load = new Load(
    clients,
    async (c, n) => {
      const body = `${key}-${c}-${n}`;
      const res = await conns[c]!.request('POST', '/v1/messages', { contactId: person.id, body });
      if (tally.record(res.status, 'POST /v1/messages')) acked.set(res.body.id, body);
    },
    400,
  );
  const list = async (reader: Client) => {
    const all = new Map<string, Json>();
    let cursor: string | null = null;
    do {
      const page: Json = await must(
        reader,
        'GET',
        `/v1/messages?contactId=${person.id}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      for (const m of page.data) all.set(m.id, m);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  };
  return {
    label: 'messages',
    stop: () => load.stop(),
    verify: async () => {
      for (const c of conns) c.close();
      const reader = new Client(sys.balancer.port, tenant.token);
      const until = Date.now() + SETTLE_LIMIT_MS;
      let stored = await list(reader);
      const settled = () =>
        [...acked.keys()].every((id) => FINAL_MESSAGE.has(stored.get(id)?.status)) &&
        [...acked].every(
          ([id, body]) => stored.get(id)?.status !== 'sent' || sys.graph.byText.count(body) > 0,
        );
      while (Date.now() < until && !settled()) {
        await sleep(1_000);
        stored = await list(reader);
      }
      reader.close();
      const notes: string[] = [];
      let lost = 0;
      const examples: string[] = [];
      const unknownReached: string[] = [];
      const unknownNotReached: string[] = [];
      const failedButDelivered: string[] = [];
      for (const [id, body] of acked) {
        const status = stored.get(id)?.status ?? 'missing';
        const arrived = sys.graph.byText.count(body);
        if (status === 'unknown') (arrived ? unknownReached : unknownNotReached).push(id);
        if (status === 'failed' && arrived) failedButDelivered.push(id);
        if (!arrived && status !== 'unknown') {
          lost++;
          if (examples.length < 3)
            examples.push(`${id} (${body}) is ${status}: ${stored.get(id)?.error ?? ''}`);
        }
      }
      const statuses = countBy([...acked.keys()].map((id) => stored.get(id)?.status ?? 'missing'));
      notes.push(`messages end ${formatCounts(statuses)}`);
      if (unknownReached.length + unknownNotReached.length)
        notes.push(
          `messages unknown: ${unknownReached.length} reached the Graph stand-in, ${unknownNotReached.length} did not`,
        );
      if (failedButDelivered.length)
        notes.push(
          `messages reported failed although the Graph stand-in took them: ${failedButDelivered.join(', ')}`,
        );
      if (lost)
        notes.push(
          `messages acknowledged, never at the Graph stand-in, not unknown: ${lost} (${examples.join('; ')})`,
        );
      const duplicated = sys.graph.byText.duplicates(acked.values());
      if (duplicated.length)
        notes.push(`messages sent twice to the Graph stand-in: ${duplicated.slice(0, 5).join(', ')}`);
      return { acked: acked.size, lost, duplicated: duplicated.length, notes };
    },
  };
}

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

function formatCounts(counts: Map<string, number>): string {
  return [...counts].map(([k, n]) => `${k} ${n}`).join(', ') || 'nothing';
}

// ---------------------------------------------------------------------------------------------
// Scenarios

interface Scenario {
  key: string;
  title: string;
  mix: { people?: number; email?: number; messages?: number };
  /** Injects the fault; answers the moment from which recovery is measured, and how it is named. */
  run(
    sys: System,
    ctx: ScenarioContext,
  ): Promise<{ recovered: boolean; seconds: number | null; notes: string[] }>;
}

interface ScenarioContext {
  tally: Tally;
  /** Where a scenario of its own adds acknowledgements (the campaign). */
  extra: Verdict[];
}

/** Waits until clients are served again after `from` (bounded). */
async function clientsRecovered(tally: Tally, from: number): Promise<number | null> {
  const until = from + RECOVERY_LIMIT_MS;
  while (Date.now() < until) {
    const at = tally.recoveredAt(from);
    if (at !== null) return at;
    await sleep(250);
  }
  return null;
}

const processKill =
  (name: string): Scenario['run'] =>
  async (sys, { tally }) => {
    const pid = sys.supervisor.signal(name, 'SIGKILL');
    const killedAt = Date.now();
    log(`  kill -9 ${name} (pid ${pid})`);
    const at = await clientsRecovered(tally, killedAt);
    const restartedIn = sys.supervisor.readyAt(name) - killedAt;
    return {
      recovered: at !== null && sys.supervisor.pid(name) !== pid,
      seconds: at === null ? null : (at - killedAt) / 1000,
      notes: [
        `${name} started again by the supervisor and ready ${restartedIn > 0 ? seconds(restartedIn) : 'never'} after the kill; clients failed ${tally.failuresSince(killedAt)} times`,
      ],
    };
  };

const serverKill =
  (which: 'store' | 'redis' | 'rabbitmq', label: string): Scenario['run'] =>
  async (sys, { tally }) => {
    const server = sys.servers[which];
    const killedAt = Date.now();
    await server.kill();
    log(`  kill -9 ${label}; down for ${seconds(SERVER_DOWN_MS)}, then this script starts it again`);
    await sleep(SERVER_DOWN_MS);
    const restartAt = Date.now();
    await server.restart();
    const upAt = Date.now();
    log(`  ${label} listens again (${seconds(upAt - restartAt)} to start)`);
    const at = await clientsRecovered(tally, upAt);
    // Recovered means every process serves again too (a worker may have exited and be restarting).
    const everyone = await allHealthy(sys, RECOVERY_LIMIT_MS);
    const lastReady = Math.max(...sys.supervisor.names().map((n) => sys.supervisor.readyAt(n)));
    const exits = sys.supervisor.exits.filter((e) => e.at >= killedAt).map((e) => `${e.name} (${e.how})`);
    const recoveredAt = at !== null && everyone ? Math.max(at, lastReady) : null;
    return {
      recovered: recoveredAt !== null,
      seconds: recoveredAt === null ? null : Math.max(0, (recoveredAt - upAt) / 1000),
      notes: [
        `clients served again ${at === null ? 'never' : seconds(Math.max(0, at - upAt))}, every process ready ${everyone ? seconds(Math.max(0, lastReady - upAt)) : 'never'} after it listened again`,
        `${label} down ${seconds(upAt - killedAt)} (killed, ${seconds(SERVER_DOWN_MS)} down, ${seconds(upAt - restartAt)} to start again); recovery counted from when it listened again; clients failed ${tally.failuresSince(killedAt)} times`,
        exits.length
          ? `processes that exited meanwhile (restarted by the supervisor): ${exits.join(', ')}`
          : 'no process exited',
      ],
    };
  };

const campaignWorkerKill: Scenario['run'] = async (sys, { tally, extra }) => {
  const tenant = await sys.tenant('campaign');
  const client = new Client(sys.balancer.port, tenant.token);
  const emails: string[] = [];
  for (let i = 0; i < CAMPAIGN_SIZE; i++) {
    const email = `reader-${i}@campaign-${tenant.orgId.slice(-8)}.chaos.test`;
    await must(client, 'POST', '/v1/people', { name: `Reader ${i}`, email });
    emails.push(email);
  }
  const template = await must(client, 'POST', '/v1/email/templates', {
    name: 'News',
    subject: 'News for {{name}}',
    html: '<p>Hello {{contact.name}}</p>',
  });
  const campaign = await must(client, 'POST', '/v1/email/campaigns', {
    name: 'Chaos news',
    templateId: template.id,
    audience: { type: 'all' },
  });
  const received = () => emails.filter((e) => sys.smtp.byRecipient.count(e) > 0).length;
  const sent = await client.request('POST', `/v1/email/campaigns/${campaign.id}/send`);
  tally.record(sent.status, 'POST /v1/email/campaigns/{id}/send');
  if (sent.status !== 202)
    throw new Error(`campaign send answered ${sent.status} ${JSON.stringify(sent.body)}`);
  log(`  campaign of ${CAMPAIGN_SIZE} recipients sending (SMTP answers after ${SMTP_DELAY_MS} ms)`);
  // Mid-campaign: some delivered, and a message the SMTP server has but has not answered yet.
  const until = Date.now() + 60_000;
  while (Date.now() < until && !(received() >= 8 && sys.smtp.pending > 0)) await sleep(20);
  const pid = sys.supervisor.signal('email-campaign-worker', 'SIGKILL');
  const killedAt = Date.now();
  log(
    `  kill -9 email-campaign-worker (pid ${pid}) with ${received()}/${CAMPAIGN_SIZE} received, ${sys.smtp.pending} unanswered`,
  );
  let resumedAt: number | null = null;
  let final: Json = null;
  const limit = Date.now() + RECOVERY_LIMIT_MS + SETTLE_LIMIT_MS;
  while (Date.now() < limit) {
    resumedAt ??= sys.smtp.byRecipient.firstAfter(killedAt + 200);
    final = await must(client, 'GET', `/v1/email/campaigns/${campaign.id}`);
    if (final.status !== 'sending' && final.status !== 'draft') break;
    await sleep(500);
  }
  client.close();
  const stats = final?.stats ?? {};
  const got = received();
  const done = final?.status === 'sent' || final?.status === 'failed';
  const notReceived = CAMPAIGN_SIZE - got;
  const lost = done ? Math.max(0, notReceived - (stats.unknown ?? 0), (stats.sent ?? 0) - got) : notReceived;
  const duplicated = sys.smtp.byRecipient.duplicates(emails);
  const unknownReached = Math.max(0, got - (stats.sent ?? 0));
  const notes = [
    `campaign ${campaign.id} ended ${final?.status} with stats ${JSON.stringify(stats)}; ${got}/${CAMPAIGN_SIZE} addresses received by SMTP`,
    `campaign unknown ${stats.unknown ?? 0}: ${unknownReached} reached the SMTP server before the kill, ${Math.max(0, (stats.unknown ?? 0) - unknownReached)} never did (and are never sent)`,
    `email-campaign-worker ready again ${seconds(sys.supervisor.readyAt('email-campaign-worker') - killedAt)} after the kill; deliveries resumed ${resumedAt ? seconds(resumedAt - killedAt) : 'never'} after it`,
  ];
  if (duplicated.length) notes.push(`campaign addresses received more than once: ${duplicated.join(', ')}`);
  extra.push({ acked: CAMPAIGN_SIZE, lost, duplicated: duplicated.length, notes: [] });
  return {
    recovered: done && resumedAt !== null,
    seconds: resumedAt ? (resumedAt - killedAt) / 1000 : null,
    notes,
  };
};

const messagingWorkerKill: Scenario['run'] = async (sys, { tally }) => {
  const since = sys.graph.byText.list.length;
  const until = Date.now() + 60_000;
  while (Date.now() < until && !(sys.graph.byText.list.length - since >= 5 && sys.graph.pending > 0))
    await sleep(20);
  const pending = sys.graph.pending;
  const pid = sys.supervisor.signal('messaging-worker', 'SIGKILL');
  const killedAt = Date.now();
  log(`  kill -9 messaging-worker (pid ${pid}) with ${pending} requests at the Graph stand-in unanswered`);
  let resumedAt: number | null = null;
  const limit = Date.now() + RECOVERY_LIMIT_MS;
  while (Date.now() < limit && resumedAt === null) {
    resumedAt = sys.graph.byText.firstAfter(killedAt + 200);
    await sleep(250);
  }
  const clientsAt = await clientsRecovered(tally, killedAt);
  return {
    recovered: resumedAt !== null && clientsAt !== null,
    seconds: resumedAt ? (resumedAt - killedAt) / 1000 : null,
    notes: [
      `messaging-worker ready again ${seconds(sys.supervisor.readyAt('messaging-worker') - killedAt)} after the kill; deliveries resumed ${resumedAt ? seconds(resumedAt - killedAt) : 'never'} after it; ${pending} Graph requests were in flight at the kill`,
    ],
  };
};

const gatewayTerm: Scenario['run'] = async (sys, { tally }) => {
  const closesBefore = Client.closesSeen;
  const pid = sys.supervisor.signal('gateway-a', 'SIGTERM');
  const termAt = Date.now();
  log(`  SIGTERM gateway-a (pid ${pid}); gateway-b serves, the load balancer follows /readyz`);
  const until = termAt + RECOVERY_LIMIT_MS;
  let backAt: number | null = null;
  while (Date.now() < until) {
    if (
      sys.supervisor.pid('gateway-a') !== pid &&
      sys.supervisor.readyAt('gateway-a') > termAt &&
      sys.balancer.isReady('gateway-a')
    ) {
      backAt = Date.now();
      break;
    }
    await sleep(100);
  }
  const exit = sys.supervisor.exits.find((e) => e.pid === pid);
  // Resets or refusals show in the codes column; recovered means a new copy serves and clients are served.
  const clientsAt = await clientsRecovered(tally, termAt);
  return {
    recovered: backAt !== null && clientsAt !== null,
    seconds: backAt ? (backAt - termAt) / 1000 : null,
    notes: [
      `gateway-a exited (${exit?.how ?? 'not yet'}) ${exit ? seconds(exit.at - termAt) : ''} after SIGTERM; a new copy served again ${backAt ? seconds(backAt - termAt) : 'never'} after it; clients failed ${tally.failuresSince(termAt)} times; ${Client.closesSeen - closesBefore} answers said Connection: close (those clients reconnected through the balancer)`,
    ],
  };
};

const SCENARIOS: Scenario[] = [
  { key: 'contacts', title: 'kill -9 contacts', mix: { people: CLIENTS }, run: processKill('contacts') },
  {
    key: 'store',
    title: 'kill -9 store (FerretDB)',
    mix: { people: CLIENTS - 4, email: 2, messages: 2 },
    run: serverKill('store', 'FerretDB'),
  },
  { key: 'redis', title: 'kill -9 Redis', mix: { people: CLIENTS }, run: serverKill('redis', 'Redis') },
  {
    key: 'rabbitmq',
    title: 'kill -9 RabbitMQ',
    mix: { people: CLIENTS - 5, email: 2, messages: 3 },
    run: serverKill('rabbitmq', 'RabbitMQ'),
  },
  {
    key: 'campaign-worker',
    title: 'kill -9 campaign worker mid-campaign',
    mix: { people: Math.ceil(CLIENTS / 2) },
    run: campaignWorkerKill,
  },
  {
    key: 'messaging-worker',
    title: 'kill -9 messaging worker mid-delivery',
    mix: { people: Math.ceil(CLIENTS / 2), messages: 4 },
    run: messagingWorkerKill,
  },
  {
    key: 'gateway',
    title: 'SIGTERM gateway under keep-alive load',
    mix: { people: CLIENTS },
    run: gatewayTerm,
  },
];

async function runScenario(sys: System, scenario: Scenario): Promise<Row> {
  log(`scenario ${scenario.key}: ${scenario.title}`);
  sys.supervisor.mark(`scenario ${scenario.key} begins`);
  const tally = new Tally();
  const ctx: ScenarioContext = { tally, extra: [] };
  const smtpBefore = sys.smtp.byMessageId.list.length;
  const graphBefore = sys.graph.byText.list.length;
  const workloads: Workload[] = [];
  if (scenario.mix.people) workloads.push(await peopleLoad(sys, tally, scenario.key, scenario.mix.people));
  if (scenario.mix.email) workloads.push(await emailLoad(sys, tally, scenario.key, scenario.mix.email));
  if (scenario.mix.messages)
    workloads.push(await messagesLoad(sys, tally, scenario.key, scenario.mix.messages));
  await sleep(WARM_MS);
  const outcome = await scenario.run(sys, ctx);
  if (outcome.recovered) await sleep(STEADY_MS);
  await Promise.all(workloads.map((w) => w.stop()));
  log(`  load stopped; checking what was acknowledged`);
  const verdicts: (Verdict & { label: string })[] = [];
  for (const w of workloads) verdicts.push({ label: w.label, ...(await w.verify()) });
  for (const v of ctx.extra) verdicts.push({ label: 'campaign recipients', ...v });
  // Any message the providers got twice in this scenario, acknowledged or not, is a duplicate too.
  const twice = (list: { key: string }[], from: number) => {
    const counts = countBy(list.slice(from).map((a) => a.key));
    return [...counts].filter(([, n]) => n > 1).map(([k]) => k);
  };
  const smtpTwice = twice(sys.smtp.byMessageId.list, smtpBefore);
  const graphTwice = twice(sys.graph.byText.list, graphBefore);
  const counted = verdicts.reduce((n, v) => n + v.duplicated, 0);
  const duplicated = Math.max(counted, smtpTwice.length + graphTwice.length);
  const notes = [...outcome.notes, ...verdicts.flatMap((v) => v.notes)];
  if (tally.failures.size)
    notes.push(`answers other than 2xx: ${[...tally.failures].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  if (smtpTwice.length + graphTwice.length > counted)
    notes.push(`providers got these twice: ${[...smtpTwice, ...graphTwice].slice(0, 5).join(', ')}`);
  const lost = verdicts.reduce((n, v) => n + v.lost, 0);
  const acked = verdicts.reduce((n, v) => n + v.acked, 0);
  const codes = tally.codesText();
  const has500 = tally.codes.has('500');
  const row: Row = {
    scenario: scenario.title,
    acknowledged: `${acked} (${verdicts.map((v) => `${v.label} ${v.acked}`).join(', ')})`,
    lost,
    duplicated,
    codes,
    recovered: outcome.recovered ? `yes, ${outcome.seconds?.toFixed(1)} s` : 'no',
    ok: outcome.recovered && lost === 0 && duplicated === 0 && !has500,
    notes,
  };
  log(
    `  ${row.ok ? 'ok' : 'NOT OK'}: acknowledged ${row.acknowledged}, lost ${lost}, duplicated ${duplicated}, codes ${codes}, recovered ${row.recovered}`,
  );
  for (const note of notes) log(`    ${note}`);
  sys.supervisor.mark(`scenario ${scenario.key} ends`);
  return row;
}

function printTable(rows: Row[]): void {
  const header = [
    'scenario',
    'requests acknowledged',
    'acknowledged but lost',
    'side effects duplicated',
    'status codes seen by clients',
    'recovered by itself',
  ];
  const lines = [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (r) =>
        `| ${[r.scenario, r.acknowledged, String(r.lost), String(r.duplicated), r.codes, r.recovered].join(' | ')} |`,
    ),
  ];
  console.log(`\n${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const selected = SCENARIOS.filter((s) => !ONLY || ONLY.includes(s.key));
  if (!selected.length)
    throw new Error(`CHAOS_ONLY matches none of ${SCENARIOS.map((s) => s.key).join(', ')}`);
  const cleanups: (() => Promise<void>)[] = [];
  const rows: Row[] = [];
  let failed = false;
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) await fn().catch((err) => console.error(`cleanup: ${err}`));
    cleanups.length = 0;
  };
  const runTimer = setTimeout(() => {
    console.error(`chaos: the run took longer than ${RUN_LIMIT_MS / 1000} s; stopping`);
    printTable(rows);
    void cleanup().finally(() => process.exit(2));
  }, RUN_LIMIT_MS);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  try {
    const sys = await startSystem(cleanups);
    for (const scenario of selected) {
      if (!(await allHealthy(sys))) log('  warning: not every process is ready before this scenario');
      const row = await Promise.race([
        runScenario(sys, scenario),
        sleep(RECOVERY_LIMIT_MS + 2 * SETTLE_LIMIT_MS + 60_000).then(() => null),
      ]);
      rows.push(
        row ?? {
          scenario: scenario.title,
          acknowledged: '?',
          lost: 0,
          duplicated: 0,
          codes: '?',
          recovered: 'no (scenario time limit)',
          ok: false,
          notes: [],
        },
      );
      if (!row) break;
    }
    printTable(rows);
    for (const r of rows)
      if (r.notes.length) console.log(`${r.scenario}:\n${r.notes.map((n) => `  - ${n}`).join('\n')}`);
    console.log(`\nlogs of every process: ${path.relative(root, logDir)}/`);
    failed = rows.some((r) => !r.ok);
  } finally {
    clearTimeout(runTimer);
    log('stopping every process and the private servers');
    await cleanup();
  }
  log(`done in ${seconds(Date.now() - t0)}`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
