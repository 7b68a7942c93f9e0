// Benchmark of batch upserts: BENCH_PEOPLE new people through POST /v1/people/batch in calls of 100,
// BENCH_CALLS in flight, on a private stack of separate processes (processes.ts). It starts no store
// of its own: it uses the FerretDB that scripts/ensure-infra.sh started (always with
// --telemetry=disable) and only reads FerretDB's and PostgreSQL's CPU from /proc. BENCH_TAGGED=1 gives
// every tenth person a tag, as bench:tenant's import does.
import * as grpc from '@grpc/grpc-js';
import { identityProto, type Output, type ServiceClient } from '@rapport/contracts';
import { newId, unary } from '@rapport/platform';
import { cpuSecondsOf, pidsNamed, withDescendants } from './proc';
import { type Proc, startApiStack, stopProcesses } from './processes';
import { isTaggedT } from './tenant-run';

const total = Number(process.env.BENCH_PEOPLE ?? 100_000);
const inFlight = Number(process.env.BENCH_CALLS ?? 4);
const BATCH = 100;
const tagged = process.env.BENCH_TAGGED === '1';

async function tenantToken(identityAddr: string): Promise<string> {
  const identity: ServiceClient<'identity'> = new (identityProto().rapport.identity.v1.IdentityService)(
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
  const token = await unary<Output<'identity', 'CreateTokenResponse'>>(call, (md, o, cb) =>
    identity.createToken(
      { organizationSlug: slug, name: 'bench', scopes: ['people:write', 'tags:write'] },
      md,
      o,
      cb,
    ),
  );
  identity.close();
  return token.value;
}

const person = (run: string, n: number, tagId: string | null) => ({
  name: `Person ${n}`,
  phone: `+1${String(n).padStart(10, '0')}`,
  email: `p${n}-${run}@bench.example`,
  externalId: `${run}-${n}`,
  ...(tagId && isTaggedT(n) ? { tagIds: [tagId] } : {}),
});

/** CPU seconds so far of our processes (tsx and the node process it runs), FerretDB and PostgreSQL. */
function cpu(procs: Proc[]): Record<string, number> {
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuSecondsOf(pid), 0);
  const out: Record<string, number> = {};
  for (const proc of procs) out[proc.name] = sum(withDescendants(proc.child.pid!));
  for (const [name, pids] of pidsNamed(['ferretdb', 'postgres'])) out[name] = sum(pids);
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
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    let tagId: string | null = null;
    if (tagged) {
      const res = await fetch(`${gatewayUrl}/v1/tags`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `bench ${run}` }),
      });
      if (res.status !== 201) throw new Error(`POST /v1/tags answered ${res.status}: ${await res.text()}`);
      tagId = ((await res.json()) as { id: string }).id;
    }
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
          person(run, index * BATCH + i, tagId),
        );
        const at = Date.now();
        const res = await fetch(url, {
          method: 'POST',
          headers,
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
      `\n\nbatch upsert: ${total} people in ${calls} calls of ${BATCH}, ${inFlight} calls in flight${tagged ? ', every tenth tagged' : ''}`,
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
