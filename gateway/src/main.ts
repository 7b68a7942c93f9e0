import '@rapport/platform/start-tracing'; // first: tracing hooks load before what they instrument
import type { Server, ServerResponse } from 'node:http';
import { createLogger, runProcess } from '@rapport/platform';
import express from 'express';
import { Redis } from 'ioredis';
import { createApp } from './app';
import { Authenticator } from './auth/authenticate';
import { createClients } from './clients/clients';
import { loadConfig } from './config';
import { createDashboard } from './dashboard/dashboard.router';
import { createMetrics } from './metrics';
import { AuthFailureLimiter, TokenRateLimiter } from './rate-limit/rate-limiter';
import { WaitLimiter } from './rate-limit/wait-limiter';

export { loadConfig };

export interface RunningGateway {
  port: number;
  url: string;
  /** Where Prometheus scrapes this gateway (METRICS_ADDR). */
  metricsUrl: string;
  stop(): Promise<void>;
}

const listen = (app: express.Express, port: number, host: string) =>
  new Promise<Server>((resolve) => {
    const server = app.listen(port, host, () => resolve(server));
  });
const portOf = (server: Server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

export async function start(config = loadConfig()): Promise<RunningGateway> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const redis = new Redis(config.REDIS_URL, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
    // The token status and the rate limit of a request leave in one write: one round trip.
    enableAutoPipelining: true,
  });
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  // Without Redis the gateway still serves (in-memory limits, every token verified by identity).
  await redis
    .connect()
    .catch((err: Error) => logger.warn({ err: err.message }, 'redis unreachable at start'));
  const clients = createClients({
    identity: config.IDENTITY_GRPC_ADDR,
    contacts: config.CONTACTS_GRPC_ADDR,
    companies: config.COMPANIES_GRPC_ADDR,
    email: config.EMAIL_GRPC_ADDR,
    messaging: config.MESSAGING_GRPC_ADDR,
    webhooks: config.WEBHOOKS_GRPC_ADDR,
  });
  const rateLimiter = new TokenRateLimiter(redis, config.RATE_LIMIT_WINDOW_SECONDS);
  const authenticator = new Authenticator({
    clients,
    redis,
    rateLimiter,
    failures: new AuthFailureLimiter(redis, config.AUTH_FAILURES_PER_MINUTE),
    logger,
    cacheTtlMs: config.AUTH_CACHE_TTL_MS,
    useFlushMs: config.LAST_USED_FLUSH_MS,
  });
  authenticator.start();
  const metrics = createMetrics();
  let draining = false;
  const app = createApp({
    clients,
    logger,
    authenticator,
    metrics,
    draining: () => draining,
    deadlineMs: config.GRPC_DEADLINE_MS,
    messagingHttpAddr: config.MESSAGING_HTTP_ADDR,
    trustProxy: config.TRUST_PROXY,
    publicLimit: { limiter: rateLimiter, perMinute: config.PUBLIC_REQUESTS_PER_MINUTE },
    limits: { waits: new WaitLimiter(redis, config.CHANGES_WAITS_PER_TOKEN) },
    dashboard: createDashboard({
      clients,
      redis,
      logger,
      deadlineMs: config.GRPC_DEADLINE_MS,
      sessionTtlSeconds: config.DASHBOARD_SESSION_TTL_SECONDS,
      sessionSecret: config.DASHBOARD_SESSION_SECRET,
      signInAttempts: config.DASHBOARD_SIGN_IN_ATTEMPTS,
      // Unset: this gateway on loopback, at the port it listens on (PORT=0 picks one).
      dashboardUrl: () => config.DASHBOARD_URL ?? `http://127.0.0.1:${portOf(server)}/dashboard`,
    }),
  });
  const server = await listen(app, config.PORT, config.HOST);
  const [metricsHost, metricsPort] = splitAddr(config.METRICS_ADDR);
  const metricsServer = await listen(express().get('/metrics', metrics.handler), metricsPort, metricsHost);
  // Answers in progress when the drain starts say `Connection: close` (the app sets it on every
  // answer during the drain), so keep-alive clients (load balancers) let go of their connections.
  const responses = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    responses.add(res);
    res.on('close', () => responses.delete(res));
  });
  server.headersTimeout = 15_000;
  server.requestTimeout = 30_000;
  const port = portOf(server);
  const metricsUrl = `http://${metricsHost}:${portOf(metricsServer)}/metrics`;
  logger.info({ port, metrics: metricsUrl }, 'gateway listening');
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    metricsUrl,
    // Drain: keep answering for SHUTDOWN_DRAIN_MS (readiness 503, `Connection: close`), then stop
    // accepting, let in-flight requests finish within SHUTDOWN_GRACE_MS, and close.
    stop: async () => {
      draining = true;
      for (const res of responses) if (!res.headersSent) res.setHeader('Connection', 'close');
      if (config.SHUTDOWN_DRAIN_MS > 0) {
        logger.info({ ms: config.SHUTDOWN_DRAIN_MS }, 'draining: answering with Connection: close');
        await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(timer);
      metricsServer.close();
      metricsServer.closeAllConnections();
      await authenticator.stop();
      clients.close();
      redis.disconnect();
    },
  };
}

function splitAddr(addr: string): [string, number] {
  const at = addr.lastIndexOf(':');
  return [addr.slice(0, at).replace(/^\[|\]$/g, ''), Number(addr.slice(at + 1))];
}

if (require.main === module) runProcess('gateway', start);
