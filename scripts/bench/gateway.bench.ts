// Benchmark of the request hot path, every process separate as in production (identity, companies,
// contacts, the gateway, and a plain Express 5 JSON route as the yardstick), load from this process
// with autocannon over loopback. In one run, side by side: the plain route; a direct gRPC GetPerson
// on contacts; through the gateway GET /v1/me, GET /v1/people/{id}, GET /v1/people?limit=50 and
// POST /v1/people; then 100,000 people are seeded in bulk into another organization (straight into
// the contacts store) and the two reads are measured again. Prints req/s, p50 and p99 per row, the
// ratio to the plain route, identity's store reads per warm GET /v1/me (PostgreSQL's own counters of
// FerretDB's tables), and each process's memory. Bounded: BENCH_SECONDS per row (default 8).
// Also prints, per row, the CPU milliseconds each process spent per request (where the time goes).
// It starts no store of its own: it uses the FerretDB that scripts/ensure-infra.sh started (always with
// --telemetry=disable), and only reads FerretDB's CPU and PostgreSQL's counters.
// Usage: npm run bench   (BENCH_SECONDS, BENCH_CONNECTIONS=20, BENCH_NEIGHBOUR=100000,
// BENCH_ORG_PEOPLE=200: the people of the measured organization)
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { contactsProto, identityProto, type Output, type ServiceClient } from '@rapport/contracts';
import { DEFAULTS, newId, unary } from '@rapport/platform';
import { connectMongo } from '@rapport/platform/mongo';
import { freePort, storeSqlSync } from '@rapport/testkit';
import autocannon from 'autocannon';
import { noneKey, registerModels } from '../../services/contacts/src/store/contacts.models';
import { cpuSecondsOf, memoryMiBOf } from './proc';
import { LOG_DIR, type Proc, ROOT, startApiStack, startProcess, stopProcesses } from './processes';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const neighbourSize = Number(process.env.BENCH_NEIGHBOUR ?? 100_000);
const orgSize = Number(process.env.BENCH_ORG_PEOPLE ?? 200);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pidsOf = (pattern: string) => {
  try {
    return execFileSync('pgrep', ['-f', pattern]).toString().trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

/** CPU ms so far of each part: our processes, FerretDB, PostgreSQL (all backends), the load generator. */
function cpuSnapshot(procs: Proc[]): Record<string, number> {
  const snapshot: Record<string, number> = {};
  for (const proc of procs) snapshot[proc.name] = cpuSecondsOf(workerPid(proc)) * 1000;
  snapshot.ferretdb = pidsOf('bin/ferretdb').reduce((sum, pid) => sum + cpuSecondsOf(pid) * 1000, 0);
  snapshot.postgres = pidsOf('^postgres').reduce((sum, pid) => sum + cpuSecondsOf(pid) * 1000, 0);
  const usage = process.cpuUsage();
  snapshot['load generator'] = (usage.user + usage.system) / 1000;
  return snapshot;
}

/**
 * After a bulk import: vacuums and analyzes the people table now (what autovacuum would start within
 * a minute, in the middle of the next rows), then waits (at most 120 s) until no autovacuum works, so
 * the rows measure the steady state, not the import's aftermath.
 */
async function settleStore(): Promise<void> {
  try {
    const table = storeSqlSync(
      "select _jsonb->>'table' from rapport_contacts._ferretdb_database_metadata where _jsonb->>'_id' = 'people'",
    );
    if (table) {
      process.stdout.write(`  VACUUM ANALYZE of the people table (${table})\n`);
      storeSqlSync(`vacuum (analyze) rapport_contacts."${table}"`);
    }
  } catch {
    // not FerretDB on the project's PostgreSQL: nothing to settle
    return;
  }
  const sql = "select count(*) from pg_stat_activity where query like 'autovacuum:%'";
  for (let i = 0; i < 120; i++) {
    const busy = Number(storeSqlSync(sql));
    if (!busy) return;
    if (i === 0) process.stdout.write('  waiting for PostgreSQL autovacuum after the import');
    await sleep(1_000);
  }
}

/** The tsx launcher forks node; the process doing the work is its child. */
function workerPid(proc: Proc): number | undefined {
  try {
    const out = execFileSync('pgrep', ['-P', String(proc.child.pid)])
      .toString()
      .trim()
      .split('\n')[0];
    return out ? Number(out) : proc.child.pid;
  } catch {
    return proc.child.pid;
  }
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  connections: number;
}

async function http(
  name: string,
  url: string,
  options: { token?: string; method?: 'GET' | 'POST'; body?: () => string; connections?: number } = {},
): Promise<Row> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.body;
  const result = await autocannon({
    url,
    connections: options.connections ?? connections,
    duration: seconds,
    method: options.method ?? 'GET',
    headers,
    ...(body
      ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: body() }) }] }
      : {}),
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    connections: options.connections ?? connections,
  };
}

