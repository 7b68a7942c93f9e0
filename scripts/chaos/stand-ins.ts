// The providers of the chaos run, on loopback: an SMTP server and a Meta Graph API stand-in. Both keep
// what they got the moment it arrives and answer only after a delay, so a worker killed in between
// leaves a message the provider has but the worker never recorded (the case of `unknown`).
import { createServer, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';
import type { Json } from './load';

export interface Arrival {
  at: number;
  key: string;
}

/** Counts of arrivals per key, and their times. */
class Arrivals {
  readonly list: Arrival[] = [];
  readonly counts = new Map<string, number>();
  pending = 0;

  add(keys: string[]): void {
    const at = Date.now();
    for (const key of keys) {
      this.list.push({ at, key });
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    }
  }

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** Keys that arrived more than once, among `keys` (all keys when omitted). */
  duplicates(keys?: Iterable<string>): string[] {
    const pool = keys ? [...keys] : [...this.counts.keys()];
    return [...new Set(pool)].filter((k) => this.count(k) > 1);
  }

  firstAfter(at: number): number | null {
    return this.list.find((a) => a.at > at)?.at ?? null;
  }
}

/**
 * SMTP on loopback: stores each message (its Message-ID and its recipients) when its data has
 * arrived, then answers 250 after `delayMs`.
 */
export class SlowSmtp {
  readonly byMessageId = new Arrivals();
  readonly byRecipient = new Arrivals();
  private server: SMTPServer | null = null;
  port = 0;

  constructor(private readonly delayMs: number) {}

  get pending(): number {
    return this.byMessageId.pending;
  }

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString();
          const headerEnd = raw.indexOf('\r\n\r\n');
          const headers = (headerEnd >= 0 ? raw.slice(0, headerEnd) : raw).replace(/\r\n[ \t]+/g, ' ');
          const messageId = /^message-id:\s*(\S+)/im.exec(headers)?.[1] ?? '';
          // Rapport's Message-IDs are `<send id@domain>`: kept by the send id.
          this.byMessageId.add([messageId.replace(/^<|>$/g, '').replace(/@.*$/, '')]);
          this.byRecipient.add(session.envelope.rcptTo.map((r) => r.address.toLowerCase()));
          this.byMessageId.pending++;
          setTimeout(() => {
            this.byMessageId.pending--;
            callback(null);
          }, this.delayMs);
        });
      },
    });
    this.server.on('error', () => undefined);
    this.port = await new Promise<number>((resolve) =>
      this.server!.listen(0, '127.0.0.1', () =>
        resolve((this.server!.server.address() as { port: number }).port),
      ),
    );
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/**
 * Meta's Graph API on loopback: `POST /<version>/<account id>/messages` with a WhatsApp text, kept by
 * its text the moment it arrives, answered 200 with a message id after `delayMs`.
 */
export class SlowGraph {
  readonly byText = new Arrivals();
  private server: Server | null = null;
  private sequence = 0;
  url = '';

  constructor(private readonly delayMs: number) {}

  get pending(): number {
    return this.byText.pending;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => {
        raw += c.toString();
      });
      req.on('end', () => {
        let body: Json = null;
        try {
          body = JSON.parse(raw);
        } catch {
          // answered 400 below
        }
        const text: unknown = body?.text?.body ?? body?.message?.text;
        if (req.method !== 'POST' || !/^\/v\d+\.\d+\/[\w.-]+\/messages$/.test(req.url ?? '') || !text) {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'Invalid parameter', code: 100 } }));
          return;
        }
        this.byText.add([String(text)]);
        this.byText.pending++;
        const id = `wamid.chaos${++this.sequence}`;
        setTimeout(() => {
          this.byText.pending--;
          if (res.destroyed) return;
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              messaging_product: 'whatsapp',
              contacts: [{ input: body.to, wa_id: body.to }],
              messages: [{ id }],
            }),
          );
        }, this.delayMs);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
