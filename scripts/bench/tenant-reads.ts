// The reading phases of the tenant benchmark (tenant.bench.ts): the large organization's lists and
// filters, the dashboard's overview, the export by cursor under churn, and the companies of another
// organization with their substring search. It starts no FerretDB: it reads through the stack of
// tenant.bench.ts, whose store scripts/ensure-infra.sh started (always with --telemetry=disable).
import { overviewCounts, signedInOwner } from './tenant-dashboard';
import {
  int,
  isOk,
  isServerFailure,
  ms,
  openLoop,
  type Probe,
  percentile,
  request,
  Sample,
  sequential,
  Tally,
  table,
} from './tenant-http';
import { seedCompanies } from './tenant-ingest';
import { cpuNow } from './tenant-memory';
import {
  CHURN_PER_SECOND,
  COMPANIES,
  COMPANY_CALLS,
  company,
  DASHBOARD_LOADS,
  duration,
  EXPORT_PAGE,
  fail,
  type Imported,
  isTaggedT,
  type PersonRow,
  type Phase,
  pageOf,
  person,
  phaseEnd,
  progress,
  RARE,
  REQUEST_TIMEOUT_MS,
  REUSE_COMPANIES_ORG,
  run,
  SAMPLES,
  SEED,
  type Stack,
  SUFFIXES,
  secondsSince,
  section,
  sleep,
  state,
  type Tenant,
  TLDS,
} from './tenant-run';

/** The rows of section 3 (the large organization's reads), in the order they ran. */
export const readSamples: Sample[] = [];

export interface ReadRow {
  sample: Sample;
  probe: () => Probe;
}

const descending = (data: PersonRow[]) => data.every((p, i) => i === 0 || p.id < data[i - 1]!.id);

/** 3: the first page and the filters, each checked against what the import created. */
export function readRows(
  stack: Stack,
  imported: Imported,
  companyId: string,
  tagId: string,
  tagParam: string | null,
): ReadRow[] {
  const present: number[] = [];
  imported.ids.forEach((id, n) => {
    if (id) present.push(n);
  });
  const pick = () => present[Math.floor(Math.random() * present.length)]!;
  const onlyOne = (id: string) => (body: unknown) => {
    const data = pageOf(body).data ?? [];
    return data.length === 1 && data[0]!.id === id ? null : `${data.length} people, expected that one`;
  };
  const byKey = (key: 'email' | 'phone'): ReadRow => ({
    sample: new Sample(`?${key}= (a random person)`),
    probe: () => {
      const n = pick();
      const value = person(n, '', '', imported.mark)[key];
      return {
        url: `${stack.url}/v1/people?limit=50&${key}=${encodeURIComponent(value)}`,
        check: onlyOne(imported.ids[n]!),
      };
    },
  });
  const tagName = tagParam ?? 'tagIds';
  const rows: ReadRow[] = [
    {
      sample: new Sample('GET /v1/people?limit=50 (first page)'),
      probe: () => ({
        url: `${stack.url}/v1/people?limit=50`,
        check: (body) => {
          const data = pageOf(body).data ?? [];
          if (data.length !== Math.min(50, imported.count)) return `${data.length} people on the page`;
          return descending(data) ? null : 'not newest first';
        },
      }),
    },
    ...(present.length ? [byKey('email'), byKey('phone')] : []),
    {
      sample: new Sample(`?companyId=C (${int(imported.withCompany)} people)`),
      probe: () => ({
        url: `${stack.url}/v1/people?limit=50&companyId=${companyId}`,
        check: (body) => {
          const data = pageOf(body).data ?? [];
          if (data.some((p) => p.companyId !== companyId)) return 'a person of another company';
          return data.length === Math.min(50, imported.withCompany)
            ? null
            : `${data.length} people on the page`;
        },
      }),
    },
    {
      sample: new Sample(
        `?${tagName}=T (${int(imported.tagged)} people)${tagParam ? '' : ': no such filter in the API'}`,
      ),
      probe: () => ({
        url: `${stack.url}/v1/people?limit=50&${tagName}=${tagId}`,
        check: (body) => {
          const data = pageOf(body).data ?? [];
          const untagged = data.filter((p) => !p.tags?.some((t) => t.id === tagId)).length;
          if (untagged) return `${untagged} of ${data.length} people without T`;
          return data.length === Math.min(50, imported.tagged) ? null : `${data.length} people on the page`;
        },
      }),
    },
  ];
  return rows;
}

