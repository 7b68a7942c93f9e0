import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Logger } from '@rapport/platform';
import { AddressLimiter, clientAddress } from './address-limiter';
import { sameSecret } from './meta-signature';
import type { MetaWebhookHandler } from './meta-webhook.handler';

const MAX_BODY_BYTES = 1024 * 1024;
/**
 * POST /webhooks/meta per client address and minute, per instance. Meta delivers from a pool of
 * addresses, in batches: 10 a second from one address is far above what a busy number needs.
 */
export const WEBHOOK_RATE_PER_MINUTE = 600;

export interface RunningHttpServer {
  /** `host:port` actually bound (a free port when asked for port 0). */
  addr: string;
  stop(graceMs: number): Promise<void>;
}

class TooLarge extends Error {}

/** The raw bytes: signatures are computed over them, so nothing may parse or re-encode the body first. */
async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new TooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const envelope = (statusCode: number, message: string) => ({ statusCode, message });

/**
 * The webhook HTTP server (the gateway proxies `/webhooks/*` here). Plain node:http: two routes,
 * and the raw body must reach the signature check untouched.
 */
export async function startWebhookServer(options: {
  addr: string;
  handler: MetaWebhookHandler;
  verifyToken: string | undefined;
  /** POST /webhooks/meta requests per client address and minute (default WEBHOOK_RATE_PER_MINUTE). */
  ratePerMinute?: number;
  logger: Logger;
}): Promise<RunningHttpServer> {
  const { handler, verifyToken, logger } = options;
  const limiter = new AddressLimiter(options.ratePerMinute ?? WEBHOOK_RATE_PER_MINUTE);
  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://webhooks.local');
    if (url.pathname === '/healthz' && req.method === 'GET') return send(res, 200, { status: 'ok' });
    if (url.pathname !== '/webhooks/meta')
      return send(res, 404, envelope(404, `Cannot ${req.method} ${url.pathname}`));
    if (req.method === 'GET') {
      // Meta's subscription handshake: echo the challenge only to someone who knows our verify token.
      const mode = url.searchParams.get('hub.mode');
      const token = url.searchParams.get('hub.verify_token') ?? '';
      const challenge = url.searchParams.get('hub.challenge') ?? '';
      if (verifyToken && mode === 'subscribe' && sameSecret(token, verifyToken)) {
        return send(res, 200, challenge, 'text/plain');
      }
      return send(res, 403, envelope(403, 'verification failed'));
    }
    if (req.method !== 'POST') return send(res, 405, envelope(405, 'method not allowed'));
    // Before the body is read: a flood costs a map lookup per request.
    const retryAfter = limiter.take(clientAddress(req));
    if (retryAfter !== null) {
      res.setHeader('retry-after', String(retryAfter));
      req.resume();
      return send(res, 429, envelope(429, 'too many webhook requests from this address'));
    }
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (err) {
      if (err instanceof TooLarge) return send(res, 413, envelope(413, 'request body is larger than 1 MiB'));
      throw err;
    }
    const result = await handler.handle(body, req.headers['x-hub-signature-256'] as string | undefined);
    return send(res, result.status, result.body);
  };

  const server: Server = createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      logger.error(
        { err, path: req.url },
        'webhook handling failed: answering 500 so the provider redelivers',
      );
      if (!res.headersSent) send(res, 500, envelope(500, 'internal server error'));
      else res.destroy();
    });
  });
  server.headersTimeout = 15_000;
  server.requestTimeout = 30_000;
  const [host, port] = splitAddr(options.addr);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = server.address();
  const addr = `${host}:${typeof bound === 'object' && bound ? bound.port : port}`;
  logger.info({ addr }, 'webhook HTTP server listening');
  return {
    addr,
    stop: async (graceMs) => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearTimeout(timer);
    },
  };
}

function splitAddr(addr: string): [string, number] {
  const at = addr.lastIndexOf(':');
  return [addr.slice(0, at).replace(/^\[|\]$/g, ''), Number(addr.slice(at + 1))];
}
