import { DEFAULTS, env, readConfig } from '@rapport/platform';

export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    {
      MONGO_URL: env.url(DEFAULTS.MONGO_URL),
      /** Where identity publishes token status for the gateways (revocations). */
      REDIS_URL: env.url(DEFAULTS.REDIS_URL),
      IDENTITY_GRPC_ADDR: env.addr(DEFAULTS.IDENTITY_GRPC_ADDR),
      /** Where the server binds; defaults to IDENTITY_GRPC_ADDR (set 0.0.0.0:50051 in containers). */
      GRPC_LISTEN_ADDR: env.optionalAddr(),
      /** Requests per minute per token, unless the organization has its own limit (`org create --rate-limit`). */
      DEFAULT_RATE_LIMIT_PER_MINUTE: env.int(100, 1),
      /** How often tokens' last use (lastUsedAt, lastUsedIp) is written: one write per token per interval. */
      LAST_USED_FLUSH_MS: env.int(5_000, 10),
      /** How long an organization (its plan and rate limit) is cached. */
      ORGANIZATION_CACHE_MS: env.int(30_000, 0),
      /** Where people reach the dashboard: the admin CLI prints set-password links under it. */
      DASHBOARD_URL: env.url('http://127.0.0.1:8080/dashboard'),
      /** How long an Idempotency-Key is remembered after its first use (api-decisions: 24 hours). */
      IDEMPOTENCY_KEY_TTL_MS: env.int(86_400_000, 1_000),
      /** How often expired idempotency keys are deleted (FerretDB has no TTL indexes). */
      IDEMPOTENCY_SWEEP_INTERVAL_MS: env.int(600_000, 1_000),
      LOG_LEVEL: env.logLevel(),
    },
    source,
  );
}
export type IdentityConfig = ReturnType<typeof loadConfig>;