/** The page after a cursor: newest first, every id below the cursor's. */
export function deepRow(stack: Stack, cursor: string, afterId: string, records: number): ReadRow {
  return {
    sample: new Sample(`?limit=50&cursor= (the page after ${int(records)} records)`),
    probe: () => ({
      url: `${stack.url}/v1/people?limit=50&cursor=${cursor}`,
      check: (body) => {
        const data = pageOf(body).data ?? [];
        if (!data.length) return 'an empty page';
        if (data[0]!.id >= afterId || !descending(data)) return 'not after the cursor, newest first';
        return null;
      },
    }),
  };
}

/** CPU ms per `count` of each process between two `cpuNow` readings: `contacts 3.10, ferretdb 4.02`. */
export function cpuPer(before: Record<string, number>, after: Record<string, number>, count: number) {
  return Object.entries(after)
    .map(([name, s]) => `${name} ${(((s - (before[name] ?? 0)) * 1000) / Math.max(1, count)).toFixed(2)}`)
    .join(', ');
}

/** CPU ms per request of each process, by row of section 3 (FerretDB and PostgreSQL serve others too). */
export const readCpu: [string, string][] = [];

/** Rows one after the other, each with an equal share of what is left of the phase's time. */
export async function readPhase(stack: Stack, big: Tenant, rows: ReadRow[], phase: Phase): Promise<void> {
  const end = phaseEnd(phase);
  for (const [i, row] of rows.entries()) {
    const until = Date.now() + (end - Date.now()) / (rows.length - i);
    readSamples.push(row.sample);
    const before = cpuNow(stack.procs, stack.store);
    await sequential(row.sample, SAMPLES, until, big.token, REQUEST_TIMEOUT_MS, row.probe);
    const s = row.sample;
    readCpu.push([s.label, cpuPer(before, cpuNow(stack.procs, stack.store), s.n)]);
    process.stderr.write(
      `  ${s.label}: n ${s.n}, p50 ${ms(s.p(0.5))} ms, p95 ${ms(s.p(0.95))} ms; CPU ms per request: ${readCpu[readCpu.length - 1]![1]}\n`,
    );
  }
}

/** 4: the overview page of the dashboard, and its counts next to the true ones. */
export async function dashboardPhase(stack: Stack, big: Tenant, truth: { people: number }): Promise<void> {
  const end = phaseEnd('dashboard');
  const loads = new Sample('GET /dashboard/overview');
  let counts = new Map<string, string>();
  try {
    const session = await signedInOwner(stack.url, stack.env, big.slug, Math.max(1, end - Date.now()));
    for (let i = 0; i < DASHBOARD_LOADS && Date.now() < end; i++) {
      const outcome = await session.send(
        'GET',
        '/dashboard/overview',
        Math.min(REQUEST_TIMEOUT_MS, end - Date.now()),
      );
      const found = isOk(outcome.status) ? overviewCounts(String(outcome.body)) : new Map<string, string>();
      loads.record(
        outcome,
        isOk(outcome.status) && !found.has('People') ? 'no People count on the page' : null,
      );
      if (found.size) counts = found;
    }
  } catch (err) {
    fail(`dashboard: ${(err as Error).message}`);
  }
  const expected: [string, number][] = [
    ['People', truth.people],
    ['Companies', 1],
    ['Tags', 1],
  ];
  section(4, [
    table(
      ['dashboard overview', 'loads', 'p50 ms', 'p95 ms', 'not 2xx'],
      [[loads.label, loads.n, ms(loads.p(0.5)), ms(loads.p(0.95)), loads.statuses.nonOk()]],
    ),
    '',
    table(
      ['count', 'shown', 'true'],
      expected.map(([label, value]) => [label, counts.get(label) ?? '—', int(value)]),
    ),
  ]);
  if (loads.statuses.failures()) fail(`dashboard overview: ${loads.statuses.nonOk()}`);
  if (loads.wrong) fail(`dashboard overview: ${loads.wrong} pages without counts`);
  for (const [label, value] of expected) {
    const shown = counts.get(label);
    if (shown !== undefined && shown.replace(/[,\s]/g, '') !== String(value))
      state.notes.push(`The dashboard shows ${label} "${shown}"; the organization has ${int(value)}.`);
  }
}

export interface Halfway {
  cursor: string;
  /** The last id of the page whose nextCursor this is. */
  afterId: string;
  records: number;
}

/**
 * 5: the export by cursor (pages of 100, newest first, to the end) while a churn client creates
 * people (newest: before the export's first page, never in it) and deletes the organization's oldest
 * people (ahead of the cursor), and after every 10th page the last record of that page (api-decisions:
 * no skip even when the boundary record was deleted). Every id the churn created or deleted is exempt;
 * every other imported person must appear exactly once. Returns the cursor half-way down.
 */
