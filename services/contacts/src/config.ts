import { DEFAULTS, env, readConfig } from '@rapport/platform';

export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    {
      MONGO_URL: env.url(DEFAULTS.MONGO_URL),
      AMQP_URL: env.url(DEFAULTS.AMQP_URL),
      /** People versions for the people cache (decision 0018); changes to existing people need it. */
      REDIS_URL: env.url(DEFAULTS.REDIS_URL),
      /** People kept in memory for reads by id; 0 turns the cache off (and the need for Redis). */
      PEOPLE_CACHE_SIZE: env.int(20_000, 0),
      /** How long a kept person, and a version in Redis, lives without being read or written. */
      PEOPLE_CACHE_TTL_MS: env.int(600_000, 1_000),
      CONTACTS_GRPC_ADDR: env.addr(DEFAULTS.CONTACTS_GRPC_ADDR),
      /** Where the server binds; defaults to CONTACTS_GRPC_ADDR (set 0.0.0.0:50052 in containers). */
      GRPC_LISTEN_ADDR: env.optionalAddr(),
      /** The companies service, asked whether a person's companyId exists. */
      COMPANIES_GRPC_ADDR: env.addr(DEFAULTS.COMPANIES_GRPC_ADDR),
      /** Deadline of the companyId check against the companies service. */
      COMPANIES_DEADLINE_MS: env.int(2_000, 1),
      /** How often the outbox relay looks for events whose publish did not complete. */
      CONTACTS_OUTBOX_INTERVAL_MS: env.int(1_000, 10),
      /** How long a fresh outbox entry is left to the request that wrote it before the relay takes it. */
      CONTACTS_OUTBOX_GRACE_MS: env.int(10_000, 0),
      /**
       * How long the change ledger's append of an organization waits for more of its changes while
       * its writes come concurrently (decision 0024); writes do not wait for it, readers of the feed
       * do. 0 appends at once.
       */
      CONTACTS_RECORD_LINGER_MS: env.int(10, 0),
      LOG_LEVEL: env.logLevel(),
    },
    source,
  );
}
export type ContactsConfig = ReturnType<typeof loadConfig>;
