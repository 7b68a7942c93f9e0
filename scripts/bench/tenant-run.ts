// What every part of the tenant benchmark (tenant.bench.ts) shares: the knobs, the time budget and its
// phases, what the run found so far (printed by the report whatever happens), the people and companies
// it creates, and the organizations it makes through identity's gRPC.
import * as grpc from '@grpc/grpc-js';
import { identityProto, type Output, type ServiceClient } from '@rapport/contracts';
import { DEFAULTS, newId, unary } from '@rapport/platform';
import { connectMongo } from '@rapport/platform/mongo';
import type { Proc } from './processes';
import type { Store } from './tenant-memory';

export const PEOPLE = Number(process.env.PEOPLE ?? 1_000_000);
export const COMPANIES = Number(process.env.COMPANIES ?? 100_000);
export const CALLS = Number(process.env.BENCH_CALLS ?? 4);
export const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 90 * 60_000);
/** The gateway's own default deadline: no request may need more because an organization is large. */
export const GRPC_DEADLINE_MS = Number(process.env.BENCH_GRPC_DEADLINE_MS ?? 5_000);
/** The client gives up on a request this long after the gateway's own deadline. */
export const REQUEST_TIMEOUT_MS = GRPC_DEADLINE_MS + 30_000;
export const BATCH = 100;
/** Attempts of a batch call that failed (5xx, no answer), with 1, 2, 4, 8 s between them. */
export const BATCH_ATTEMPTS = 5;
/** The raw insertMany yardstick: 50,000 documents, fewer for a small run (at least 5,000). */
export const RAW_DOCS = Math.min(50_000, Math.max(5_000, PEOPLE));
export const RAW_CHUNK = 1_000;
export const NEIGHBOUR_PEOPLE = 1_000;
export const QUIET_SAMPLES = 50;
/** Requests per row of reads (sequential). */
export const SAMPLES = 30;
export const DASHBOARD_LOADS = 20;
export const SAMPLER_PER_SECOND = 5;
export const CHURN_PER_SECOND = 20;
export const COMPANY_CALLS = 8;
export const EXPORT_PAGE = 100;
/**
 * `BENCH_ORG=<organization id>`: measure an organization an earlier run filled instead of importing
 * one (its token, company C, tag T and people are found in the store; `SKIP=import` is implied).
 */
export const REUSE_ORG = process.env.BENCH_ORG?.trim() || null;
/**
 * `BENCH_COMPANIES_ORG=<id>`: the companies phase searches this organization, filled by an earlier
 * run with all of its COMPANIES companies (its findings name it), instead of creating them.
 */
export const REUSE_COMPANIES_ORG = process.env.BENCH_COMPANIES_ORG?.trim() || null;
/**
 * `BENCH_SEED=1`: the import phase writes the people through contacts' store layer (the repositories
 * the service writes with: directory entries, partitions, tag links) instead of the REST API, with ids
 * spaced as an import at `BENCH_SEED_RATE` people/s (444: the API's rate at a million) would have
 * made them, so the partitions hold what an import leaves; the companies phase likewise writes its
 * companies through companies' store layer (partitions, search grams). For read measurements only: it
 * measures no ingestion, publishes no events, writes no outbox.
 */
export const SEED = process.env.BENCH_SEED === '1';
export const SEED_RATE = Number(process.env.BENCH_SEED_RATE ?? 444);

/** Phases in the order they run, with their share of the time left after the setup. */
export const PHASES = [
  ['raw', 0.03],
  ['neighbour', 0.03],
  ['companies', 0.12],
  ['import', 0.45],
  ['reads', 0.1],
  ['dashboard', 0.04],
  ['export', 0.15],
  ['deep', 0.03],
  ['segments', 0.03],
  ['final', 0.02],
] as const;
export type Phase = (typeof PHASES)[number][0];

