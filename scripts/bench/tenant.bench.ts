// Benchmark of one large organization: grows ONE organization to PEOPLE (1,000,000) people through the
// public REST API and measures what a customer with a large contact base sees, in one run:
//   1. ingestion: POST /v1/people/batch (100 per call, BENCH_CALLS in flight), each person with name,
//      phone, email and externalId, 10% with companyId C, 10% with tagIds [T]: the rate of each tenth,
//      every answer that was no 2xx; before it, raw insertMany of documents of the same shape into a
//      scratch database of the same server (dropped after), the store's own yardstick;
//   2. a small neighbouring organization (1,000 people): GET /v1/people?limit=50 and GET /v1/people/{id}
//      before the import (quiet) and sampled at 5 requests/s during it;
//   3. after the import: the first page, the page half-way down (its cursor taken while walking the
//      export), the filters email, phone, companyId, and the tag filter (the API has none today);
//   4. the dashboard's overview page (an Owner made with the admin CLI) and the counts it shows;
//   5. an export by cursor to the last page while another client creates people and deletes the
//      oldest ones: every other imported person exactly once, no id twice;
//   6. COMPANIES (100,000) companies in another organization, then GET /v1/companies?search=;
//   7. peak memory of every process;
//   8. a segment of tag T: its count (p50 through the API and over gRPC without a deadline, and what
//      reading the segment instead costs) and the time from a campaign's send call to its first
//      recipient recorded.
//      (tenant-segments.ts; email and a campaign worker are started for it.)
// It runs scripts/ensure-infra.sh first, then starts its own identity, companies, contacts and gateway
// processes (processes.ts) on the FerretDB, Redis and RabbitMQ that script answers for; it never
// starts a store of its own (FerretDB is started by scripts/ensure-infra.sh (and libs/testkit/src/servers.ts for private test servers), always with --telemetry=disable.) Everything it sends goes to 127.0.0.1.
// Bounded: BENCH_TIMEOUT_MS (90 minutes) in all. After the setup, the phases share the time left
// (tenant-run.ts PHASES; what a phase does not use goes to the next); a phase out of time stops and
// says so. The report is printed whatever happens (also on Ctrl-C): failures (5xx, timeouts, wrong
// answers) are reported, never thrown.
// Usage: npm run bench:tenant   (PEOPLE, COMPANIES, BENCH_CALLS=4, BENCH_TIMEOUT_MS, SKIP=a,b of the
// phases raw, neighbour, companies, import, reads, dashboard, export, deep, segments; BENCH_GRPC_DEADLINE_MS=5000
// the gateway's deadline, its default; BENCH_ORG=<organization id> reads an organization an earlier
// run filled instead of importing one; BENCH_SEED=1 fills it (and the companies) through the
// services' store layers instead of the API, for read measurements; BENCH_COMPANIES_ORG=<id> searches
// the companies of an earlier run: see tenant-run.ts)
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { DEFAULTS } from '@rapport/platform';
import { withDescendants } from './proc';
import { LOG_DIR, type Proc, ROOT, startApiStack, stopProcesses } from './processes';
import { int, isOk, request, table } from './tenant-http';
import {
  existingOrganization,
  importPhase,
  type Neighbour,
  neighbourLines,
  neighbourPhase,
  rawInsert,
  seedPhase,
} from './tenant-ingest';
import { childrenOf, findStore, MemoryWatch } from './tenant-memory';
import {
  companiesPhase,
  dashboardPhase,
  deepRow,
  exportPhase,
  type Halfway,
  readCpu,
  readPhase,
  readRows,
  readSamples,
  reportSamples,
  sampleTable,
} from './tenant-reads';
import {
  CALLS,
  COMPANIES,
  deadline,
  duration,
  existingTenant,
  fail,
  GRPC_DEADLINE_MS,
  type Imported,
  PEOPLE,
  PHASES,
  phaseEnd,
  QUIET_SAMPLES,
  REQUEST_TIMEOUT_MS,
  REUSE_COMPANIES_ORG,
  REUSE_ORG,
  run,
  runs,
  SEED,
  SKIP,
  type Stack,
  secondsSince,
  setupDone,
  sleep,
  startedAt,
  state,
  TIMEOUT_MS,
  tenant,
} from './tenant-run';
import { segmentsPhase } from './tenant-segments';

