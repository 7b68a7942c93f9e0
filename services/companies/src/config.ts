import { DEFAULTS, env, readConfig } from '@rapport/platform';

export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    {
      MONGO_URL: env.url(DEFAULTS.MONGO_URL),
      AMQP_URL: env.url(DEFAULTS.AMQP_URL),
      COMPANIES_GRPC_ADDR: env.addr(DEFAULTS.COMPANIES_GRPC_ADDR),
      /** Where the server binds; defaults to COMPANIES_GRPC_ADDR (set 0.0.0.0:50053 in containers). */
      GRPC_LISTEN_ADDR: env.optionalAddr(),
      /** How often unconfirmed events are republished from the outbox. */
      COMPANIES_OUTBOX_INTERVAL_MS: env.int(5_000, 10),
      /** Age before the relay takes an event (longer than any request that saved one). */
      COMPANIES_OUTBOX_GRACE_MS: env.int(30_000, 0),
      LOG_LEVEL: env.logLevel(),
    },
    source,
  );
}
export type CompaniesConfig = ReturnType<typeof loadConfig>;
