// Benchmark: one email campaign to BENCH_RECIPIENTS people (default 10,000) through the real path:
// gateway → email (send, fan-out job) → campaign worker processes (fan-out through the contacts
// service, deliveries through SMTP) → an SMTP sink on loopback. Prints recipients per second from
// the send call to status `sent`, checks that every address got exactly one email, and the memory
// (peak RSS) of every process involved. Bounded by BENCH_TIMEOUT_MS (default 10 minutes).
// Usage: tsx scripts/bench/campaign.bench.ts  (BENCH_WORKERS=2, BENCH_PREFETCH=10, BENCH_RATE=0)
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { contactsProto } from '@rapport/contracts';
import type { ContactsServiceClient } from '@rapport/contracts/src/generated/rapport/contacts/v1/ContactsService';
import { connectAmqp, unary } from '@rapport/platform';
import { startStack } from '@rapport/testkit';
import { SMTPServer } from 'smtp-server';

const total = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const workers = Number(process.env.BENCH_WORKERS ?? 2);
const prefetch = process.env.BENCH_PREFETCH ?? '10';
const rate = process.env.BENCH_RATE ?? '0';
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 600_000);
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

const kibOf = (text: string, key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);

/** Peak resident memory of a process from /proc (Linux), in MiB. */
function peakRssOf(pid: number): number | null {
  try {
    return kibOf(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmHWM') / 1024;
  } catch {
    return null;
  }
}

/** Proportional memory (shared pages divided among their users, so a sum is meaningful), in MiB. */
function pssOf(pid: number): number {
  try {
    return kibOf(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss') / 1024;
  } catch {
    return 0;
  }
}

/** Pids of the infrastructure servers by command name (read-only look at /proc). */
function pidsNamed(names: string[]): Map<string, number[]> {
  const found = new Map<string, number[]>(names.map((n) => [n, []]));
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      found.get(names.find((n) => comm.startsWith(n)) ?? '')?.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

async function createPeople(addr: string, organizationId: string): Promise<void> {
  const client: ContactsServiceClient = new (contactsProto().rapport.contacts.v1.ContactsService)(
    addr,
    grpc.credentials.createInsecure(),
  );
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < total) {
        const n = next++;
        const fields = { name: `Reader ${n}`, email: `reader-${n}@bench.test` };
        await unary<unknown>({ deadlineMs: 30_000 }, (md, opts, cb) =>
          client.upsertPerson({ organizationId, fields, tagIds: [] }, md, opts, cb),
        );
      }
    }),
  );
  client.close();
}

function spawnWorker(env: NodeJS.ProcessEnv): ChildProcess {
  // node itself with tsx's loader, so the pid measured and signalled is the worker's.
  const entry = path.join(root, 'services/email/src/campaign-worker.ts');
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...env,
      LOG_LEVEL: 'warn',
      CAMPAIGN_WORKER_PREFETCH: prefetch,
      CAMPAIGN_SEND_RATE_PER_SECOND: rate,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The bench's queues (its stack's and the campaign ones), with their retry and dead-letter queues. */
async function deleteQueues(env: NodeJS.ProcessEnv): Promise<void> {
  const amqp = await connectAmqp(env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
  const channel = await amqp.createChannel();
  const send = env.EMAIL_SEND_QUEUE!;
  for (const q of [env.CAMPAIGN_FANOUT_QUEUE!, env.CAMPAIGN_DELIVERY_QUEUE!, send]) {
    for (const name of [q, `${q}.retry`, `${q}.dlq`]) await channel.deleteQueue(name);
  }
  await channel.deleteQueue(`${send}.scheduled`);
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
    await createPeople(stack.addrs.contacts!, org.id);
    console.log(`setup: ${total} people created in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const template = await stack.request('POST', '/v1/email/templates', {
      token,
      body: {
        name: 'Bench',
        subject: 'News for {{name}}',
        html: '<p>Hello {{contact.name}}</p>',
        text: 'Hello {{name}}',
      },
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
        const peak = peakRssOf(pid);
        if (peak !== null) peaks.set(label, Math.max(peaks.get(label) ?? 0, peak));
      }
    };
    const sampler = setInterval(sample, 500);
    t0 = performance.now();
    const sent = await stack.request('POST', `/v1/email/campaigns/${campaign.body.id}/send`, { token });
    if (sent.status !== 202) throw new Error(`send: ${sent.status} ${JSON.stringify(sent.body)}`);
    let final: { status: string; stats: Record<string, number> };
    for (;;) {
      await sleep(1_000);
      final = (await stack.request('GET', `/v1/email/campaigns/${campaign.body.id}`, { token })).body;
      if (final.status === 'sent' || final.status === 'failed') break;
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    sample();

    const counts = [...sink.perAddress.values()];
    const duplicates = counts.filter((n) => n > 1).length;
    console.log(
      `campaign of ${total} recipients, ${workers} worker processes (prefetch ${prefetch}, rate limit ${rate === '0' ? 'none' : `${rate}/s per worker`})`,
    );
    console.log(
      `status ${final.status}, stats ${JSON.stringify(final.stats)}; ${sink.perAddress.size} addresses reached, ${duplicates} more than once`,
    );
    console.log(
      `${seconds.toFixed(1)} s from the send call to status sent: ${(total / seconds).toFixed(0)} recipients/s`,
    );
    console.log('memory, peak RSS of the Rapport processes:');
    for (const [label, mib] of peaks) console.log(`  ${label}: ${mib.toFixed(0)} MiB`);
    // Only reads the memory of the servers already running; it starts none (scripts/ensure-infra.sh
    // starts FerretDB, always with --telemetry=disable).
    console.log('memory of the servers at the end (PSS, shared pages counted once):');
    for (const [name, pids] of pidsNamed(['ferretdb', 'postgres', 'beam.smp'])) {
      const sum = pids.reduce((acc, pid) => acc + pssOf(pid), 0);
      if (pids.length) console.log(`  ${name} (${pids.length} processes): ${sum.toFixed(0)} MiB`);
    }
    await amqp.close();
    if (final.status !== 'sent' || duplicates || sink.perAddress.size !== total) process.exitCode = 1;
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
