// Load from the chaos script: clients with one keep-alive connection each, every answer (or
// connection-level error, as its code) recorded with its time, so a scenario can say which codes
// clients saw and when requests succeeded again.
import http from 'node:http';

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies of the API and the providers, read field by field.
export type Json = any;

export interface Answer {
  /** HTTP status, or the error code of a connection-level failure (ECONNRESET, ECONNREFUSED, TIMEOUT). */
  status: number | string;
  body: Json;
}

/** One client: one keep-alive connection through the load balancer. */
export class Client {
  /** Answers that said `Connection: close` (a draining gateway), over all clients. */
  static closesSeen = 0;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    private readonly port: number,
    private readonly token: string,
    private readonly timeoutMs = 20_000,
  ) {}

  request(method: string, path: string, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve) => {
      let settled = false;
      const done = (answer: Answer) => {
        if (!settled) {
          settled = true;
          resolve(answer);
        }
      };
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: {
            authorization: `Bearer ${this.token}`,
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          },
        },
        (res) => {
          if (res.headers.connection === 'close') Client.closesSeen++;
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // not JSON: keep the text
            }
            done({ status: res.statusCode ?? 0, body: parsed });
          });
          res.on('error', (err: NodeJS.ErrnoException) => done({ status: err.code ?? 'ERROR', body: null }));
        },
      );
      req.setTimeout(this.timeoutMs, () => {
        done({ status: 'TIMEOUT', body: null });
        req.destroy();
      });
      req.on('error', (err: NodeJS.ErrnoException) => done({ status: err.code ?? err.message, body: null }));
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

export interface Completion {
  at: number;
  ok: boolean;
}

/** The answers of one scenario: codes per kind of request and every completion's time. */
export class Tally {
  readonly codes = new Map<string, number>();
  /** Answers that were not 2xx, per kind of request: "POST /v1/messages 503" -> count. */
  readonly failures = new Map<string, number>();
  readonly completions: Completion[] = [];

  record(status: number | string, request: string): boolean {
    const ok = typeof status === 'number' && status >= 200 && status < 300;
    const key = String(status);
    this.codes.set(key, (this.codes.get(key) ?? 0) + 1);
    if (!ok) this.failures.set(`${request} ${key}`, (this.failures.get(`${request} ${key}`) ?? 0) + 1);
    this.completions.push({ at: Date.now(), ok });
    return ok;
  }

  /** "201×1200, 503×4" in the order of the codes. */
  codesText(): string {
    return [...this.codes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, n]) => `${code}×${n}`)
      .join(', ');
  }

  /**
   * When clients were served again after `from`: the first success after the last failure, once
   * `quietMs` passed without a failure and at least `minSuccesses` succeeded since. Null until then.
   */
  recoveredAt(from: number, quietMs = 3_000, minSuccesses = 5): number | null {
    const after = this.completions.filter((c) => c.at >= from);
    let lastFailure = from;
    for (const c of after) if (!c.ok) lastFailure = c.at;
    if (Date.now() - lastFailure < quietMs) return null;
    const since = after.filter((c) => c.ok && c.at >= lastFailure);
    if (since.length < minSuccesses) return null;
    return since[0]!.at;
  }

  failuresSince(from: number): number {
    return this.completions.filter((c) => c.at >= from && !c.ok).length;
  }
}

/** `clients` loops calling `op` with a pause between calls, until stop(). */
export class Load {
  private running = true;
  private readonly loops: Promise<void>[] = [];

  constructor(
    clients: number,
    op: (client: number, n: number) => Promise<void>,
    private readonly pauseMs: number,
  ) {
    for (let c = 0; c < clients; c++) {
      this.loops.push(
        (async () => {
          // Spread the clients' starts so they do not march in step.
          await sleep((pauseMs * c) / Math.max(1, clients));
          for (let n = 0; this.running; n++) {
            await op(c, n);
            if (this.running) await sleep(this.pauseMs);
          }
        })(),
      );
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