/** Direct unary calls with `inFlight` callers for `seconds`. */
async function grpcLoad(name: string, inFlight: number, call: () => Promise<unknown>): Promise<Row> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await call();
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    name,
    rps: latencies.length / ((performance.now() - started) / 1000),
    p50: Math.round(at(0.5) * 100) / 100,
    p99: Math.round(at(0.99) * 100) / 100,
    errors,
    connections: inFlight,
  };
}

/** PostgreSQL's count of scans of FerretDB's tables of one database (= MongoDB database schema). */
function storeScans(schema: string): number {
  const sql = `select coalesce(sum(coalesce(seq_scan,0) + coalesce(idx_scan,0)),0) from pg_stat_user_tables where schemaname = '${schema}' and relname not like '\\_ferretdb%'`;
  return Number(storeSqlSync(sql));
}

async function seedPeople(organizationId: string, count: number, label: string): Promise<string[]> {
  const connection = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, 'rapport_contacts');
  const { People } = registerModels(connection);
  const ids: string[] = [];
  const batch = 1_000;
  const started = performance.now();
  try {
    for (let done = 0; done < count; done += batch) {
      const now = new Date();
      const docs = Array.from({ length: Math.min(batch, count - done) }, (_, i) => {
        const id = newId();
        ids.push(id);
        const email = `p${done + i}.${organizationId.slice(-6)}@bench.example`;
        return {
          _id: id,
          organizationId,
          name: `Person ${done + i}`,
          email,
          emailKey: email,
          phone: null,
          phoneKey: noneKey(id),
          externalId: null,
          externalIdKey: noneKey(id),
          companyId: null,
          channel: null,
          customFields: { plan: 'gold' },
          tags: [],
          createdAt: now,
          updatedAt: now,
        };
      });
      await People.collection.insertMany(docs as never[], { ordered: false });
      const n = done + docs.length;
      const rate = n / ((performance.now() - started) / 1000);
      process.stdout.write(
        `\r  seeding ${label}: ${n.toLocaleString('en')} / ${count.toLocaleString('en')} (${rate.toFixed(0)}/s)   `,
      );
    }
    process.stdout.write('\n');
  } finally {
    await connection.close();
  }
  return ids;
}

