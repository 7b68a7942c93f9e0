// Benchmark: one email campaign to BENCH_RECIPIENTS people (default 100,000) through the real path:
// gateway → email (send, fan-out job) → campaign worker processes (the audience read once from the
// contacts service, batches through RabbitMQ, pooled SMTP) → an SMTP sink on loopback. The people
// are seeded in bulk straight into the contacts store. In the same run, a plain pooled nodemailer
// loop sends as many messages to the same sink: the limit of this machine. Prints recipients per
// second of both and their ratio, a progress bar, peak RSS of every worker, and checks that every
// address got exactly one email. Bounded by BENCH_TIMEOUT_MS (default 15 minutes).
// Usage: npm run bench:campaign  (BENCH_RECIPIENTS, BENCH_WORKERS=2, BENCH_PREFETCH=4,
// BENCH_BATCH=500, BENCH_POOL=5, BENCH_RATE=0)
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newId } from '@rapport/platform';
import { connectAmqp } from '@rapport/platform/amqp';
import { connectMongo } from '@rapport/platform/mongo';
import { startStack } from '@rapport/testkit';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { registerModels } from '../../services/contacts/src/store/contacts.models';
import { emailQueueNames } from '../../services/email/test/support/env';
import { cpuSecondsOf, memoryMiBOf, pidsNamed, pssMiBOf } from './proc';

const total = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const workers = Number(process.env.BENCH_WORKERS ?? 2);
const prefetch = process.env.BENCH_PREFETCH ?? '4';
const batchSize = process.env.BENCH_BATCH ?? '500';
const pool = Number(process.env.BENCH_POOL ?? 5);
const rate = process.env.BENCH_RATE ?? '0';
// The worker's V8 heap bounds (services/email/README.md): without them V8 grows its heap lazily to
// about 300 MB under this load although the live data stays under 60 MB.
const workerNodeFlags = (
  process.env.BENCH_WORKER_NODE_FLAGS ?? '--max-old-space-size=96 --max-semi-space-size=8'
)
  .split(' ')
  .filter(Boolean);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 900_000);
