// Benchmark of the change feed (GET /v1/changes, decision 0024) on a private stack of separate
// processes (processes.ts: identity, companies, contacts, webhooks, gateway). It starts no store of its
// own: it uses the FerretDB that scripts/ensure-infra.sh started (always with --telemetry=disable) and
// reads FerretDB's and PostgreSQL's CPU from /proc. Phases:
//  1. writes: BENCH_WRITES people through POST /v1/people, 8 in flight, half through the stack as
//     deployed and half through a second gateway and a contacts that does not record
//     (contacts-unrecorded.ts), in alternating rounds: people/s and CPU per write of each, so what
//     recording costs in throughput; then what one append to the ledger costs, one in flight, when it
//     carries 1, 2, 4 or 8 changes;
//  2. follow: a reader holds GET /v1/changes?wait=30 open at the head while a writer creates a person
//     every 50 ms; the time from each write's answer to the reader having its change;
//  3. size: BENCH_CHANGES (1,000,000) changes recorded into one organization's ledger, then pages of
//     500 read through the API at the start, the end and random positions.
//     Then BENCH_PATCHES (2,000) PATCHes through the stack as deployed, on 100 people and on 4.
// Usage: npm run bench:changes   (BENCH_WRITES=4000, BENCH_CHANGES=1000000, BENCH_TIMEOUT_MS=1800000)
import { setTimeout as sleep } from 'node:timers/promises';
import * as grpc from '@grpc/grpc-js';
import { identityProto, type Output, type ServiceClient } from '@rapport/contracts';
import { type EventEnvelope, Ledger, newId, unary } from '@rapport/platform';
import { connectMongo, ensureLedgerIndexes, ledgerModels, MongoLedgerStore } from '@rapport/platform/mongo';
import { freePort } from '@rapport/testkit';
import { cpuSecondsOf, pidsNamed, withDescendants } from './proc';
import { type Proc, startApiStack, startProcess, stopProcesses } from './processes';

const WRITES = Number(process.env.BENCH_WRITES ?? 12_000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 1_000_000);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 1_800_000);
const IN_FLIGHT = 8;
/** PATCHes of each kind in phase 1. */
const PATCHES = Number(process.env.BENCH_PATCHES ?? 2_000);
/** Phase 1 alternates the two variants this many times each. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const PAGE = 500;
/** Appends of each size in phase 1's last part. */
const APPENDS = 500;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function tenant(identityAddr: string) {
  const identity: ServiceClient<'identity'> = new (identityProto().rapport.identity.v1.IdentityService)(
    identityAddr,
    grpc.credentials.createInsecure(),
  );
  const call = { deadlineMs: 10_000 };
  const slug = `bench-changes-${newId().slice(-12)}`;
  const org = await unary<Output<'identity', 'CreateOrganizationResponse'>>(call, (md, o, cb) =>
    identity.createOrganization(
      { name: slug, slug, plan: 'PLAN_PRO', rateLimitPerMinute: 100_000_000 },
      md,
      o,
      cb,
    ),
  );
  const token = await unary<Output<'identity', 'CreateTokenResponse'>>(call, (md, o, cb) =>
    identity.createToken(
      { organizationSlug: slug, name: 'bench', scopes: ['people:write', 'people:read', 'changes:read'] },
      md,
      o,
      cb,
    ),
  );
  identity.close();
  return { orgId: org.organization!.id, token: token.value };
}

/** CPU seconds so far of the stack's processes, this process, FerretDB and PostgreSQL. */
function cpu(procs: Proc[]): Record<string, number> {
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuSecondsOf(pid), 0);
  const out: Record<string, number> = { bench: cpuSecondsOf(process.pid) };
  for (const proc of procs) out[proc.name] = sum(withDescendants(proc.child.pid!));
  for (const [name, pids] of pidsNamed(['ferretdb', 'postgres'])) out[name] = sum(pids);
  return out;
}
const cpuSince = (before: Record<string, number>, after: Record<string, number>, per: number) =>
  Object.fromEntries(
    Object.entries(after).map(([name, s]) => [name, ((s - (before[name] ?? 0)) * 1000) / per]),
  );
const cpuLine = (perItem: Record<string, number>) =>
  Object.entries(perItem)
    .filter(([, v]) => v >= 0.005)
    .map(([name, v]) => `${name} ${v.toFixed(2)}`)
    .join(', ');