async function main() {
  const expressPort = await freePort();
  const procs: Proc[] = [];
  process.on('SIGINT', () => void stopProcesses(procs).then(() => process.exit(130)));
  try {
    console.log(`starting processes (logs in ${path.relative(ROOT, LOG_DIR)}/)`);
    procs.push(
      await startProcess(
        'express',
        'scripts/bench/plain-express.ts',
        { PORT: String(expressPort) },
        /listening/,
      ),
    );
    const { env, gatewayUrl } = await startApiStack(procs);
    const credentials = grpc.credentials.createInsecure();
    const identity: ServiceClient<'identity'> = new (identityProto().rapport.identity.v1.IdentityService)(
      env.IDENTITY_GRPC_ADDR!,
      credentials,
    );
    const contacts: ServiceClient<'contacts'> = new (contactsProto().rapport.contacts.v1.ContactsService)(
      env.CONTACTS_GRPC_ADDR!,
      credentials,
    );
    const call = { deadlineMs: 10_000 };
    const tenant = async (label: string) => {
      const slug = `bench-${label}-${newId().slice(-12)}`;
      const org = await unary<Output<'identity', 'CreateOrganizationResponse'>>(call, (md, o, cb) =>
        identity.createOrganization(
          { name: slug, slug, plan: 'PLAN_PRO', rateLimitPerMinute: 100_000_000 },
          md,
          o,
          cb,
        ),
      );
      const token = await unary<Output<'identity', 'CreateTokenResponse'>>(call, (md, o, cb) =>
        identity.createToken({ organizationSlug: slug, name: 'bench', scopes: ['*'] }, md, o, cb),
      );
      return { id: org.organization!.id, token: token.value };
    };
    const a = await tenant('a');
    const writer = await tenant('writer');
    const neighbour = await tenant('neighbour');
    const aPeople = await seedPeople(
      a.id,
      orgSize,
      `organization A (${orgSize.toLocaleString('en')} people)`,
    );
    const personId = aPeople[aPeople.length - 1]!;
    const gw = gatewayUrl;
    const getPerson = () =>
      unary(call, (md, o, cb) => contacts.getPerson({ organizationId: a.id, id: personId }, md, o, cb));
    // Warm up: JIT, connections, the gateway's token verification.
    for (let i = 0; i < 200; i++) {
      await fetch(`${gw}/v1/me`, { headers: { authorization: `Bearer ${a.token}` } }).then((r) => r.text());
      await fetch(`${gw}/v1/people/${personId}`, { headers: { authorization: `Bearer ${a.token}` } }).then(
        (r) => r.text(),
      );
      await getPerson();
    }

    const rows: Row[] = [];
    const cpu: string[] = [];
    const run = async (row: Promise<Row>) => {
      const before = cpuSnapshot(procs);
      const r = await row;
      const after = cpuSnapshot(procs);
      rows.push(r);
      console.log(
        `  ${r.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`,
      );
      const requests = Math.max(1, r.rps * seconds);
      const parts = Object.keys(after)
        .map((name) => [name, (after[name]! - (before[name] ?? 0)) / requests] as const)
        .filter(([, ms]) => ms >= 0.005)
        .map(([name, ms]) => `${name} ${ms.toFixed(3)}`);
      cpu.push(`| ${r.name} | ${parts.join(', ')} |`);
      return r;
    };
    console.log(`measuring, ${seconds} s per row, ${connections} connections`);
    await run(http('plain Express 5 JSON route', `http://127.0.0.1:${expressPort}/ping`));
    await run(grpcLoad('direct gRPC GetPerson (contacts)', connections, getPerson));
    const scansBefore = storeScans('rapport_identity');
    const me = await run(http('GET /v1/me', `${gw}/v1/me`, { token: a.token }));
    const scansAfter = storeScans('rapport_identity');
    const meRequests = Math.round(me.rps * seconds);
    await run(http('GET /v1/people/{id}', `${gw}/v1/people/${personId}`, { token: a.token }));
    await run(http('GET /v1/people?limit=50', `${gw}/v1/people?limit=50`, { token: a.token }));
    let n = 0;
    await run(
      http('POST /v1/people (create)', `${gw}/v1/people`, {
        token: writer.token,
        method: 'POST',
        body: () => JSON.stringify({ name: 'Bench Writer', email: `w${n++}.${Date.now()}@bench.example` }),
      }),
    );
    const oneGrpc = await run(grpcLoad('direct gRPC GetPerson, 1 in flight', 1, getPerson));
    const oneGateway = await run(
      http('GET /v1/people/{id}, 1 connection', `${gw}/v1/people/${personId}`, {
        token: a.token,
        connections: 1,
      }),
    );

    console.log(
      `seeding the neighbour (another organization) with ${neighbourSize.toLocaleString('en')} people`,
    );
    await seedPeople(neighbour.id, neighbourSize, 'neighbour');
    await settleStore();
    const afterGet = await run(
      http(`GET /v1/people/{id}, ${neighbourSize / 1000}k neighbour`, `${gw}/v1/people/${personId}`, {
        token: a.token,
      }),
    );
    const afterList = await run(
      http(`GET /v1/people?limit=50, ${neighbourSize / 1000}k neighbour`, `${gw}/v1/people?limit=50`, {
        token: a.token,
      }),
    );

    const plain = rows[0]!.rps;
    const byName = (name: string) => rows.find((r) => r.name === name)!;
    console.log('\n| row | conns | req/s | p50 ms | p99 ms | × plain Express | errors |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / plain).toFixed(3)} | ${r.errors} |`,
      );
    }
    console.log('\n| row | CPU ms per request, by process |');
    console.log('|---|---|');
    for (const line of cpu) console.log(line);
    console.log('');
    console.log(
      `identity store reads during GET /v1/me: ${scansAfter - scansBefore} table scans for ~${meRequests} requests (${((scansAfter - scansBefore) / Math.max(1, meRequests)).toFixed(4)} per request)`,
    );
    console.log(
      `GET /v1/people/{id} at 1 connection: gateway p50 ${oneGateway.p50} ms vs direct gRPC p50 ${oneGrpc.p50} ms (+${(oneGateway.p50 - oneGrpc.p50).toFixed(2)} ms)`,
    );
    console.log(
      `after the neighbour: GET /v1/people/{id} ${(afterGet.rps / byName('GET /v1/people/{id}').rps).toFixed(2)}× and list ${(afterList.rps / byName('GET /v1/people?limit=50').rps).toFixed(2)}× their throughput before`,
    );
    console.log(
      `memory (RSS): ${procs.map((p) => `${p.name} ${Math.round(memoryMiBOf(workerPid(p)) ?? 0)} MiB`).join(', ')}, load generator ${Math.round(process.memoryUsage().rss / 1048576)} MiB`,
    );
    identity.close();
    contacts.close();
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
