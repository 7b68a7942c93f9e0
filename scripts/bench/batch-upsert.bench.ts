// Benchmark of batch upserts (issue 16): BENCH_PEOPLE new people (default 100,000) through the gateway's
// POST /v1/people/batch in calls of 100, BENCH_CALLS calls in flight (default 4), on a private stack
// of separate processes (identity, companies, contacts, gateway) on the shared FerretDB, Redis and
// RabbitMQ. Every person has a phone, an email and an externalId, so each upsert looks up all three
// keys, inserts the person and publishes contact.created, as the single POST does. Prints people/s,
// the p50/p99 latency of a call, and every input that did not answer 201.
// Usage: npm run bench:batch   (BENCH_PEOPLE=100000, BENCH_CALLS=4)
import { execFileSync } from 'node:child_process';
import * as grpc from '@grpc/grpc-js';
import { identityProto } from '@rapport/contracts';
import type { CreateTokenResponse__Output } from '@rapport/contracts/src/generated/rapport/identity/v1/CreateTokenResponse';
import type { IdentityServiceClient } from '@rapport/contracts/src/generated/rapport/identity/v1/IdentityService';
import { newId, unary } from '@rapport/platform';
import { cpuSecondsOf } from './proc';
import { type Proc, startApiStack, stopProcesses } from './processes';

const total = Number(process.env.BENCH_PEOPLE ?? 100_000);
const inFlight = Number(process.env.BENCH_CALLS ?? 4);
const BATCH = 100;

async function tenantToken(identityAddr: string): Promise<string> {
  const identity: IdentityServiceClient = new (identityProto().rapport.identity.v1.IdentityService)(
    identityAddr,
    grpc.credentials.createInsecure(),
  );
  const call = { deadlineMs: 10_000 };
  const slug = `bench-batch-${newId().slice(-12)}`;
  await unary(call, (md, o, cb) =>
    identity.createOrganization(
      { name: slug, slug, plan: 'PLAN_PRO', rateLimitPerMinute: 100_000_000 },
      md,
      o,
      cb,
    ),
  );
  const token = await unary<CreateTokenResponse__Output>(call, (md, o, cb) =>
    identity.createToken({ organizationSlug: slug, name: 'bench', scopes: ['people:write'] }, md, o, cb),
  );
  identity.close();
  return token.value;
}

const person = (run: string, n: number) => ({
  name: `Person ${n}`,
  phone: `+1${String(n).padStart(10, '0')}`,
  email: `p${n}-${run}@bench.example`,
  externalId: `${run}-${n}`,
});

const pidsOf = (args: string) => {
  try {
    return execFileSync('pgrep', args.split(' ')).toString().trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

/** The node process tsx runs for `proc` (its child), else tsx itself. */
const workerPid = (proc: Proc) => pidsOf(`-P ${proc.child.pid}`)[0] ?? proc.child.pid!;

/** CPU seconds so far of our processes, FerretDB and PostgreSQL. */
function cpu(procs: Proc[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const proc of procs) out[proc.name] = cpuSecondsOf(workerPid(proc));
  out.ferretdb = pidsOf('-f bin/ferretdb').reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
  out.postgres = pidsOf('-f ^postgres').reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
  return out;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function main() {
  const procs: Proc[] = [];
  process.on('SIGINT', () => void stopProcesses(procs).then(() => process.exit(130)));
  try {
    const { env, gatewayUrl } = await startApiStack(procs, {
      METRICS_ADDR: '127.0.0.1:0',
      // A batch call runs 100 upserts: give it the room a slow shared machine needs.
      GRPC_DEADLINE_MS: '30000',
    });
    const token = await tenantToken(env.IDENTITY_GRPC_ADDR!);
    const url = `${gatewayUrl}/v1/people/batch`;
    const run = newId().slice(-8);
    const calls = Math.ceil(total / BATCH);
    const latencies: number[] = [];
    const failures = new Map<string, number>();
    let next = 0;
    let done = 0;
    const cpuBefore = cpu(procs);
    const started = Date.now();
    const worker = async () => {
      for (let index = next++; index < calls; index = next++) {
        const inputs = Array.from({ length: Math.min(BATCH, total - index * BATCH) }, (_x, i) =>
          person(run, index * BATCH + i),
        );
        const at = Date.now();
        const res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ inputs }),
        });
        const body = (await res.json()) as { results?: { status: number }[] };
        latencies.push(Date.now() - at);
        if (res.status !== 200)
          failures.set(`call ${res.status}`, (failures.get(`call ${res.status}`) ?? 0) + 1);
        for (const result of body.results ?? [])
          if (result.status !== 201)
            failures.set(`input ${result.status}`, (failures.get(`input ${result.status}`) ?? 0) + 1);
        done += inputs.length;
        if (index % 50 === 0) process.stdout.write(`\r  ${done} / ${total} people`);
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    const seconds = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `\n\nbatch upsert: ${total} people in ${calls} calls of ${BATCH}, ${inFlight} calls in flight`,
    );
    console.log(`  ${seconds.toFixed(1)} s, ${Math.round(total / seconds)} people/s`);
    console.log(`  per call: p50 ${percentile(latencies, 0.5)} ms, p99 ${percentile(latencies, 0.99)} ms`);
    const cpuAfter = cpu(procs);
    const perPerson = Object.entries(cpuAfter).map(
      ([name, seconds]) => `${name} ${(((seconds - (cpuBefore[name] ?? 0)) * 1000) / total).toFixed(2)}`,
    );
    console.log(
      `  CPU ms per person: ${perPerson.join(', ')} (FerretDB and PostgreSQL are shared with other users)`,
    );
    console.log(`  not 201: ${failures.size ? JSON.stringify(Object.fromEntries(failures)) : 'none'}`);
  } finally {
    await stopProcesses(procs);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