const procs: Proc[] = [];
let memory: MemoryWatch | null = null;
let storeLine = '';
const neighbourRef: { current: Neighbour | null } = { current: null };

/**
 * The stack, started again (up to 5 times) when a process fails to start: on a loaded shared machine
 * a service can miss its 1.5 s to reach the store, or processes.ts's 60 s to start.
 */
async function startStack() {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startApiStack(procs, {
        METRICS_ADDR: '127.0.0.1:0',
        // The gateway's default unless BENCH_GRPC_DEADLINE_MS says otherwise.
        GRPC_DEADLINE_MS: String(GRPC_DEADLINE_MS),
      });
    } catch (err) {
      await stopAll();
      procs.length = 0;
      if (attempt === 5) throw err;
      const why = (err as Error).message.split('\n')[0];
      state.notes.push(`The stack started at attempt ${attempt + 1}: ${why}`);
      process.stderr.write(`  starting again (${why})\n`);
      await sleep(10_000);
    }
  }
}

const TITLES = [
  '',
  '1. Ingestion: POST /v1/people/batch',
  '2. The neighbouring organization (1,000 people), quiet and during the import',
  '3. Reads of the large organization after the import',
  '4. Dashboard overview',
  '5. Export by cursor, with churn',
  '6. Companies: creation and search',
  '7. Memory',
  '8. Segments (issue 28): a segment of tag T',
];

let printed = false;
/** Prints every section there is (phases still running as they stand), then the findings. */
function report(): void {
  if (printed) return;
  printed = true;
  for (const [n, render] of state.live) {
    try {
      state.sections.set(n, [
        ...(state.sections.get(n) ?? []),
        ...render(),
        '',
        '(interrupted: the run ended here)',
      ]);
    } catch {
      // a half-built phase: nothing to show
    }
  }
  if (neighbourRef.current?.quiet) state.sections.set(2, neighbourLines(neighbourRef.current));
  if (readSamples.length)
    state.sections.set(3, [
      sampleTable('GET /v1/people (large organization)', readSamples),
      ...(readCpu.length
        ? [
            '',
            table(
              ['CPU ms per request by process (FerretDB and PostgreSQL also serve others)', 'ms'],
              readCpu,
            ),
          ]
        : []),
    ]);
  if (memory) {
    memory.sample();
    state.sections.set(7, [table(['process', 'peak RSS', 'how'], memory.rows())]);
  }
  const out: string[] = [
    '',
    `## Tenant benchmark, ${new Date(startedAt).toISOString().slice(0, 10)}: PEOPLE=${int(PEOPLE)} COMPANIES=${int(COMPANIES)} BENCH_CALLS=${CALLS}`,
    '',
    `${os.cpus().length} cores, node ${process.version}; gateway GRPC_DEADLINE_MS=${GRPC_DEADLINE_MS}, client timeout ${REQUEST_TIMEOUT_MS / 1000} s; time budget ${duration(TIMEOUT_MS / 1000)}, ran ${duration(secondsSince(startedAt))}${SKIP.size ? `; skipped: ${[...SKIP].join(', ')}` : ''}`,
  ];
  if (storeLine) out.push('', storeLine);
  for (let n = 1; n <= 8; n++) {
    const lines = state.sections.get(n);
    if (lines) out.push('', `### ${TITLES[n]}`, '', ...lines);
  }
  out.push('', '### Findings', '');
  if (!state.failures.length && !state.notes.length) out.push('None: every answer was 2xx and right.');
  for (const f of state.failures) out.push(`- FAILURE: ${f}`);
  for (const n of state.notes) out.push(`- ${n}`);
  console.log(out.join('\n'));
}

