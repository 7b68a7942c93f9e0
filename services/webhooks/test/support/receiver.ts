import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
  at: number;
}

/**
 * A webhook receiver on loopback: records every request by path and answers the statuses queued
 * for its path (200 once the queue is empty, or the path's fixed status).
 */
export class Receiver {
  readonly requests: ReceivedRequest[] = [];
  private readonly scripts = new Map<string, number[]>();
  private readonly fixed = new Map<string, number>();
  private readonly held = new Map<string, { arrived: () => void; answer: Promise<void> }>();
  private server!: http.Server;
  url = '';

  static async start(): Promise<Receiver> {
    const receiver = new Receiver();
    receiver.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '/';
        receiver.requests.push({
          path,
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
          at: Date.now(),
        });
        const status = receiver.scripts.get(path)?.shift() ?? receiver.fixed.get(path) ?? 200;
        const held = receiver.held.get(path);
        receiver.held.delete(path);
        held?.arrived();
        void (held?.answer ?? Promise.resolve()).then(() =>
          res.writeHead(status, { 'Content-Type': 'text/plain' }).end(String(status)),
        );
      });
    });
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
    return receiver;
  }

  /** The next requests to `path` answer these statuses, in order. */
  script(path: string, statuses: number[]): void {
    this.scripts.set(path, [...statuses]);
  }

  /** Every request to `path` answers `status`. */
  always(path: string, status: number): void {
    this.fixed.set(path, status);
  }

  /**
   * The next request to `path` is answered only once `answer()` is called: `arrived` settles when it
   * came, so a test can act while the attempt is in flight.
   */
  hold(path: string): { arrived: Promise<void>; answer: () => void } {
    let arrived!: () => void;
    let answer!: () => void;
    const came = new Promise<void>((resolve) => (arrived = resolve));
    this.held.set(path, { arrived, answer: new Promise<void>((resolve) => (answer = resolve)) });
    return { arrived: came, answer };
  }

  on(path: string): ReceivedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export { eventually } from '@rapport/testkit';
