import { DEFAULTS, env, readConfig } from '@rapport/platform';
import { z } from 'zod';

export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    {
      /** Port of the public HTTP server: the REST API, /dashboard, /docs and the /webhooks proxy. */
      PORT: env.port(8080),
      /** Address the public HTTP server binds (0.0.0.0 in containers). */
      HOST: z.string().min(1).default('127.0.0.1'),
      /** Rate limits, token status (identity writes it), failed-authentication counts and dashboard sessions. */
      REDIS_URL: env.url(DEFAULTS.REDIS_URL),
      IDENTITY_GRPC_ADDR: env.addr(DEFAULTS.IDENTITY_GRPC_ADDR),
      CONTACTS_GRPC_ADDR: env.addr(DEFAULTS.CONTACTS_GRPC_ADDR),
      COMPANIES_GRPC_ADDR: env.addr(DEFAULTS.COMPANIES_GRPC_ADDR),
      EMAIL_GRPC_ADDR: env.addr(DEFAULTS.EMAIL_GRPC_ADDR),
      MESSAGING_GRPC_ADDR: env.addr(DEFAULTS.MESSAGING_GRPC_ADDR),
      WEBHOOKS_GRPC_ADDR: env.addr(DEFAULTS.WEBHOOKS_GRPC_ADDR),
      MESSAGING_HTTP_ADDR: env.addr(DEFAULTS.MESSAGING_HTTP_ADDR),
      /** Deadline of every gRPC call the gateway makes (504 when it passes). */
      GRPC_DEADLINE_MS: env.int(5_000, 1),
      /** The fixed window of the per-token rate limit, counted in Redis. */
      RATE_LIMIT_WINDOW_SECONDS: env.int(60, 1),
      /** How long a token verification is reused (revocation and expiry still apply at once). */
      AUTH_CACHE_TTL_MS: env.int(30_000, 0),
      /** How often the uses of cached tokens are reported to identity (token last use). */
      LAST_USED_FLUSH_MS: env.int(5_000, 10),
      /** In-flight requests get this long to finish once the gateway stops accepting connections after SIGTERM. */
      SHUTDOWN_GRACE_MS: env.int(10_000, 0),
      /**
       * After SIGTERM the gateway keeps answering this long (readiness 503, every answer with
       * `Connection: close`) so load balancers move away before it stops accepting connections.
       */
      SHUTDOWN_DRAIN_MS: env.int(5_000, 0),
      /** Where Prometheus metrics are served: an internal address, never the public port. */
      METRICS_ADDR: env.addr('127.0.0.1:9464'),
      /** Failed authentications allowed per client address per minute; then 429 until the minute ends. */
      AUTH_FAILURES_PER_MINUTE: env.int(30, 1),
      /**
       * Requests per client address per minute to the routes that carry no token (one-click
       * unsubscribe, providers' email notifications); then 429 until the minute ends.
       */
      PUBLIC_REQUESTS_PER_MINUTE: env.int(120, 1),
      /**
       * Held-open reads of the change feed (`GET /v1/changes?wait=`) one token may have at once,
       * counted in Redis across gateway replicas; one more answers 429 (issue 48).
       */
      CHANGES_WAITS_PER_TOKEN: env.int(5, 1),
      /** Proxy hops in front of the gateway to trust for the client address (Express `trust proxy`). */
      TRUST_PROXY: env.int(0, 0),
      /** Dashboard (gateway/src/dashboard): session lifetime without activity. */
      DASHBOARD_SESSION_TTL_SECONDS: env.int(28_800, 60),
      /** Failed dashboard sign-ins allowed per address and per account per 15 minutes; then 429. */
      DASHBOARD_SIGN_IN_ATTEMPTS: env.int(10, 1),
      /**
       * The dashboard's address as people reach it (as identity's DASHBOARD_URL, ending in
       * /dashboard): invitation links are built on it, never on the request's Host header. Unset:
       * http://127.0.0.1:<PORT>/dashboard.
       */
      DASHBOARD_URL: z.string().url().optional(),
      /** Signs dashboard session cookies; the same on every gateway replica (random per process when unset). */
      DASHBOARD_SESSION_SECRET: z.string().min(32).optional(),
      LOG_LEVEL: env.logLevel(),
    },
    source,
  );
}
export type GatewayConfig = ReturnType<typeof loadConfig>;