export const SKIP = new Set(
  (process.env.SKIP ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

export const startedAt = Date.now();
export const deadline = startedAt + TIMEOUT_MS;
/** The time the phases share: from the end of the setup (infra, stack, organizations) to the deadline. */
let phasesSpan = TIMEOUT_MS;
export function setupDone(): void {
  phasesSpan = Math.max(0, deadline - Date.now());
}

/**
 * A phase may run until the time the phases after it are owed (their shares of what was left after
 * the setup); what earlier phases did not use is the current one's.
 */
export function phaseEnd(phase: Phase): number {
  const index = PHASES.findIndex(([name]) => name === phase);
  const later = PHASES.slice(index + 1).reduce((sum, [, share]) => sum + share, 0);
  return Math.floor(deadline - later * phasesSpan);
}

/** Whether a phase runs: not skipped, and time left; a phase that gets no time is a failure. */
export function runs(phase: Phase): boolean {
  if (SKIP.has(phase)) return false;
  if (Date.now() < phaseEnd(phase)) return true;
  fail(`phase ${phase}: no time left for it (BENCH_TIMEOUT_MS)`);
  return false;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const secondsSince = (fromMs: number) => (Date.now() - fromMs) / 1000;
export function duration(s: number): string {
  if (s < 59.95) return `${s.toFixed(1)}s`;
  const whole = Math.round(s);
  if (whole < 3600) return `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`;
  return `${Math.floor(whole / 3600)}h${String(Math.floor((whole % 3600) / 60)).padStart(2, '0')}m`;
}

/** This run's mark in emails and externalIds. */
export const run = newId().slice(-8);

/**
 * What the run found so far. Sections are numbered as the brief's phases (1 ingestion … 7 memory);
 * a phase that is running keeps a renderer in `live`, so an interrupted run still prints it.
 */
export const state = {
  notes: [] as string[],
  failures: [] as string[],
  sections: new Map<number, string[]>(),
  live: new Map<number, () => string[]>(),
};
export const section = (n: number, lines: string[]) =>
  state.sections.set(n, [...(state.sections.get(n) ?? []), ...lines]);
export function fail(what: string): void {
  state.failures.push(what);
  process.stderr.write(`  FAILURE: ${what}\n`);
}

export interface Stack {
  env: NodeJS.ProcessEnv;
  url: string;
  procs: Proc[];
  store: Store;
}

export interface Tenant {
  id: string;
  slug: string;
  token: string;
}

/** An organization (rate limit far above anything the run sends) and a token with `scopes`. */
export async function tenant(identityAddr: string, label: string, scopes: string[]): Promise<Tenant> {
  const identity: ServiceClient<'identity'> = new (identityProto().rapport.identity.v1.IdentityService)(
    identityAddr,
    grpc.credentials.createInsecure(),
  );
  try {
    const call = { deadlineMs: 10_000 };
    const slug = `bench-tenant-${label}-${newId().slice(-12)}`;
    const org = await unary<Output<'identity', 'CreateOrganizationResponse'>>(call, (md, o, cb) =>
      identity.createOrganization(
        { name: slug, slug, plan: 'PLAN_PRO', rateLimitPerMinute: 100_000_000 },
        md,
        o,
        cb,
      ),
    );
    return { id: org.organization!.id, slug, token: await newToken(identity, slug, scopes) };
  } finally {
    identity.close();
  }
}

async function newToken(identity: ServiceClient<'identity'>, slug: string, scopes: string[]) {
  const token = await unary<Output<'identity', 'CreateTokenResponse'>>({ deadlineMs: 10_000 }, (md, o, cb) =>
    identity.createToken({ organizationSlug: slug, name: 'bench', scopes }, md, o, cb),
  );
  return token.value;
}

/** The organization `id` an earlier run made (its slug from identity's store), with a new token. */
export async function existingTenant(identityAddr: string, id: string, scopes: string[]): Promise<Tenant> {
  const connection = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, 'rapport_identity');
  let slug: string | undefined;
  try {
    const org = await connection.collection('organizations').findOne({ _id: id as never });
    slug = org?.slug as string | undefined;
  } finally {
    await connection.close();
  }
  if (!slug) throw new Error(`BENCH_ORG=${id}: no such organization in rapport_identity`);
  const identity: ServiceClient<'identity'> = new (identityProto().rapport.identity.v1.IdentityService)(
    identityAddr,
    grpc.credentials.createInsecure(),
  );
  try {
    return { id, slug, token: await newToken(identity, slug, scopes) };
  } finally {
    identity.close();
  }
}

/** Whether person n of the import is tagged T (every tenth). */
export const isTaggedT = (n: number) => n % 10 === 5;

/**
 * Person n of the import: every tenth (n % 10 = 0) of company C, every tenth (`isTaggedT`) tagged T.
 * `mark` is the run that imported it (this one, or the one that filled a reused organization).
 */
export const person = (n: number, companyId: string, tagId: string, mark = run) => ({
  name: `Person ${n}`,
  phone: `+1${String(n).padStart(10, '0')}`,
  email: `p${n}-${mark}@tenant.example`,
  externalId: `${mark}-${n}`,
  ...(n % 10 === 0 ? { companyId } : {}),
  ...(isTaggedT(n) ? { tagIds: [tagId] } : {}),
});

const WORDS = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Wonka', 'Tyrell', 'Hooli'];
export const SUFFIXES = ['Labs', 'Systems', 'Group', 'Partners'];
export const TLDS = ['com', 'io', 'net'];
/** Company n: `Acme Labs 0`, `acme-0.com`; names and domains cycle so searches match known shares. */
export const company = (n: number) => {
  const word = WORDS[n % WORDS.length]!;
  return {
    name: `${word} ${SUFFIXES[n % SUFFIXES.length]} ${n}`,
    domain: `${word.toLowerCase()}-${n}.${TLDS[n % TLDS.length]}`,
  };
};
/** The one company a rare search finds. */
export const RARE = { name: 'Quixotic Zephyr Works', domain: `quixotic-zephyr-${run}.org` };

export interface PersonRow {
  id: string;
  companyId: string | null;
  tags: { id: string }[];
}
export interface Page<T = PersonRow> {
  data: T[];
  nextCursor: string | null;
}
export const pageOf = <T = PersonRow>(body: unknown) => body as Page<T>;

/** What the import created: the id of person n (undefined where none was created). */
export interface Imported {
  ids: (string | undefined)[];
  count: number;
  withCompany: number;
  tagged: number;
  /** People whose calls failed every attempt (they may exist all the same: a 504 is no rollback). */
  lost: number;
  /** The run whose emails and externalIds these people have (person()'s `mark`); this one's if absent. */
  mark?: string;
  /**
   * Other people of a reused organization (an earlier export's churn): in the list like the imported
   * ones, so the export must show each of them exactly once too.
   */
  others?: string[];
}

/** Progress to stderr every 5 s: count, the rate of the last 5 s, the ETA at that rate. */
export function progress(label: string, total: number, count: () => number, budgetEnd: number) {
  const started = Date.now();
  let last = { at: started, n: 0 };
  const timer = setInterval(() => {
    const now = Date.now();
    const n = count();
    const rate = ((n - last.n) * 1000) / Math.max(1, now - last.at);
    const overall = (n * 1000) / Math.max(1, now - started);
    const eta = rate > 0 ? duration((total - n) / rate) : '—';
    const left = duration(Math.max(0, budgetEnd - now) / 1000);
    const fmt = (v: number) => Math.round(v).toLocaleString('en');
    process.stderr.write(
      `  ${label}: ${fmt(n)} / ${fmt(total)} (${((n / Math.max(1, total)) * 100).toFixed(1)}%), ${fmt(rate)}/s now, ${fmt(overall)}/s overall, ETA ${eta} (its time budget ends in ${left})\n`,
    );
    last = { at: now, n };
  }, 5_000);
  return () => clearInterval(timer);
}
