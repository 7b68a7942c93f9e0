import { DEFAULTS, env, readConfig } from '@rapport/platform';
import { z } from 'zod';

// `Name <address>` or a bare address; the domain also names the Message-IDs of the sends.
const fromAddress = z
  .string()
  .regex(/^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be an address or "Name <address>"');

export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    {
      MONGO_URL: env.url(DEFAULTS.MONGO_URL),
      AMQP_URL: env.url(DEFAULTS.AMQP_URL),
      EMAIL_GRPC_ADDR: env.addr(DEFAULTS.EMAIL_GRPC_ADDR),
      /** Where the server binds; defaults to EMAIL_GRPC_ADDR (set 0.0.0.0:50054 in containers). */
      GRPC_LISTEN_ADDR: env.optionalAddr(),
      CONTACTS_GRPC_ADDR: env.addr(DEFAULTS.CONTACTS_GRPC_ADDR),
      /** Deadline of the calls to the contacts service. */
      CONTACTS_DEADLINE_MS: env.int(2_000, 1),
      EMAIL_PROVIDER: z.enum(['smtp', 'log']).default('smtp'),
      SMTP_URL: z
        .string()
        .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
        .default('smtp://127.0.0.1:2525'),
      EMAIL_FROM: fromAddress.default('Rapport <no-reply@rapport.localhost>'),
      /** Bound of connecting to the SMTP server and of its greeting. */
      EMAIL_CONNECT_TIMEOUT_MS: env.int(2_000, 1),
      /** Bound of the attempt made while the API call waits (below the gateway's deadline). */
      EMAIL_INLINE_TIMEOUT_MS: env.int(3_000, 1),
      /** Bound of one attempt of the worker. */
      EMAIL_SEND_TIMEOUT_MS: env.int(30_000, 1),
      /** Delay of the first retry, counted from the API call. */
      EMAIL_RETRY_DELAY_MS: env.int(10_000, 1),
      /** Later retries wait EMAIL_RETRY_BASE_MS * 2^(n-1). */
      EMAIL_RETRY_BASE_MS: env.int(5_000, 1),
      /** Provider attempts of one send before it is marked failed. */
      EMAIL_MAX_ATTEMPTS: env.int(10, 1),
      /** The durable work queue of retries (tests give each run its own). */
      EMAIL_SEND_QUEUE: z
        .string()
        .regex(/^[\w.-]{1,200}$/, 'must be a queue name')
        .default('email.send'),
      LOG_LEVEL: env.logLevel(),
    },
    source,
  );
}
export type EmailConfig = ReturnType<typeof loadConfig>;
