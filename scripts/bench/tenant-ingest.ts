// The writing phases of the tenant benchmark (tenant.bench.ts): raw insertMany as the store's
// yardstick, the small neighbouring organization and its reads (quiet, then sampled during the
// import), and the import of PEOPLE through POST /v1/people/batch.
import { randomBytes } from 'node:crypto';
import { DEFAULTS, newId } from '@rapport/platform';
import { connectMongo, PAST_RECORDS } from '@rapport/platform/mongo';
import { registerModels as registerCompanyModels } from '../../services/companies/src/store/company.models';
import { MongoCompanyRepository } from '../../services/companies/src/store/company.repository';
import { type PersonDoc, registerModels } from '../../services/contacts/src/store/contacts.models';
import { MongoPeopleRepository } from '../../services/contacts/src/store/people.repository';
import { MongoTagsRepository } from '../../services/contacts/src/store/tags.repository';
import {
  checked,
  int,
  isServerFailure,
  ms,
  openLoop,
  type Probe,
  percentile,
  ratio,
  request,
  Sample,
  sequential,
  Tally,
  table,
} from './tenant-http';
import { cpuNow } from './tenant-memory';
import {
  BATCH,
  BATCH_ATTEMPTS,
  CALLS,
  COMPANIES,
  company,
  duration,
  fail,
  type Imported,
  isTaggedT,
  NEIGHBOUR_PEOPLE,
  PEOPLE,
  pageOf,
  person,
  phaseEnd,
  progress,
  QUIET_SAMPLES,
  RAW_CHUNK,
  RAW_DOCS,
  REQUEST_TIMEOUT_MS,
  run,
  SAMPLER_PER_SECOND,
  SEED_RATE,
  type Stack,
  secondsSince,
  section,
  sleep,
  state,
  type Tenant,
} from './tenant-run';

/** 1 (yardstick): raw insertMany of people documents into a scratch database, dropped after. */
export async function rawInsert(companyId: string, tagId: string): Promise<number> {
  const end = phaseEnd('raw');
  const dbName = `bench_tenant_scratch_${run}`;
  let connection: Awaited<ReturnType<typeof connectMongo>> | null = null;
  let done = 0;
  let rate = Number.NaN;
  try {
    connection = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, dbName);
    const { People } = registerModels(connection);
    await People.createIndexes();
    const organizationId = newId();
    const started = performance.now();
    for (let from = 0; from < RAW_DOCS && Date.now() < end; from += RAW_CHUNK) {
      const now = new Date();
      const docs = Array.from({ length: Math.min(RAW_CHUNK, RAW_DOCS - from) }, (_x, i) => {
        const n = from + i;
        const p = person(n, companyId, tagId);
        return {
          _id: newId(),
          organizationId,
          name: p.name,
          email: p.email,
          emailKey: p.email.toLowerCase(),
          phone: p.phone,
          phoneKey: p.phone,
          externalId: p.externalId,
          externalIdKey: p.externalId,
          companyId: n % 10 === 0 ? companyId : null,
          channel: null,
          customFields: {},
          tags: isTaggedT(n) ? [{ id: tagId, name: 'T', color: '#6B7280' }] : [],
          createdAt: now,
          updatedAt: now,
        };
      });
      await People.collection.insertMany(docs as never[], { ordered: false });
      done += docs.length;
    }
    rate = done / ((performance.now() - started) / 1000);
    const cut = done < RAW_DOCS ? ` (stopped by its time budget after ${int(done)})` : '';
    section(1, [
      `raw insertMany into a scratch database of the same server: ${int(done)} people documents in chunks of ${RAW_CHUNK}, with the people collection's declared indexes: **${int(rate)} docs/s**${cut}`,
      '',
    ]);
  } catch (err) {
    fail(`raw insertMany: ${(err as Error).message}`);
  } finally {
    await connection?.dropDatabase().catch((err: Error) => fail(`dropping ${dbName}: ${err.message}`));
    await connection?.close();
  }
  return rate;
}

