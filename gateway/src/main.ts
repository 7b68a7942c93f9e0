import type { Server, ServerResponse } from 'node:http';
import { createLogger, runProcess } from '@rapport/platform';
import { Redis } from 'ioredis';
import { createApp } from './app';
import { Authenticator } from './auth/authenticate';
import { createClients } from './clients/clients';
import { loadConfig } from './config';

export { loadConfig };

import { TokenRateLimiter } from './rate-limit/rate-limiter';

export interface RunningGateway {
  port: number;
  url: string;
  stop(): Promise<void>;
}

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
  await redis.connect();
  const clients = createClients({
    identity: config.IDENTITY_GRPC_ADDR,
    contacts: config.CONTACTS_GRPC_ADDR,
    companies: config.COMPANIES_GRPC_ADDR,
    email: config.EMAIL_GRPC_ADDR,
    messaging: config.MESSAGING_GRPC_ADDR,
  });
  const authenticator = new Authenticator({
    clients,
    redis,
    rateLimiter: new TokenRateLimiter(redis, config.RATE_LIMIT_WINDOW_SECONDS),
    logger,
    cacheTtlMs: config.AUTH_CACHE_TTL_MS,
    useFlushMs: config.LAST_USED_FLUSH_MS,
  });
  authenticator.start();
  const app = createApp({
    clients,
    redis,
    logger,
    authenticator,
    deadlineMs: config.GRPC_DEADLINE_MS,
    messagingHttpAddr: config.MESSAGING_HTTP_ADDR,
    trustProxy: config.TRUST_PROXY,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(config.PORT, config.HOST, () => resolve(s));
  });
  // Answers still in progress when stop() begins say `Connection: close`, so keep-alive clients
  // (load balancers) let go of their connections and close() completes once those answers are out.
  const responses = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    responses.add(res);
    res.on('close', () => responses.delete(res));
  });
  server.headersTimeout = 15_000;
  server.requestTimeout = 30_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port }, 'gateway listening');
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    // Stop accepting connections, let in-flight requests finish within the grace period, then close.
    stop: async () => {
      for (const res of responses) if (!res.headersSent) res.setHeader('Connection', 'close');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(timer);
      await authenticator.stop();
      clients.close();
      redis.disconnect();
    },
  };
}

if (require.main === module) runProcess('gateway', start);