/**
 * Stops the stack, and any other child of this process with everything below it: a service that
 * missed processes.ts's start limit is not in `procs` but still runs (all children are this run's).
 */
async function stopAll(): Promise<void> {
  await stopProcesses(procs);
  for (const child of childrenOf(process.pid)) {
    for (const pid of withDescendants(child).reverse()) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // gone already
      }
    }
  }
}

/** Prints the report (once), stops the processes this run started, exits. */
async function finish(code: number): Promise<never> {
  report();
  memory?.stop();
  await stopAll();
  process.exit(code);
}

async function main() {
  const unknownSkip = [...SKIP].filter((name) => !PHASES.some(([phase]) => phase === name));
  if (unknownSkip.length) {
    console.error(
      `SKIP: unknown phase ${unknownSkip.join(', ')}; phases: ${PHASES.map(([p]) => p).join(', ')}`,
    );
    process.exit(2);
  }
  process.on('SIGINT', () => {
    fail('interrupted (SIGINT)');
    void finish(130);
  });
  // The last resort: whatever hangs, the run ends shortly after its budget with what it found.
  setTimeout(
    () => {
      fail('the run passed BENCH_TIMEOUT_MS by 2 minutes: stopped');
      void finish(3);
    },
    Math.max(0, deadline - Date.now()) + 120_000,
  ).unref();

  process.stderr.write('running scripts/ensure-infra.sh\n');
  execFileSync('bash', [path.join(ROOT, 'scripts/ensure-infra.sh')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.stderr.write(
    `starting identity, companies, contacts, gateway (logs in ${path.relative(ROOT, LOG_DIR)}/)\n`,
  );
  const { env, gatewayUrl } = await startStack();
  const store = findStore(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL);
  const pg = store.postgres ? ` (${store.postgres.dataDir})` : '';
  const others = store.others.length
    ? `; other PostgreSQL clusters, not counted: ${store.others.join(', ')}`
    : '';
  storeLine = `Store: FerretDB${store.ferretdb ? ` (pid ${store.ferretdb})` : ' not found'} on ${store.backend}${pg}${others}.`;
  memory = new MemoryWatch(procs, store);
  const stack: Stack = { env, url: gatewayUrl, procs, store };
  const identityAddr = env.IDENTITY_GRPC_ADDR!;
  const bigScopes = ['people:*', 'companies:*', 'tags:*', 'segments:*'];
  const big = REUSE_ORG
    ? await existingTenant(identityAddr, REUSE_ORG, bigScopes)
    : await tenant(identityAddr, 'big', bigScopes);
  const neighbour: Neighbour = { tenant: await tenant(identityAddr, 'neighbour', ['people:*']), ids: [] };
  neighbourRef.current = neighbour;
  const companiesOrg = REUSE_COMPANIES_ORG
    ? await existingTenant(identityAddr, REUSE_COMPANIES_ORG, ['companies:*'])
    : await tenant(identityAddr, 'companies', ['companies:*']);

  // Company C and tag T of the large organization.
  const post = (route: string, json: unknown) =>
    request(`${gatewayUrl}${route}`, {
      method: 'POST',
      token: big.token,
      json,
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
  let companyId: string | undefined;
  let tag: { id: string; name: string; color: string } | undefined;
  let imported: Imported = { ids: [], count: 0, withCompany: 0, tagged: 0, lost: 0 };
  if (REUSE_ORG) {
    process.stderr.write(`reading organization ${REUSE_ORG} (BENCH_ORG) from the store\n`);
    const existing = await existingOrganization(REUSE_ORG);
    companyId = existing.companyId;
    tag = { id: existing.tagId, name: 'T', color: '' };
    imported = existing.imported;
  } else {
    const c = await post('/v1/companies', { name: 'Company C', domain: `company-c-${run}.example` });
    const t = await post('/v1/tags', { name: 'T' });
    companyId = (c.body as { id?: string })?.id;
    tag = t.body as typeof tag;
    if (!isOk(c.status) || !isOk(t.status) || !companyId || !tag?.id)
      throw new Error(`creating company C answered ${c.status}, tag T ${t.status}`);
  }
  const tagId = tag.id;

  // The list's tag filter, if the API has one (the OpenAPI document of the routes).
  const openapi = await request(`${gatewayUrl}/v1/openapi.json`, { timeoutMs: REQUEST_TIMEOUT_MS });
  type Operation = { parameters?: { name: string; in: string }[] };
  const listParams = (
    (openapi.body as { paths?: Record<string, { get?: Operation }> })?.paths?.['/v1/people']?.get
      ?.parameters ?? []
  )
    .filter((p) => p.in === 'query')
    .map((p) => p.name);
  const tagParam = listParams.find((name) => /tag/i.test(name)) ?? null;
  if (!tagParam)
    state.notes.push(
      `GET /v1/people has no tag filter (its query parameters: ${listParams.join(', ')}): \`?tagIds=\` was sent anyway, and the answers show whether it is ignored.`,
    );

  setupDone();
  const plan = PHASES.map(([name]) => `${name} until +${duration((phaseEnd(name) - startedAt) / 1000)}`);
  process.stderr.write(`phases (each may also use what earlier ones left): ${plan.join(', ')}\n`);

  let rawRate = Number.NaN;
  if (runs('raw')) rawRate = await rawInsert(companyId, tagId);
  if (runs('neighbour')) await neighbourPhase(stack, neighbour);
  if (neighbour.quiet)
    reportSamples('neighbour, quiet', [neighbour.quiet.list, neighbour.quiet.get], QUIET_SAMPLES);
  if (runs('companies')) {
    await companiesPhase(stack, companiesOrg);
    state.notes.push(
      `The companies organization: ${companiesOrg.id}; search it again with BENCH_COMPANIES_ORG=${companiesOrg.id}.`,
    );
  }
  if (!REUSE_ORG && runs('import'))
    imported = SEED
      ? await seedPhase(big, companyId, tag)
      : await importPhase(stack, big, companyId, tagId, neighbour, rawRate);
  state.notes.push(
    `The large organization: ${big.id}${SEED ? ' (seeded)' : ''}; measure it again with BENCH_ORG=${big.id}.`,
  );
  if (neighbour.during)
    reportSamples('neighbour, during the import', [neighbour.during.list, neighbour.during.get], null);

  if (runs('reads'))
    await readPhase(stack, big, readRows(stack, imported, companyId, tagId, tagParam), 'reads');
  if (runs('dashboard')) await dashboardPhase(stack, big, { people: imported.count });
  let halfway: Halfway | null = null;
  if (runs('export')) halfway = await exportPhase(stack, big, imported);
  if (imported.count > 1 && runs('deep')) {
    let how = `its cursor taken while walking the export`;
    if (!halfway) {
      // Not walked there: the cursor the API would give, base64url of `v1:<id>` (platform pagination).
      const sorted = imported.ids.filter((id): id is string => Boolean(id)).sort((a, b) => (a < b ? 1 : -1));
      const records = Math.floor(sorted.length / 2);
      const afterId = sorted[records - 1]!;
      halfway = { cursor: Buffer.from(`v1:${afterId}`).toString('base64url'), afterId, records };
      how = `its cursor built from the ${int(records)}th newest id, as the API encodes one (the export did not walk there)`;
    }
    state.notes.push(`The page after ${int(halfway.records)} records: ${how}.`);
    await readPhase(stack, big, [deepRow(stack, halfway.cursor, halfway.afterId, halfway.records)], 'deep');
  }
  if (runs('segments')) await segmentsPhase(stack, big, tagId, imported.tagged);
  if (readSamples.length) reportSamples('reads', readSamples);
  await finish(0);
}

main().catch((err) => {
  fail(`the run broke: ${(err as Error).stack ?? err}`);
  void finish(1);
});