/**
 * Upserts `indices` as a client would: a call that fails (5xx, no answer) or inputs that fail with a
 * 5xx are sent again, up to BATCH_ATTEMPTS times with 1, 2, 4, 8 s between (an upsert matches what an
 * earlier attempt created, so the ids come back then). Every answer is counted.
 */
export async function upsertBatch(
  stack: Stack,
  token: string,
  indices: number[],
  make: (n: number) => Record<string, unknown>,
  counts: { calls: Tally; inputs: Tally },
  retryUntil: number,
): Promise<{ ids: Map<number, string>; lost: number }> {
  const ids = new Map<number, string>();
  let pending = indices;
  for (let attempt = 0; attempt < BATCH_ATTEMPTS && pending.length; attempt++) {
    if (attempt > 0) {
      if (Date.now() > retryUntil) break;
      await sleep(1_000 * 2 ** (attempt - 1));
    }
    const res = await request(`${stack.url}/v1/people/batch`, {
      method: 'POST',
      token,
      json: { inputs: pending.map(make) },
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
    counts.calls.add(res.status);
    const results = res.status === 200 ? (res.body as { results?: unknown[] }).results : undefined;
    if (!results || results.length !== pending.length) {
      if (res.status === 200) counts.calls.add('200 without one result per input');
      // A 4xx of the whole call will not get better.
      if (!isServerFailure(res.status)) break;
      continue;
    }
    const again: number[] = [];
    results.forEach((raw, i) => {
      const result = raw as { status: number; record?: { id: string } };
      counts.inputs.add(result.status);
      if (result.record) ids.set(pending[i]!, result.record.id);
      else if (result.status >= 500) again.push(pending[i]!);
    });
    pending = again;
  }
  return { ids, lost: indices.length - ids.size };
}

export interface Neighbour {
  tenant: Tenant;
  ids: string[];
  quiet?: { list: Sample; get: Sample };
  during?: { list: Sample; get: Sample; skipped: () => number };
}

/** 2: the neighbour's 1,000 people, then its reads while nothing else runs. */
export async function neighbourPhase(stack: Stack, neighbour: Neighbour): Promise<void> {
  const end = phaseEnd('neighbour');
  const counts = { calls: new Tally(), inputs: new Tally() };
  for (let from = 0; from < NEIGHBOUR_PEOPLE && Date.now() < end; from += BATCH) {
    const indices = Array.from({ length: Math.min(BATCH, NEIGHBOUR_PEOPLE - from) }, (_x, i) => from + i);
    const { ids } = await upsertBatch(
      stack,
      neighbour.tenant.token,
      indices,
      (n) => ({ name: `Neighbour ${n}`, email: `n${n}-${run}@neighbour.example` }),
      counts,
      end,
    );
    neighbour.ids.push(...ids.values());
  }
  if (counts.calls.failures() || counts.inputs.failures())
    fail(`neighbour's people: calls ${counts.calls.nonOk()}, inputs ${counts.inputs.nonOk()}`);
  if (!neighbour.ids.length) return;
  const probes = neighbourProbes(stack, neighbour);
  neighbour.quiet = { list: new Sample('GET /v1/people?limit=50'), get: new Sample('GET /v1/people/{id}') };
  const token = neighbour.tenant.token;
  await sequential(neighbour.quiet.list, QUIET_SAMPLES, end, token, REQUEST_TIMEOUT_MS, probes.list);
  await sequential(neighbour.quiet.get, QUIET_SAMPLES, end, token, REQUEST_TIMEOUT_MS, probes.get);
}

function neighbourProbes(stack: Stack, neighbour: Neighbour) {
  const list = (): Probe => ({
    url: `${stack.url}/v1/people?limit=50`,
    check: (body) => {
      const n = pageOf(body).data?.length;
      return n === Math.min(50, neighbour.ids.length) ? null : `${n} people on the page`;
    },
  });
  const get = (): Probe => {
    const id = neighbour.ids[Math.floor(Math.random() * neighbour.ids.length)]!;
    return {
      url: `${stack.url}/v1/people/${id}`,
      check: (body) => ((body as { id?: string }).id === id ? null : 'another person'),
    };
  };
  return { list, get };
}

/** The neighbour's reads during the import: SAMPLER_PER_SECOND requests/s, list and get in turn. */
function neighbourSampler(stack: Stack, neighbour: Neighbour) {
  const probes = neighbourProbes(stack, neighbour);
  const list = new Sample('GET /v1/people?limit=50');
  const get = new Sample('GET /v1/people/{id}');
  const loop = openLoop(SAMPLER_PER_SECOND, 10, async (i) => {
    const [sample, probe]: [Sample, Probe] = i % 2 ? [get, probes.get()] : [list, probes.list()];
    const outcome = await request(probe.url, {
      token: neighbour.tenant.token,
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
    sample.record(outcome, checked(outcome, probe.check));
  });
  neighbour.during = { list, get, skipped: loop.skipped };
  return loop;
}

/** Section 2: the neighbour's reads, quiet and during the import, side by side. */
export function neighbourLines(neighbour: Neighbour): string[] {
  const { quiet, during } = neighbour;
  if (!quiet) return [];
  const rows = (['list', 'get'] as const).map((k) => {
    const q = quiet[k];
    const d = during?.[k];
    return [
      q.label,
      `${ms(q.p(0.5))} / ${ms(q.p(0.95))} (n ${q.n})`,
      d ? `${ms(d.p(0.5))} / ${ms(d.p(0.95))} (n ${d.n})` : '—',
      d ? `${ratio(d.p(0.5), q.p(0.5))} / ${ratio(d.p(0.95), q.p(0.95))}` : '—',
      d ? `${q.statuses.nonOk()} / ${d.statuses.nonOk()}` : q.statuses.nonOk(),
    ];
  });
  return [
    table(
      [
        'neighbour',
        'quiet p50 / p95 ms',
        'during the import p50 / p95 ms',
        'during / quiet',
        'not 2xx quiet / during',
      ],
      rows,
    ),
    '',
    during
      ? `Sampler during the import: ${SAMPLER_PER_SECOND} requests/s, list and get in turn; ${during.skipped()} ticks skipped (10 requests still running).`
      : 'No sampler: the import did not run.',
  ];
}

/**
 * The rate of each tenth of PEOPLE: the time each tenth was reached is interpolated between the calls
 * around it; an unfinished last tenth is partial.
 */
function tenthsOf(timeline: { n: number; at: number }[], count: number) {
  const timeAt = (target: number) => {
    const i = timeline.findIndex((point) => point.n >= target);
    if (i <= 0) return timeline[Math.max(0, i)]!.at;
    const [a, b] = [timeline[i - 1]!, timeline[i]!];
    return a.at + ((target - a.n) / Math.max(1, b.n - a.n)) * (b.at - a.at);
  };
  const tenths: { n: number; rate: number; partial: boolean }[] = [];
  const step = PEOPLE / 10;
  for (let k = 1; k <= 10 && (k - 1) * step < count; k++) {
    const from = (k - 1) * step;
    const to = Math.min(k * step, count);
    const end = to === count ? timeline[timeline.length - 1]!.at : timeAt(to);
    tenths.push({
      n: to - from,
      rate: ((to - from) * 1000) / Math.max(1, end - timeAt(from)),
      partial: to < k * step,
    });
  }
  return tenths;
}

/** 1: the import, with the neighbour's sampler running. */
export async function importPhase(
  stack: Stack,
  big: Tenant,
  companyId: string,
  tagId: string,
  neighbour: Neighbour,
  rawRate: number,
): Promise<Imported> {
  const end = phaseEnd('import');
  const imported: Imported = { ids: new Array(PEOPLE), count: 0, withCompany: 0, tagged: 0, lost: 0 };
  const counts = { calls: new Tally(), inputs: new Tally() };
  const latencies: number[] = [];
  const totalCalls = Math.ceil(PEOPLE / BATCH);
  let sent = 0;
  /** People created so far after each call: the times of the tenths are interpolated on it. */
  const timeline = [{ n: 0, at: Date.now() }];
  const sampler = neighbour.ids.length ? neighbourSampler(stack, neighbour) : null;
  const stopProgress = progress('import', PEOPLE, () => imported.count, end);
  const cpuBefore = cpuNow(stack.procs, stack.store);
  const started = Date.now();

  const lines = (cpuAfter: Record<string, number>) => {
    const elapsed = secondsSince(started);
    const overall = imported.count / elapsed;
    const tenths = tenthsOf(timeline, imported.count);
    const first = tenths[0]?.rate ?? Number.NaN;
    const lastTenth = tenths[tenths.length - 1]?.rate ?? Number.NaN;
    const sorted = [...latencies].sort((a, b) => a - b);
    const perPerson = Object.entries(cpuAfter)
      .map(
        ([name, s]) =>
          `${name} ${(((s - (cpuBefore[name] ?? 0)) * 1000) / Math.max(1, imported.count)).toFixed(2)}`,
      )
      .join(', ');
    const unsent = PEOPLE - sent;
    return [
      `Import: ${int(imported.count)} of ${int(PEOPLE)} people in ${int(totalCalls)} calls of ${BATCH}, ${CALLS} in flight, ${duration(elapsed)}${unsent > 0 ? ` — **stopped before the end** (${int(unsent)} people never sent)` : ''}`,
      '',
      table(
        ['tenth', 'people', 'people/s'],
        tenths.map((t, i) => [t.partial ? `${i + 1} (partial)` : i + 1, int(t.n), int(t.rate)]),
      ),
      '',
      table(
        ['import', 'value'],
        [
          ['people/s overall', `**${int(overall)}**`],
          ['last tenth / first tenth', ratio(lastTenth, first)],
          ['raw insertMany docs/s (same server)', int(rawRate)],
          ['import / raw insertMany', ratio(overall, rawRate)],
          [
            'per batch (ms, with its retries) p50 / p95 / max',
            `${ms(percentile(sorted, 0.5))} / ${ms(percentile(sorted, 0.95))} / ${ms(percentile(sorted, 1))}`,
          ],
          ['calls by HTTP status (every attempt)', counts.calls.toString()],
          ['inputs by result status', counts.inputs.toString()],
          [`people not created after ${BATCH_ATTEMPTS} attempts`, int(imported.lost)],
          ['with companyId C / tagged T', `${int(imported.withCompany)} / ${int(imported.tagged)}`],
          ['CPU ms per person (FerretDB and PostgreSQL also serve others)', perPerson],
        ],
      ),
    ];
  };
  state.live.set(1, () => lines(cpuNow(stack.procs, stack.store)));

  let next = 0;
  const worker = async () => {
    for (let index = next++; index < totalCalls && Date.now() < end; index = next++) {
      const indices = Array.from(
        { length: Math.min(BATCH, PEOPLE - index * BATCH) },
        (_x, i) => index * BATCH + i,
      );
      sent += indices.length;
      const at = performance.now();
      const result = await upsertBatch(
        stack,
        big.token,
        indices,
        (n) => person(n, companyId, tagId),
        counts,
        end,
      );
      latencies.push(performance.now() - at);
      imported.lost += result.lost;
      for (const [n, id] of result.ids) {
        imported.ids[n] = id;
        imported.count++;
        if (n % 10 === 0) imported.withCompany++;
        if (isTaggedT(n)) imported.tagged++;
      }
      timeline.push({ n: imported.count, at: Date.now() });
    }
  };
  try {
    await Promise.all(Array.from({ length: CALLS }, worker));
  } finally {
    stopProgress();
    await sampler?.stop();
  }
  state.live.delete(1);
  section(1, lines(cpuNow(stack.procs, stack.store)));
  const { calls, inputs } = counts;
  if (calls.serverFailures() || inputs.serverFailures())
    fail(`import: 5xx or no answer — calls ${calls.nonOk()}; inputs ${inputs.nonOk()}`);
  else if (calls.failures() || inputs.failures())
    fail(`import: answers that were no 2xx — calls ${calls.nonOk()}; inputs ${inputs.nonOk()}`);
  if (imported.lost)
    fail(`import: ${int(imported.lost)} people not created after ${BATCH_ATTEMPTS} attempts`);
  if (sent < PEOPLE) fail(`import: stopped by its time budget after ${int(sent)} of ${int(PEOPLE)} people`);
  return imported;
}

/** A UUIDv7 of the millisecond `ms` (as `newId()` makes at that time). */
function idAt(ms: number): string {
  const hex = ms.toString(16).padStart(12, '0') + randomBytes(10).toString('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Writers in flight while seeding: enough for GroupInsert to fill its insert commands of 100. */
const SEED_CONCURRENCY = 256;

/**
 * 1 (BENCH_SEED=1): PEOPLE people written through contacts' own store layer (MongoPeopleRepository,
 * MongoTagsRepository: the directory entries first, the partitions, the tag links), as the service
 * writes them, minus events and outbox. Person n's id carries the time an import at SEED_RATE people/s
 * that ended now would have given it, so the partitions hold what such an import leaves. Measures no
 * ingestion; it makes an organization to read.
 */
export async function seedPhase(
  big: Tenant,
  companyId: string,
  tag: { id: string; name: string; color: string },
): Promise<Imported> {
  const end = phaseEnd('import');
  const imported: Imported = { ids: new Array(PEOPLE), count: 0, withCompany: 0, tagged: 0, lost: 0 };
  const connection = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, 'rapport_contacts');
  // People of the past (slots.ts SETTLE_MS): this writer's creates are not refused for their ids' age.
  const models = registerModels(connection, { slots: PAST_RECORDS });
  const people = new MongoPeopleRepository(models);
  const tags = new MongoTagsRepository(models);
  const stopProgress = progress('seed', PEOPLE, () => imported.count, end);
  const started = Date.now();
  const spacing = 1000 / SEED_RATE;
  const first = started - PEOPLE * spacing;
  let next = 0;
  let failed = 0;
  const worker = async () => {
    for (let n = next++; n < PEOPLE && Date.now() < end; n = next++) {
      const p = person(n, companyId, tag.id);
      const at = new Date(Math.floor(first + n * spacing));
      const id = idAt(at.getTime());
      const tagged = 'tagIds' in p;
      try {
        await people.insert({
          id,
          organizationId: big.id,
          name: p.name,
          email: p.email,
          phone: p.phone,
          externalId: p.externalId,
          companyId: p.companyId ?? null,
          channel: null,
          customFields: {},
          createdAt: at,
          updatedAt: at,
          tags: tagged ? [{ id: tag.id, name: tag.name, color: tag.color }] : [],
        });
        if (tagged)
          await tags.insertLink({
            id: newId(),
            organizationId: big.id,
            personId: id,
            tagId: tag.id,
            createdAt: at,
          });
      } catch (err) {
        if (!failed++) fail(`seed: ${(err as Error).message}`);
        continue;
      }
      imported.ids[n] = id;
      imported.count++;
      if (p.companyId) imported.withCompany++;
      if (tagged) imported.tagged++;
    }
  };
  try {
    await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  } finally {
    stopProgress();
    await connection.close();
  }
  const elapsed = secondsSince(started);
  section(1, [
    `Seeded (BENCH_SEED=1, no import through the API): ${int(imported.count)} of ${int(PEOPLE)} people into organization ${big.id} through contacts' store layer in ${duration(elapsed)} (${int(imported.count / elapsed)}/s), ids spaced as an import at ${int(SEED_RATE)} people/s; with companyId C / tagged T: ${int(imported.withCompany)} / ${int(imported.tagged)}${failed ? `; ${int(failed)} failed` : ''}`,
  ]);
  if (imported.count < PEOPLE)
    fail(`seed: ${int(PEOPLE - imported.count)} of ${int(PEOPLE)} people not written`);
  return imported;
}

/**
 * With BENCH_SEED=1 the companies phase writes its companies through companies' own store layer
 * (MongoCompanyRepository: directory entries, partitions, search grams), ids spaced as creates at
 * SEED_RATE per second that ended now. Adds to `created` the n of each company written.
 */
export async function seedCompanies(
  organizationId: string,
  created: Set<number>,
  end: number,
): Promise<void> {
  const connection = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, 'rapport_companies');
  const companies = new MongoCompanyRepository(registerCompanyModels(connection, { slots: PAST_RECORDS }));
  const spacing = 1000 / SEED_RATE;
  const first = Date.now() - COMPANIES * spacing;
  let next = 0;
  let failed = 0;
  const worker = async () => {
    for (let n = next++; n < COMPANIES && Date.now() < end; n = next++) {
      const at = new Date(Math.floor(first + n * spacing));
      const outcome = await companies
        .insert({
          id: idAt(at.getTime()),
          organizationId,
          ...company(n),
          description: null,
          industry: null,
          size: null,
          website: null,
          city: null,
          state: null,
          country: null,
          categories: [],
          customFields: {},
          createdAt: at,
          updatedAt: at,
        })
        .catch((err: Error) => err);
      if (outcome === 'inserted') created.add(n);
      else if (!failed++) fail(`companies seed: ${outcome instanceof Error ? outcome.message : outcome}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  } finally {
    await connection.close();
  }
}

/** What a reused organization (BENCH_ORG) holds: company C, tag T, its people. */
export interface Existing {
  companyId: string;
  tagId: string;
  imported: Imported;
}

/**
 * The organization an earlier run filled: company C (named `Company C`), tag T, and every person, the
 * imported ones (externalId `<mark>-<n>`) by n, the others (an earlier export's churn) apart.
 */
export async function existingOrganization(organizationId: string): Promise<Existing> {
  const url = process.env.MONGO_URL ?? DEFAULTS.MONGO_URL;
  const companies = await connectMongo(url, 'rapport_companies');
  let companyId: string | undefined;
  try {
    const found = await companies
      .collection('companies')
      .findOne({ organizationId, name: 'Company C' }, { projection: { _id: 1 } });
    companyId = found?._id as unknown as string | undefined;
  } finally {
    await companies.close();
  }
  const connection = await connectMongo(url, 'rapport_contacts');
  try {
    const models = registerModels(connection);
    const tag = await models.Tags.findOne({ organizationId, nameKey: 't' }).lean<{ _id: string }>();
    if (!companyId || !tag) throw new Error(`BENCH_ORG=${organizationId}: no company "Company C" or tag "T"`);
    const imported: Imported = { ids: [], count: 0, withCompany: 0, tagged: 0, lost: 0, others: [] };
    const started = Date.now();
    const cursor = models.People.collection.find(
      { organizationId },
      { projection: { _id: 1, externalId: 1, companyId: 1, tags: 1 }, batchSize: 10_000 },
    );
    for await (const raw of cursor) {
      const doc = raw as unknown as Pick<PersonDoc, '_id' | 'externalId' | 'companyId' | 'tags'>;
      const match = /^(.+)-(\d+)$/.exec(doc.externalId ?? '');
      if (match && (imported.mark ?? match[1]) === match[1]) {
        imported.mark = match[1]!;
        imported.ids[Number(match[2])] = doc._id;
      } else imported.others!.push(doc._id);
      imported.count++;
      if (doc.companyId === companyId) imported.withCompany++;
      if (doc.tags?.some((t) => t.id === tag._id)) imported.tagged++;
      if (imported.count % 100_000 === 0)
        process.stderr.write(`  reading the organization's people: ${int(imported.count)}\n`);
    }
    state.notes.push(
      `Organization ${organizationId} reused (BENCH_ORG): ${int(imported.count)} people (${int(imported.count - imported.others!.length)} imported by run ${imported.mark ?? '—'}, ${int(imported.others!.length)} others), ${int(imported.withCompany)} in company C, ${int(imported.tagged)} tagged T; read in ${duration(secondsSince(started))}.`,
    );
    return { companyId, tagId: tag._id, imported };
  } finally {
    await connection.close();
  }
}