export async function exportPhase(stack: Stack, big: Tenant, imported: Imported): Promise<Halfway | null> {
  const end = phaseEnd('export');
  const half = Math.floor(imported.count / 2);
  let halfway: Halfway | null = null;
  const churnCreated = new Set<string>();
  const churnDeleted = new Set<string>();
  const churnCreates = new Tally();
  const churnDeletes = new Tally();
  const everyone = [...imported.ids.filter((id): id is string => Boolean(id)), ...(imported.others ?? [])];
  const oldest = [...everyone].sort();
  let nextOldest = 0;
  const remove = async (id: string) => {
    churnDeleted.add(id);
    const outcome = await request(`${stack.url}/v1/people/${id}`, {
      method: 'DELETE',
      token: big.token,
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
    churnDeletes.add(outcome.status);
  };
  const creates = openLoop(CHURN_PER_SECOND, 20, async (i) => {
    const outcome = await request(`${stack.url}/v1/people`, {
      method: 'POST',
      token: big.token,
      json: { name: `Churn ${i}`, email: `churn${i}-${run}@tenant.example` },
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
    churnCreates.add(outcome.status);
    const id = (outcome.body as { id?: string } | undefined)?.id;
    if (isOk(outcome.status) && id) churnCreated.add(id);
  });
  const deletes = openLoop(CHURN_PER_SECOND, 20, async () => {
    if (nextOldest < oldest.length) await remove(oldest[nextOldest++]!);
  });

  const pages = new Tally();
  const seen = new Set<string>();
  let duplicates = 0;
  let outOfOrder = 0;
  let records = 0;
  let pageCount = 0;
  let lastId: string | null = null;
  let cursor: string | null = null;
  let complete = false;
  let stopped = 'interrupted';
  const pageLatencies: number[] = [];
  const started = Date.now();

  const lines = () => {
    const elapsed = secondsSince(started);
    let missing = 0;
    let importedSeen = 0;
    let kept = 0;
    const imports = new Set<string>();
    for (const id of everyone) {
      imports.add(id);
      if (churnDeleted.has(id)) continue;
      kept++;
      if (seen.has(id)) importedSeen++;
      else missing++;
    }
    let exemptSeen = 0;
    let unknown = 0;
    for (const id of seen) {
      if (churnCreated.has(id) || churnDeleted.has(id)) exemptSeen++;
      else if (!imports.has(id)) unknown++;
    }
    const sorted = [...pageLatencies].sort((a, b) => a - b);
    const perSecond = (n: number) => `${int(n)} (${(n / Math.max(0.001, elapsed)).toFixed(1)}/s)`;
    return {
      missing,
      unknown,
      rows: [
        table(
          ['export by cursor', 'value'],
          [
            ['result', complete ? 'walked to the last page' : `**incomplete: ${stopped}**`],
            ['records / pages of 100', `${int(records)} / ${int(pageCount)}`],
            ['time, people/s', `${duration(elapsed)}, **${int(records / Math.max(0.001, elapsed))}**`],
            ['page p50 / p95 ms', `${ms(percentile(sorted, 0.5))} / ${ms(percentile(sorted, 0.95))}`],
            ['pages by status (every attempt)', pages.toString()],
            [
              'CPU ms per page by process (with the churn; FerretDB and PostgreSQL also serve others)',
              cpuPer(cpuBefore, cpuAfter ?? cpuNow(stack.procs, stack.store), pageCount),
            ],
            ['duplicates (an id twice)', int(duplicates)],
            [
              'imported people missing',
              complete
                ? `${int(missing)} of ${int(kept)} (the imported people the churn did not delete)`
                : `— (not walked to the end; ${int(importedSeen)} of ${int(kept)} seen)`,
            ],
            ['not newest first (an id not below the one before)', int(outOfOrder)],
            [
              'exempt ids seen (churn) / ids nobody is known to have created',
              `${int(exemptSeen)} / ${int(unknown)}${unknown && imported.lost ? ` (the import lost ${int(imported.lost)}: a call that timed out may still have created them)` : ''}`,
            ],
            [
              `churn: creates at ${CHURN_PER_SECOND}/s`,
              `${perSecond(churnCreated.size)}; ${churnCreates.toString()}`,
            ],
            [
              `churn: deletes of the oldest people at ${CHURN_PER_SECOND}/s, and of every 10th page's last record`,
              `${perSecond(churnDeleted.size)}; ${churnDeletes.toString()}`,
            ],
          ],
        ),
      ],
    };
  };
  state.live.set(5, () => lines().rows);

  const stopProgress = progress('export', imported.count, () => records, end);
  const cpuBefore = cpuNow(stack.procs, stack.store);
  let cpuAfter: Record<string, number> | null = null;
  const url = () => `${stack.url}/v1/people?limit=${EXPORT_PAGE}${cursor ? `&cursor=${cursor}` : ''}`;
  const page = () =>
    request(url(), {
      token: big.token,
      timeoutMs: REQUEST_TIMEOUT_MS,
      signal: AbortSignal.timeout(Math.max(1, Math.ceil(end - Date.now()))),
    });
  try {
    for (;;) {
      if (Date.now() >= end) {
        stopped = 'stopped by its time budget';
        break;
      }
      let outcome = await page();
      // A client that exports retries a page that failed, twice, after a second.
      for (let retry = 0; retry < 2 && isServerFailure(outcome.status) && Date.now() < end; retry++) {
        pages.add(outcome.status);
        await sleep(1_000);
        outcome = await page();
      }
      if (outcome.status === 'cut') {
        stopped = 'stopped by its time budget';
        break;
      }
      pages.add(outcome.status);
      if (!isOk(outcome.status)) {
        stopped = `page ${pageCount + 1} answered ${outcome.status}${isServerFailure(outcome.status) ? ' three times' : ''}`;
        break;
      }
      pageLatencies.push(outcome.ms);
      const body = pageOf(outcome.body);
      pageCount++;
      for (const row of body.data ?? []) {
        if (seen.has(row.id)) duplicates++;
        else seen.add(row.id);
        if (lastId !== null && row.id >= lastId) outOfOrder++;
        lastId = row.id;
      }
      records += body.data?.length ?? 0;
      if (!halfway && half > 0 && records >= half && body.nextCursor && lastId)
        halfway = { cursor: body.nextCursor, afterId: lastId, records };
      if (!body.nextCursor) {
        complete = true;
        break;
      }
      cursor = body.nextCursor;
      if (pageCount % 10 === 0 && lastId) await remove(lastId);
    }
  } finally {
    cpuAfter = cpuNow(stack.procs, stack.store);
    stopProgress();
    await creates.stop();
    await deletes.stop();
  }
  state.live.delete(5);
  const result = lines();
  section(5, result.rows);
  if (duplicates) fail(`export: ${duplicates} ids appeared twice`);
  if (complete && result.missing) fail(`export: ${result.missing} imported people missing`);
  if (outOfOrder) fail(`export: ${outOfOrder} ids out of newest-first order`);
  if (result.unknown > imported.lost)
    fail(`export: ${result.unknown} ids neither imported nor created by the churn client`);
  if (!complete) fail(`export: ${stopped}`);
  if (pages.failures()) fail(`export pages: ${pages.nonOk()}`);
  if (churnCreates.failures() || churnDeletes.failures())
    fail(`export churn: creates ${churnCreates.nonOk()}, deletes ${churnDeletes.nonOk()}`);
  if (!churnDeleted.size)
    state.notes.push('The export ran too briefly for the churn client to delete anyone.');
  // The churn deleted some of tag T's people: later phases (segments) count what is left.
  const taggedDeleted = imported.ids.filter((id, n) => isTaggedT(n) && id && churnDeleted.has(id)).length;
  if (taggedDeleted) {
    imported.tagged -= taggedDeleted;
    state.notes.push(
      `The export's churn deleted ${int(taggedDeleted)} people tagged T: ${int(imported.tagged)} are left.`,
    );
  }
  return halfway;
}

/** 6: COMPANIES companies in their own organization (COMPANY_CALLS in flight), then the search. */
export async function companiesPhase(stack: Stack, org: Tenant): Promise<void> {
  const end = phaseEnd('companies');
  // Two thirds of the phase's time for the creates, the rest for the searches.
  const createEnd = Date.now() + ((end - Date.now()) * 2) / 3;
  const statuses = new Tally();
  const created = new Set<number>();
  let sent = 0;
  let elapsed = 0;
  const started = Date.now();
  const samples: Sample[] = [];
  const lines = () => [
    REUSE_COMPANIES_ORG
      ? `Companies: the ${int(COMPANIES)} of organization ${REUSE_COMPANIES_ORG} (BENCH_COMPANIES_ORG), made by an earlier run`
      : `Companies: ${int(created.size)} of ${int(COMPANIES)} ${SEED ? "seeded through companies' store layer (BENCH_SEED=1)" : `created with ${COMPANY_CALLS} in flight`} in ${duration(elapsed || secondsSince(started))}: **${int(created.size / (elapsed || secondsSince(started)))} companies/s**${sent < COMPANIES ? ' — **stopped before the end** (its time budget)' : ''}; answers ${statuses.toString()}`,
    '',
    sampleTable('GET /v1/companies?limit=50&', samples),
  ];
  state.live.set(6, lines);
  // A reused organization holds the rare company and all COMPANIES companies of an earlier run.
  const rare = REUSE_COMPANIES_ORG
    ? { status: 201 }
    : await request(`${stack.url}/v1/companies`, {
        method: 'POST',
        token: org.token,
        json: RARE,
        timeoutMs: REQUEST_TIMEOUT_MS,
      });
  if (!REUSE_COMPANIES_ORG) statuses.add(rare.status);
  let next = 0;
  const stopProgress = progress('companies', COMPANIES, () => created.size, createEnd);
  const worker = async () => {
    for (let n = next++; n < COMPANIES && Date.now() < createEnd; n = next++) {
      sent++;
      const outcome = await request(`${stack.url}/v1/companies`, {
        method: 'POST',
        token: org.token,
        json: company(n),
        timeoutMs: REQUEST_TIMEOUT_MS,
      });
      statuses.add(outcome.status);
      if (isOk(outcome.status)) created.add(n);
    }
  };
  try {
    if (REUSE_COMPANIES_ORG) {
      for (let n = 0; n < COMPANIES; n++) created.add(n);
      sent = COMPANIES;
    } else if (SEED) {
      await seedCompanies(org.id, created, createEnd);
      sent = created.size;
    } else await Promise.all(Array.from({ length: COMPANY_CALLS }, worker));
  } finally {
    stopProgress();
  }
  elapsed = secondsSince(started);
  const matching = (test: (n: number) => boolean) => [...created].filter(test).length;
  const searches: { term: string; expected: number; field: 'name' | 'domain' | 'either' }[] = [
    { term: 'zephyr', expected: isOk(rare.status) ? 1 : 0, field: 'either' },
    { term: 'labs', expected: matching((n) => SUFFIXES[n % SUFFIXES.length] === 'Labs'), field: 'name' },
    { term: '.io', expected: matching((n) => TLDS[n % TLDS.length] === 'io'), field: 'domain' },
    { term: 'nosuchcompany', expected: 0, field: 'either' },
  ];
  for (const [i, search] of searches.entries()) {
    const until = Date.now() + (end - Date.now()) / (searches.length - i);
    const sample = new Sample(`search=${search.term} (${int(search.expected)} match)`);
    samples.push(sample);
    await sequential(sample, SAMPLES, until, org.token, REQUEST_TIMEOUT_MS, () => ({
      url: `${stack.url}/v1/companies?limit=50&search=${encodeURIComponent(search.term)}`,
      check: (body) => {
        const data = pageOf<{ name: string; domain: string | null }>(body).data ?? [];
        const has = (c: { name: string; domain: string | null }) =>
          (search.field !== 'domain' && c.name.toLowerCase().includes(search.term)) ||
          (search.field !== 'name' && (c.domain ?? '').toLowerCase().includes(search.term));
        if (data.some((c) => !has(c))) return 'a company that does not match';
        return data.length === Math.min(50, search.expected) ? null : `${data.length} companies on the page`;
      },
    }));
  }
  state.live.delete(6);
  section(6, lines());
  if (statuses.failures()) fail(`companies creation: ${statuses.nonOk()}`);
  if (sent < COMPANIES) fail(`companies: stopped by its time budget after ${int(sent)} of ${int(COMPANIES)}`);
  reportSamples('companies search', samples);
}

export function sampleTable(head: string, samples: Sample[]): string {
  return table(
    [head, 'n', 'p50 ms', 'p95 ms', 'not 2xx', 'wrong answers'],
    samples.map((s) => [
      s.label,
      `${s.n}${s.cut ? ` (+${s.cut} cut by the time budget)` : ''}`,
      ms(s.p(0.5)),
      ms(s.p(0.95)),
      s.statuses.nonOk(),
      s.wrong ? `${s.wrong}: ${s.firstWrong}` : '0',
    ]),
  );
}

/** Failures of rows (not 2xx, wrong answers) and rows that got fewer requests than `expected`. */
export function reportSamples(what: string, samples: Sample[], expected: number | null = SAMPLES): void {
  for (const s of samples) {
    if (s.statuses.failures()) fail(`${what}, ${s.label}: ${s.statuses.nonOk()}`);
    if (s.wrong) fail(`${what}, ${s.label}: ${s.wrong} wrong answers (${s.firstWrong})`);
    if (expected !== null && s.n < expected)
      state.notes.push(`${what}, ${s.label}: only ${s.n} of ${expected} requests in its time.`);
  }
}
