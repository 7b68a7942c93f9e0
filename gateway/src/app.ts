import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkHealth, type Logger } from '@rapport/platform';
import express, { type Express } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Redis } from 'ioredis';
import { pinoHttp } from 'pino-http';
import type { Authenticator } from './auth/authenticate';
import type { GatewayClients } from './clients/clients';
import { errorHandler, notFoundHandler } from './errors/error.middleware';
import { envelope } from './errors/http-error';
import { createMetrics } from './metrics';
import { buildOpenApi } from './openapi/openapi';
import { allRoutes } from './routes';
import { registerRoutes } from './routes/register';
import type { RouteSpec } from './routes/route';

export interface AppDeps {
  clients: GatewayClients;
  authenticator: Authenticator;
  redis: Redis;
  logger: Logger;
  deadlineMs: number;
  messagingHttpAddr: string;
  trustProxy: number;
  routes?: RouteSpec[];
}

const REQUEST_ID = /^[\w.-]{1,128}$/;

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

  const metrics = createMetrics();
  app.use(metrics.middleware);
  app.get('/metrics', metrics.handler);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const checks: Record<string, boolean> = {};
    const probes = Object.entries(deps.clients.addresses).map(async ([name, addr]) => {
      checks[name] = await checkHealth(addr);
    });
    probes.push(
      deps.redis.ping().then(
        () => {
          checks.redis = true;
        },
        () => {
          checks.redis = false;
        },
      ),
    );
    await Promise.all(probes);
    const ready = Object.values(checks).every(Boolean);
    if (ready) res.json({ status: 'ready', checks });
    else res.status(503).json({ ...envelope(503, 'not ready'), checks });
  });
  const openapi = buildOpenApi(routes);
  app.get('/v1/openapi.json', (_req, res) => {
    res.json(openapi);
  });

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

  app.use(express.json({ limit: '1mb', strict: true }));
  registerRoutes(app, routes, deps);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