const sumOf = (perItem: Record<string, number>, names: string[]) =>
  names.reduce((total, name) => total + (perItem[name] ?? 0), 0);

/** A contact.created like the ones contacts records (a person record of the usual size). */
function createdEvent(organizationId: string, n: number): EventEnvelope {
  const contactId = newId();
  const at = new Date().toISOString();
  return {
    id: newId(),
    type: 'contact.created',
    organizationId,
    occurredAt: at,
    data: {
      contactId,
      contact: {
        id: contactId,
        name: `Person ${n}`,
        email: `p${n}@changes.example`,
        phone: `+1${String(n).padStart(10, '0')}`,
        externalId: null,
        companyId: null,
        channel: null,
        tags: [],
        customFields: {},
        createdAt: at,
        updatedAt: at,
      },
    },
  };
}

async function inParallel(total: number, concurrency: number, work: (n: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let n = next++; n < total; n = next++) await work(n);
    }),
  );
}

async function main() {
  const deadline = Date.now() + TIMEOUT_MS;
  const procs: Proc[] = [];
  process.on('SIGINT', () => void stopProcesses(procs).then(() => process.exit(130)));
  const mongo = await connectMongo(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', 'rapport_bench');
  const models = ledgerModels(mongo);
  await ensureLedgerIndexes(models);
  const ledger = new Ledger(new MongoLedgerStore(models), { maxItems: PAGE });
  try {
    const { env, gatewayUrl } = await startApiStack(procs, { METRICS_ADDR: '127.0.0.1:0' });
    // The same contacts without the ledger, behind a gateway of its own (phase 1's "without").
    const unrecordedEnv = {
      ...env,
      CONTACTS_GRPC_ADDR: `127.0.0.1:${await freePort()}`,
      PORT: String(await freePort()),
    };
    procs.push(
      await startProcess(
        'contacts-unrecorded',
        'scripts/bench/contacts-unrecorded.ts',
        unrecordedEnv,
        /listening/i,
      ),
    );
    procs.push(
      await startProcess('gateway-unrecorded', 'gateway/src/main.ts', unrecordedEnv, /gateway listening/),
    );
    const unrecordedUrl = `http://127.0.0.1:${unrecordedEnv.PORT}`;
    const { orgId, token } = await tenant(env.IDENTITY_GRPC_ADDR!);
    const call = async <T>(
      base: string,
      method: string,
      path: string,
      body?: unknown,
    ): Promise<{ status: number; body: T }> => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as T };
    };
    const api = <T>(method: string, path: string, body?: unknown) => call<T>(gatewayUrl, method, path, body);
    const run = newId().slice(-8);
    console.log(`change feed bench: ${WRITES} writes, ${CHANGES} changes; stack up`);

    // 1. What a write costs with recording and without it: the same writes through the stack as
    // deployed and through the contacts that does not record, in alternating rounds (so the growth of
    // the shared people table and the machine's drift fall on both alike).
    const newVariant = (name: string, url: string) => ({
      name,
      url,
      seconds: 0,
      writes: 0,
      failed: 0,
      cpuMs: 0,
      byProcess: {} as Record<string, number>,
    });
    const variants = [
      newVariant('with recording', gatewayUrl),
      newVariant('without recording', unrecordedUrl),
    ];
    const perRound = Math.ceil(WRITES / 2 / ROUNDS);
    let written = 0;
    // Writes answer before their change is recorded (decision 0024): a round of the recording stack
    // ends when the ledger holds its changes, so what recording costs falls in its own round.
    // Places fill without gaps: the last expected one being there says every one before is (one read).
    let recordedExpected = (await ledger.head(orgId)).seq + 200;
    const untilRecorded = async () => {
      while (!(await ledger.at(orgId, recordedExpected))) await sleep(5);
    };
    // Warm-up, not counted: each variant's first writes pay for JIT compilation and connections.
    for (const variant of variants) {
      await inParallel(200, IN_FLIGHT, async (n) => {
        await call(variant.url, 'POST', '/v1/people', {
          name: `Warm ${n}`,
          email: `warm${n}-${variant.url.slice(-5)}-${run}@changes.example`,
        });
      });
    }
    await untilRecorded();
    let started = Date.now();
    for (let round = 0; round < ROUNDS; round++) {
      for (const variant of round % 2 ? [...variants].reverse() : variants) {
        const roundBefore = cpu(procs);
        const roundStarted = Date.now();
        await inParallel(perRound, IN_FLIGHT, async () => {
          const n = written++;
          const res = await call(variant.url, 'POST', '/v1/people', {
            name: `W ${n}`,
            email: `w${n}-${run}@changes.example`,
          });
          if (res.status !== 201) variant.failed++;
        });
        if (variant === variants[0]) {
          recordedExpected += perRound;
          await untilRecorded();
        }
        variant.seconds += (Date.now() - roundStarted) / 1000;
        variant.writes += perRound;
        const used = cpuSince(roundBefore, cpu(procs), 1);
        variant.cpuMs += sumOf(used, Object.keys(used));
        for (const [name, v] of Object.entries(used))
          variant.byProcess[name] = (variant.byProcess[name] ?? 0) + v;
      }
    }
    const writeSeconds = (Date.now() - started) / 1000;
    const rate = (v: (typeof variants)[number]) => v.writes / v.seconds;
    console.log(
      `\n1. POST /v1/people, ${IN_FLIGHT} in flight, ${ROUNDS} alternating rounds of ${perRound} each (${written} writes in ${writeSeconds.toFixed(1)} s):`,
    );
    for (const v of variants) {
      console.log(
        `   ${v.name}: ${Math.round(rate(v))} people/s, CPU ${(v.cpuMs / v.writes).toFixed(2)} ms per write (${v.failed} not 201)`,
      );
      const share = Object.fromEntries(
        Object.entries(v.byProcess).map(([name, total]) => [name, total / v.writes]),
      );
      console.log(`     CPU ms per write: ${cpuLine(share)}`);
    }
    const [recording, plain] = variants as [(typeof variants)[number], (typeof variants)[number]];
    console.log(
      `   recording costs ${((100 * (rate(plain) - rate(recording))) / rate(plain)).toFixed(1)}% of POST /v1/people throughput (${Math.round(rate(recording))} vs ${Math.round(rate(plain))} people/s); CPU per write +${((100 * (recording.cpuMs / recording.writes - plain.cpuMs / plain.writes)) / (plain.cpuMs / plain.writes)).toFixed(1)}%`,
    );
    // PATCH through the stack as deployed: each write renames one of 100 people of this phase (8 in
    // flight rarely meet on one), then the same on 4 people, so writes of one person wait for each
    // other's turn (decision 0030).
    const listed = await api<{ data: { id: string }[] }>('GET', '/v1/people?limit=100');
    const ids = listed.body.data.map((person) => person.id);
    for (const [label, pool] of [
      ['100 people', ids],
      ['4 people', ids.slice(0, 4)],
    ] as const) {
      const took: number[] = [];
      let failed = 0;
      const before = cpu(procs);
      const patchStarted = Date.now();
      await inParallel(PATCHES, IN_FLIGHT, async (n) => {
        const at = performance.now();
        const res = await api('PATCH', `/v1/people/${pool[n % pool.length]}`, { name: `Renamed ${n}` });
        took.push(performance.now() - at);
        if (res.status !== 200) failed++;
      });
      const seconds = (Date.now() - patchStarted) / 1000;
      console.log(
        `   PATCH /v1/people, ${IN_FLIGHT} in flight on ${label}: ${Math.round(PATCHES / seconds)} writes/s, p50 ${ms(percentile(took, 0.5))}, p95 ${ms(percentile(took, 0.95))} (${failed} not 200)`,
      );
      console.log(`     CPU ms per write: ${cpuLine(cpuSince(before, cpu(procs), PATCHES))}`);
    }
    // What one append costs by its size, one in flight (as contacts appends for an organization): the
    // store's cost is mostly per command, so a write pays an append divided by the changes it carries.
    const shared = ['ferretdb', 'postgres'];
    console.log(`   one ledger append (${APPENDS} in a row) by the changes it carries:`);
    for (const size of [1, 2, 4, 8]) {
      const scratch = newId();
      let n = 0;
      const batch = () => Array.from({ length: size }, () => createdEvent(scratch, n++));
      for (let i = 0; i < 20; i++) await ledger.record(batch()); // warm-up
      const before = cpu(procs);
      started = Date.now();
      for (let i = 0; i < APPENDS; i++) await ledger.record(batch());
      const wall = (Date.now() - started) / APPENDS;
      const perAppend = cpuSince(before, cpu(procs), APPENDS);
      const total = sumOf(perAppend, ['bench', ...shared]);
      console.log(
        `     ${size}: ${ms(wall)}, CPU ${total.toFixed(2)} ms (${(total / size).toFixed(2)} per change): ${cpuLine(perAppend)}`,
      );
    }

    // 2. A reader following the head with wait.
    const head = await api<{ cursor: string }>('GET', '/v1/changes/head');
    const acked = new Map<string, number>();
    const seenAt = new Map<string, number>();
    let following = true;
    const reader = (async () => {
      let cursor = head.body.cursor;
      while (following) {
        const page = await api<{ data: { objectId: string }[]; nextCursor: string }>(
          'GET',
          `/v1/changes?cursor=${cursor}&wait=5&limit=500`,
        );
        const now = Date.now();
        for (const change of page.body.data) seenAt.set(change.objectId, now);
        cursor = page.body.nextCursor;
      }
    })();
    for (let n = 0; n < 200; n++) {
      const res = await api<{ id: string }>('POST', '/v1/people', { name: `F ${n}` });
      acked.set(res.body.id, Date.now());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    following = false;
    await reader;
    // A change is recorded just after its write answers (decision 0024); a reader that has it before
    // the answer reached the bench counts 0.
    const latencies = [...acked].flatMap(([id, at]) =>
      seenAt.has(id) ? [Math.max(0, seenAt.get(id)! - at)] : [],
    );
    console.log(
      `\n2. follow with wait: ${latencies.length} of 200 writes seen; answer → reader p50 ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))}, max ${ms(Math.max(...latencies))}`,
    );

    // 3. A million changes in one organization, then pages of 500 anywhere.
    started = Date.now();
    let recorded = 0;
    const already = (await ledger.head(orgId)).seq;
    await inParallel(Math.ceil(CHANGES / PAGE), 4, async (chunk) => {
      if (Date.now() > deadline) return;
      const count = Math.min(PAGE, CHANGES - chunk * PAGE);
      await ledger.record(Array.from({ length: count }, (_, i) => createdEvent(orgId, chunk * PAGE + i)));
      recorded += count;
      if (chunk % 100 === 0) {
        const rate = recorded / ((Date.now() - started) / 1000);
        process.stdout.write(
          `\r   recorded ${recorded} / ${CHANGES} (${Math.round(rate)}/s, ${Math.round((CHANGES - recorded) / rate)} s left)   `,
        );
      }
    });
    const size = (await ledger.head(orgId)).seq;
    console.log(
      `\n3. ${size} changes in one organization (${recorded} recorded in ${((Date.now() - started) / 1000).toFixed(0)} s, ${already} before)`,
    );
    const positions = [
      0,
      size - PAGE,
      ...Array.from({ length: 18 }, () => Math.floor(Math.random() * (size - PAGE))),
    ];
    // The first read of a position reads its blocks' entries (and packs the full ones); later reads
    // read the packed blocks (decision 0024).
    const firstTimes: number[] = [];
    const laterTimes: number[] = [];
    let wrong = 0;
    for (const position of positions) {
      for (let i = 0; i < 5; i++) {
        const at = performance.now();
        const page = await api<{ data: { cursor: string }[]; nextCursor: string }>(
          'GET',
          `/v1/changes?cursor=${position}&limit=${PAGE}`,
        );
        (i === 0 ? firstTimes : laterTimes).push(performance.now() - at);
        const cursors = page.body.data.map((c) => Number(c.cursor));
        if (page.status !== 200 || cursors.length !== PAGE || cursors.some((c, k) => c !== position + 1 + k))
          wrong++;
      }
    }
    console.log(
      `   GET /v1/changes?limit=500 at ${positions.length} positions: first read p50 ${ms(percentile(firstTimes, 0.5))} (p95 ${ms(percentile(firstTimes, 0.95))}); 4 more reads each p50 ${ms(percentile(laterTimes, 0.5))} (p95 ${ms(percentile(laterTimes, 0.95))}); pages not exactly the next 500: ${wrong}`,
    );
    // The million changes go again: left in the shared development store, they would be what the
    // test suite's short-retention stack spends its pruning on. A block at a time (a delete of all
    // of them at once is more than FerretDB sends PostgreSQL in one statement).
    await inParallel(Math.floor(size / 100) + 1, 8, async (block) => {
      await models.entries.deleteMany({ block: `${orgId}:${block}` });
      await models.packed.deleteOne({ _id: `${orgId}:${block}` });
    });
    await models.heads.deleteOne({ _id: orgId });
  } finally {
    await stopProcesses(procs);
    await mongo.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