const SUBJECT = 'News for {{name}}';
const HTML = '<p>Hello {{contact.name}}</p>';
const TEXT = 'Hello {{name}}';
const root = path.resolve(__dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts what arrives per address; keeps no message. */
async function startSink() {
  const perAddress = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo)
          perAddress.set(rcpt.address, (perAddress.get(rcpt.address) ?? 0) + 1);
        callback(null);
      });
    },
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port)),
  );
  return { perAddress, port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** CPU seconds per process, by group, to show where the machine's time goes during a phase. */
function cpuSnapshot(groups: Map<string, number[]>): Map<string, Map<number, number>> {
  return new Map(
    [...groups].map(([name, pids]) => [name, new Map(pids.map((pid) => [pid, cpuSecondsOf(pid)]))]),
  );
}

/** Per group, what its processes alive at both ends used in between (a restarted server is left out). */
function printCpu(
  label: string,
  seconds: number,
  before: Map<string, Map<number, number>>,
  after: Map<string, Map<number, number>>,
) {
  const parts = [...after].map(([name, pids]) => {
    let used = 0;
    for (const [pid, total] of pids) {
      const start = before.get(name)?.get(pid);
      if (start !== undefined && total >= start) used += total - start;
    }
    return `${name} ${used.toFixed(1)}`;
  });
  console.log(
    `  CPU seconds during ${label} (${seconds.toFixed(1)} s wall, 2 cores shared): ${parts.join(', ')}`,
  );
}

/** The people, straight into the contacts store in bulk (the shape its repository writes). */
async function seedPeople(mongoUrl: string, organizationId: string): Promise<void> {
  const connection = await connectMongo(mongoUrl, 'rapport_contacts');
  const { People } = registerModels(connection);
  const now = new Date();
  const CHUNK = 5_000;
  for (let start = 0; start < total; start += CHUNK) {
    const docs = Array.from({ length: Math.min(CHUNK, total - start) }, (_, i) => {
      const n = start + i;
      const _id = newId();
      const email = `reader-${n}@bench.test`;
      return {
        _id,
        organizationId,
        name: `Reader ${n}`,
        email,
        emailKey: email,
        phone: null,
        phoneKey: `none:${_id}`,
        externalId: null,
        externalIdKey: `none:${_id}`,
        companyId: null,
        channel: null,
        customFields: {},
        createdAt: now,
        updatedAt: now,
      };
    });
    await People.collection.insertMany(docs as never[], { ordered: false });
  }
  await connection.close();
}

/**
 * The machine's limit: a plain loop over a pooled nodemailer transport (the same connections in
 * total as the workers), `inFlight` messages at a time, to the same sink. Answers messages/s.
 */
async function plainLoop(port: number, connections: number): Promise<number> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    pool: true,
    maxConnections: connections,
    maxMessages: Infinity,
  });
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: connections * 2 }, async () => {
      while (next < total) {
        const n = next++;
        await transport.sendMail({
          from: 'Rapport <no-reply@rapport.localhost>',
          to: `plain-${n}@bench.test`,
          subject: `News for Reader ${n}`,
          html: `<p>Hello Reader ${n}</p>`,
          text: `Hello Reader ${n}`,
          messageId: `<${newId()}@rapport.localhost>`,
        });
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  transport.close();
  return total / seconds;
}

/** A bar on a terminal; a line every 5 s otherwise (logs). */
function progressBar() {
  let lastLine = 0;
  return (done: number, of: number, perSecond: number) => {
    const width = 30;
    const filled = of ? Math.round((done / of) * width) : 0;
    const text = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${of} recipients done, ${perSecond.toFixed(0)}/s`;
    if (process.stdout.isTTY) process.stdout.write(`\r${text}`);
    else if (Date.now() - lastLine >= 5_000 || done === of) {
      lastLine = Date.now();
      console.log(text);
    }
  };
}

function spawnWorker(env: NodeJS.ProcessEnv): ChildProcess {
  // node itself with tsx's loader, so the pid measured and signalled is the worker's.
  const entry = path.join(root, 'services/email/src/campaign-worker.ts');
  return spawn(process.execPath, [...workerNodeFlags, '--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...env,
      LOG_LEVEL: process.env.BENCH_WORKER_LOG_LEVEL ?? 'warn',
      CAMPAIGN_WORKER_PREFETCH: prefetch,
      CAMPAIGN_BATCH_SIZE: batchSize,
      CAMPAIGN_SMTP_POOL: String(pool),
      CAMPAIGN_SEND_RATE_PER_SECOND: rate,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** The bench's queues (its stack's and the campaign ones), with their delay, retry and dead-letter queues. */
async function deleteQueues(env: NodeJS.ProcessEnv): Promise<void> {
  const amqp = await connectAmqp(env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
  const channel = await amqp.createChannel();
  for (const name of emailQueueNames(env)) await channel.deleteQueue(name);
  await amqp.close();
}

async function main() {
  const children: ChildProcess[] = [];
  const deadline = setTimeout(() => {
    console.error(`campaign benchmark: not finished within ${timeoutMs} ms`);
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }, timeoutMs);
  const sink = await startSink();
  const run = randomUUID();
  const stack = await startStack({
    services: ['contacts', 'email'],
    env: {
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      EMAIL_SEND_QUEUE: `email.send.bench-${run}`,
      CAMPAIGN_FANOUT_QUEUE: `email.campaign-fanout.bench-${run}`,
      CAMPAIGN_DELIVERY_QUEUE: `email.campaign-delivery.bench-${run}`,
    },
  });
  try {
    const org = await stack.createOrg({ plan: 'pro', rateLimitPerMinute: 1_000_000 });
    const { token } = await stack.createToken(org.slug, ['*']);
    let t0 = performance.now();
    await seedPeople(stack.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', org.id);
    console.log(`setup: ${total} people seeded in bulk in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const servers = () => {
      const found = pidsNamed(['ferretdb', 'postgres', 'beam.smp']);
      const groups = new Map<string, number[]>([['bench process', [process.pid]]]);
      for (const [i, child] of children.entries()) groups.set(`worker ${i + 1}`, [child.pid!]);
      for (const [name, pids] of found) groups.set(name, pids);
      return groups;
    };
    let cpuBefore = cpuSnapshot(servers());
    let phase = performance.now();
    const plainRate = await plainLoop(sink.port, pool * workers);
    printCpu('the plain loop', (performance.now() - phase) / 1000, cpuBefore, cpuSnapshot(servers()));
    const plainReached = [...sink.perAddress.keys()].filter((a) => a.startsWith('plain-')).length;
    console.log(
      `plain pooled nodemailer loop: ${total} messages, ${pool * workers} connections: ${plainRate.toFixed(0)} messages/s (${plainReached} addresses reached)`,
    );
    sink.perAddress.clear();

    const template = await stack.request('POST', '/v1/email/templates', {
      token,
      body: { name: 'Bench', subject: SUBJECT, html: HTML, text: TEXT },
    });
    const campaign = await stack.request('POST', '/v1/email/campaigns', {
      token,
      body: { name: 'Bench', templateId: template.body.id, audience: { type: 'all' } },
    });

    for (let i = 0; i < workers; i++) children.push(spawnWorker(stack.env));
    const amqp = await connectAmqp(stack.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    const channel = await amqp.createChannel();
    while (
      (await channel.assertQueue(stack.env.CAMPAIGN_FANOUT_QUEUE!, { durable: true })).consumerCount < workers
    ) {
      await sleep(100);
    }

    const peaks = new Map<string, number>();
    const sample = () => {
      const procs: [string, number][] = [
        ['bench (gateway, identity, contacts, email API, sink)', process.pid],
      ];
      for (const [i, child] of children.entries()) procs.push([`campaign worker ${i + 1}`, child.pid!]);
      for (const [label, pid] of procs) {
        const peak = memoryMiBOf(pid, 'VmHWM');
        if (peak !== null) peaks.set(label, Math.max(peaks.get(label) ?? 0, peak));
      }
    };
    const sampler = setInterval(sample, 500);
    const bar = progressBar();
    cpuBefore = cpuSnapshot(servers());
    phase = performance.now();
    t0 = performance.now();
    const sent = await stack.request('POST', `/v1/email/campaigns/${campaign.body.id}/send`, { token });
    if (sent.status !== 202) throw new Error(`send: ${sent.status} ${JSON.stringify(sent.body)}`);
    type Stats = { recipients: number; sent: number; failed: number; skipped: number; unknown: number };
    let final: { status: string; stats: Stats };
    for (;;) {
      await sleep(1_000);
      final = (await stack.request('GET', `/v1/email/campaigns/${campaign.body.id}`, { token })).body;
      const s = final.stats;
      const done = s.sent + s.failed + s.skipped + s.unknown;
      bar(done, total, done / ((performance.now() - t0) / 1000));
      if (final.status === 'sent' || final.status === 'failed') break;
    }
    if (process.stdout.isTTY) process.stdout.write('\n');
    const seconds = (performance.now() - t0) / 1000;
    const campaignCpu = cpuSnapshot(servers());
    clearInterval(sampler);
    sample();
    const campaignRate = total / seconds;

    const counts = [...sink.perAddress.values()];
    const duplicates = counts.filter((n) => n > 1).length;
    console.log(
      `campaign of ${total} recipients, ${workers} worker processes (batches of ${batchSize}, prefetch ${prefetch}, ${pool} SMTP connections each, rate limit ${rate === '0' ? 'none' : `${rate}/s per worker`}, node ${workerNodeFlags.join(' ')})`,
    );
    console.log(
      `status ${final.status}, stats ${JSON.stringify(final.stats)}; ${sink.perAddress.size} addresses reached, ${duplicates} more than once`,
    );
    console.log(
      `${seconds.toFixed(1)} s from the send call to status sent: ${campaignRate.toFixed(0)} recipients/s`,
    );
    console.log(
      `campaign ${campaignRate.toFixed(0)} recipients/s vs plain nodemailer loop ${plainRate.toFixed(0)} messages/s: ratio ${(campaignRate / plainRate).toFixed(2)}`,
    );
    printCpu('the campaign', seconds, cpuBefore, campaignCpu);
    // Other work on the machine (other test runs) competes for the same two cores.
    console.log(
      `  load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
    console.log('memory, peak RSS of the Rapport processes:');
    for (const [label, mib] of peaks) console.log(`  ${label}: ${mib.toFixed(0)} MiB`);
    // Only reads the memory of the servers already running; it starts none (scripts/ensure-infra.sh
    // starts FerretDB, always with --telemetry=disable).
    console.log('memory of the servers at the end (PSS, shared pages counted once):');
    for (const [name, pids] of pidsNamed(['ferretdb', 'postgres', 'beam.smp'])) {
      const sum = pids.reduce((acc, pid) => acc + pssMiBOf(pid), 0);
      if (pids.length) console.log(`  ${name} (${pids.length} processes): ${sum.toFixed(0)} MiB`);
    }
    await amqp.close();
    const stats = final.stats;
    const addsUp = stats.recipients === stats.sent + stats.failed + stats.skipped + stats.unknown;
    if (final.status !== 'sent' || duplicates || sink.perAddress.size !== total || !addsUp)
      process.exitCode = 1;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
    );
    await stack.stop();
    await sink.stop();
    await deleteQueues(stack.env);
    clearTimeout(deadline);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
