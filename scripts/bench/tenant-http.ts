// HTTP and statistics helpers of the tenant benchmark (tenant.bench.ts): one request with a timeout
// that never throws, counts of answers by status, percentiles, a sequential sampler bounded by a
// deadline and an open-loop sampler at a fixed rate. Every URL is the private stack's, on loopback.

/** What one request came to: an HTTP status, or `timeout` / `error` (no answer), or `cut` (budget). */
export type Status = number | 'timeout' | 'error' | 'cut';

export interface Outcome {
  status: Status;
  ms: number;
  /** The parsed JSON body (or the text when it is not JSON); undefined without an answer. */
  body: unknown;
  headers?: Headers;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  json?: unknown;
  headers?: Record<string, string>;
  /** The client gives up after this long: status `timeout`. */
  timeoutMs: number;
  /** Aborted when a phase's budget ends: status `cut` (not a failure of the API). */
  signal?: AbortSignal;
  redirect?: 'manual' | 'follow';
  /** Form body (urlencoded) instead of JSON. */
  form?: string;
}

/** One request; never throws. */
export async function request(url: string, options: RequestOptions): Promise<Outcome> {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = options.form;
  }
  const timeout = AbortSignal.timeout(Math.max(1, Math.ceil(options.timeoutMs)));
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    const res = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal,
      redirect: options.redirect ?? 'follow',
    });
    const text = await res.text();
    let parsed: unknown = text;
    if (res.headers.get('content-type')?.includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        // a body that says JSON and is not: keep the text
      }
    }
    return { status: res.status, ms: performance.now() - started, body: parsed, headers: res.headers };
  } catch {
    const ms = performance.now() - started;
    if (options.signal?.aborted) return { status: 'cut', ms, body: undefined };
    return { status: timeout.aborted ? 'timeout' : 'error', ms, body: undefined };
  }
}

export const isOk = (status: Status) => typeof status === 'number' && status >= 200 && status < 300;
export const isServerFailure = (status: Status) =>
  status === 'timeout' || status === 'error' || (typeof status === 'number' && status >= 500);

/** Counts by key (statuses), in first-seen order. */
export class Tally {
  readonly counts = new Map<string, number>();

  add(key: Status | string, n = 1): void {
    const k = String(key);
    this.counts.set(k, (this.counts.get(k) ?? 0) + n);
  }

  get(key: Status | string): number {
    return this.counts.get(String(key)) ?? 0;
  }

  merge(other: Tally): void {
    for (const [k, n] of other.counts) this.add(k, n);
  }

  /** The count of keys that are no 2xx status (`cut` excluded: the benchmark's own budget). */
  failures(): number {
    let n = 0;
    for (const [k, count] of this.counts) if (!/^2\d\d$/.test(k) && k !== 'cut') n += count;
    return n;
  }

  /** Keys that count as a failure of the API: 5xx, timeouts, connection errors. */
  serverFailures(): number {
    let n = 0;
    for (const [k, count] of this.counts)
      if (/^5\d\d$/.test(k) || k === 'timeout' || k === 'error') n += count;
    return n;
  }

  /** `none`, or e.g. `504×3, timeout×1` (2xx and `cut` left out). */
  nonOk(): string {
    const parts = [...this.counts]
      .filter(([k]) => !/^2\d\d$/.test(k) && k !== 'cut')
      .map(([k, n]) => `${k}×${n}`);
    return parts.length ? parts.join(', ') : 'none';
  }

  toString(): string {
    return [...this.counts].map(([k, n]) => `${k}×${n}`).join(', ') || '—';
  }
}

/** Nearest-rank percentile of sorted values; NaN when there are none. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export const ms = (value: number) =>
  Number.isNaN(value) ? '—' : value >= 100 ? value.toFixed(0) : value.toFixed(1);
export const int = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en') : '—');
export const ratio = (a: number, b: number) =>
  Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : '—';

/** A row of latencies: answered requests only (`cut` ones are left out and counted apart). */
export class Sample {
  readonly latencies: number[] = [];
  readonly statuses = new Tally();
  /** Answers whose content was wrong (the check of the row failed), with the first reason. */
  wrong = 0;
  firstWrong = '';
  cut = 0;

  constructor(readonly label: string) {}

  record(outcome: Outcome, problem?: string | null): void {
    if (outcome.status === 'cut') {
      this.cut++;
      return;
    }
    this.statuses.add(outcome.status);
    this.latencies.push(outcome.ms);
    if (problem) {
      this.wrong++;
      if (!this.firstWrong) this.firstWrong = problem;
    }
  }

  get n(): number {
    return this.latencies.length;
  }

  p(q: number): number {
    return percentile(
      [...this.latencies].sort((a, b) => a - b),
      q,
    );
  }
}

/** The problem `check` finds in a 2xx answer (one it throws on counts as a problem too). */
export function checked(outcome: Outcome, check?: (body: unknown) => string | null): string | null {
  if (!isOk(outcome.status) || !check) return null;
  try {
    return check(outcome.body);
  } catch (err) {
    return `unexpected answer (${(err as Error).message})`;
  }
}

export interface Probe {
  url: string;
  /** null when the answer is right; otherwise why not. Called for 2xx answers only. */
  check?: (body: unknown) => string | null;
}

/**
 * `count` requests one after the other (fewer when `until` comes first; the request running then is
 * cut), each built by `probe(i)`.
 */
export async function sequential(
  sample: Sample,
  count: number,
  until: number,
  token: string,
  timeoutMs: number,
  probe: (i: number) => Probe,
): Promise<Sample> {
  for (let i = 0; i < count && Date.now() < until; i++) {
    const { url, check } = probe(i);
    const outcome = await request(url, {
      token,
      timeoutMs,
      signal: AbortSignal.timeout(Math.max(1, Math.ceil(until - Date.now()))),
    });
    sample.record(outcome, checked(outcome, check));
  }
  return sample;
}

/**
 * Requests at `perSecond`, started on a clock whatever the answers take (at most `maxInFlight` at
 * once; a tick with that many still running is counted as skipped). `stop()` waits for those running.
 */
export function openLoop(
  perSecond: number,
  maxInFlight: number,
  fire: (i: number) => Promise<void>,
): { stop: () => Promise<void>; skipped: () => number } {
  let i = 0;
  let skipped = 0;
  const running = new Set<Promise<void>>();
  const timer = setInterval(
    () => {
      if (running.size >= maxInFlight) {
        skipped++;
        return;
      }
      const p = fire(i++)
        .catch((err: Error) => {
          process.stderr.write(`  open loop: ${err.message}\n`);
        })
        .finally(() => running.delete(p));
      running.add(p);
    },
    Math.max(1, Math.round(1000 / perSecond)),
  );
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.allSettled([...running]);
    },
    skipped: () => skipped,
  };
}

/** A markdown table. */
export function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}
