import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Logger, requestContext } from '@rapport/platform';
import express, { type Express, type Router } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { pinoHttp } from 'pino-http';
import type { Authenticator } from './auth/authenticate';
import type { GatewayClients } from './clients/clients';
import { createDocs } from './docs/docs.router';
import { errorHandler, notFoundHandler } from './errors/error.middleware';
import { envelope } from './errors/http-error';
import type { Metrics } from './metrics';
import { buildOpenApi } from './openapi/openapi';
import type { TokenRateLimiter } from './rate-limit/rate-limiter';
import { allRoutes } from './routes';
import { EMAIL_PUBLIC_OPERATIONS, emailPublicRouter } from './routes/email.public';
import { registerRoutes } from './routes/register';
import type { RouteLimits, RouteSpec } from './routes/route';

export interface AppDeps {
  clients: GatewayClients;
  authenticator: Authenticator;
  metrics: Metrics;
  /** True once SIGTERM arrived: readiness answers 503 so traffic moves elsewhere. */
  draining: () => boolean;
  logger: Logger;
  deadlineMs: number;
  messagingHttpAddr: string;
  trustProxy: number;
  routes?: RouteSpec[];
  /** The dashboard (gateway/src/dashboard, decision 0015), mounted under /dashboard. */
  dashboard?: Router;
  /** Limits the routes without a token per client address. */
  publicLimit: { limiter: TokenRateLimiter; perMinute: number };
  /** Limits handlers apply themselves (held-open reads per token). */
  limits: RouteLimits;
}

const REQUEST_ID = /^[\w.-]{1,128}$/;
/** Every answer: no content sniffing, and nothing an intermediary may store (answers carry tenant data). */
const SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' };

export function createApp(deps: AppDeps): Express {
  const routes = deps.routes ?? allRoutes;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy);
  app.set('query parser', 'simple');

  // Request id on every request and in every log line of it (req.log).
  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
      // One short line per request (no headers, so no credentials and little to serialize).
      wrapSerializers: false,
      serializers: {
        req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  // The request id (and with tracing on, the request's span) holds for all the request does: every
  // log line, its gRPC calls and the events they publish.
  app.use(requestContext);
  app.use(deps.metrics.middleware);
  app.use((_req, res, next) => {
    res.set(SECURITY_HEADERS);
    // While draining, every answer lets go of its connection so clients reconnect elsewhere.
    if (deps.draining()) res.set('Connection', 'close');
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Ready while the process takes traffic: it serves without Redis (in-memory fallbacks) and answers
  // 503 per request for a service that is down, so neither takes it out of rotation. Names nothing.
  app.get('/readyz', (_req, res) => {
    if (deps.draining()) res.status(503).json(envelope(503, 'shutting down'));
    else res.json({ status: 'ready' });
  });
  const openapi = buildOpenApi(routes, EMAIL_PUBLIC_OPERATIONS);
  app.get('/v1/openapi.json', (_req, res) => {
    res.json(openapi);
  });
  // The API reference page over that document (issue 17).
  app.use('/docs', createDocs());

  // Webhooks keep their raw body (signatures are computed over it), so they bypass the JSON parser.
  app.use(
    '/webhooks',
    createProxyMiddleware({
      target: `http://${deps.messagingHttpAddr}/webhooks`,
      changeOrigin: false,
      xfwd: true,
      proxyTimeout: deps.deadlineMs,
      on: {
        error: (_err, _req, res) => {
          if ('writeHead' in res && !res.headersSent) {
            res.writeHead(503, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify(envelope(503, 'the messaging service is unavailable')));
          }
        },
      },
    }),
  );

  // Dashboard (issue 14): its own form parser, sessions, CSRF and error pages.
  if (deps.dashboard) app.use('/dashboard', deps.dashboard);

  // Email routes without a token (one-click unsubscribe, issue 28): before the JSON parser.
  app.use(emailPublicRouter(deps.clients, deps.deadlineMs, deps.publicLimit));

  app.use(express.json({ limit: '1mb', strict: true }));
  registerRoutes(app, routes, deps);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
