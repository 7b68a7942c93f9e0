import { DEFAULTS, env, readConfig } from '@rapport/platform';
import { z } from 'zod';

// `Name <address>` or a bare address; the domain also names the Message-IDs of the sends.
const fromAddress = z
  .string()
  .regex(/^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be an address or "Name <address>"');

const queueName = z.string().regex(/^[\w.-]{1,200}$/, 'must be a queue name');

export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    {
      MONGO_URL: env.url(DEFAULTS.MONGO_URL),
      AMQP_URL: env.url(DEFAULTS.AMQP_URL),
      EMAIL_GRPC_ADDR: env.addr(DEFAULTS.EMAIL_GRPC_ADDR),
      /** Where the server binds; defaults to EMAIL_GRPC_ADDR (set 0.0.0.0:50054 in containers). */
      GRPC_LISTEN_ADDR: env.optionalAddr(),
      /** Where a campaign worker serves gRPC health (probes); GRPC_LISTEN_ADDR overrides it (0.0.0.0:50064 in containers). */
      EMAIL_WORKER_HEALTH_ADDR: env.addr('127.0.0.1:50064'),
      CONTACTS_GRPC_ADDR: env.addr(DEFAULTS.CONTACTS_GRPC_ADDR),
      /** Asked for the organization's plan on every campaign call. */
      IDENTITY_GRPC_ADDR: env.addr(DEFAULTS.IDENTITY_GRPC_ADDR),
      /** Deadline of the plan check against identity. */
      IDENTITY_DEADLINE_MS: env.int(2_000, 1),
      /** How long a plan answer is kept (a plan change shows after at most this long). */
      PLAN_CACHE_TTL_MS: env.int(30_000, 0),
      /** Deadline of the calls to the contacts service. */
      CONTACTS_DEADLINE_MS: env.int(2_000, 1),
      /** `smtp`, or `log` to deliver nothing and log what would be sent. */
      EMAIL_PROVIDER: z.enum(['smtp', 'log']).default('smtp'),
      /** `smtp://user:pass@smtp.example.com:587` (STARTTLS when offered) or `smtps://…:465`. */
      SMTP_URL: z
        .string()
        .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
        .default('smtp://127.0.0.1:2525'),
      /** The sender, `address` or `Name <address>`; its domain also names the Message-IDs. */
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
      EMAIL_SEND_QUEUE: queueName.default('email.send'),
      /** Durable queue of `contact.deleted` events: the person's send and recipient records go (tests give each run its own). */
      EMAIL_CONTACT_DELETED_QUEUE: queueName.default('email.contact-deleted'),
      /** Durable queue of campaign fan-out jobs (one per campaign send). */
      CAMPAIGN_FANOUT_QUEUE: queueName.default('email.campaign-fanout'),
      /** Durable work queue of campaign deliveries (one message per batch of recipients). */
      CAMPAIGN_DELIVERY_QUEUE: queueName.default('email.campaign-delivery'),
      /** Recipients per batch: one queue message, one read of the store, bulk writes. */
      CAMPAIGN_BATCH_SIZE: env.int(500, 1),
      /** Recipients claimed, sent and recorded together within a batch, at most CAMPAIGN_SMTP_POOL (decision 0010). */
      CAMPAIGN_CLAIM_SIZE: env.int(50, 1),
      /** SMTP connections each campaign worker keeps open (nodemailer pool), and the messages it has claimed at once: a killed worker leaves at most this many `unknown`. */
      CAMPAIGN_SMTP_POOL: env.int(5, 1),
      /** How long a claimed recipient may stay unrecorded before its holder is taken for dead (`unknown`); default 2 x EMAIL_SEND_TIMEOUT_MS. */
      CAMPAIGN_CLAIM_LEASE_MS: env.int(0, 0),
      /** Seconds between a campaign worker's progress log lines (0: none). */
      CAMPAIGN_PROGRESS_LOG_SECONDS: env.int(10, 0),
      /** Provider calls a second per campaign worker process (token bucket, 1 s burst); 0: no limit. */
      CAMPAIGN_SEND_RATE_PER_SECOND: env.int(50, 0),
      /** Deadline of the fan-out's GetPerson calls (audiences given as a list of ids). */
      CAMPAIGN_FANOUT_DEADLINE_MS: env.int(30_000, 1),
      /** Batches in flight per campaign worker process (memory: prefetch x batch size). */
      CAMPAIGN_WORKER_PREFETCH: env.int(4, 1),
      /**
       * Signs campaign emails' unsubscribe links (HMAC-SHA256, 32+ characters, the same in every email
       * process: the API verifies what the workers sign). Unset: a fixed development key, with a warning.
       */
      EMAIL_UNSUBSCRIBE_SECRET: z.string().min(32).optional(),
      /**
       * Days an unsubscribe link of a campaign email keeps working after the email was rendered
       * (issue 48); then it answers 403 and the next email's link serves.
       */
      EMAIL_UNSUBSCRIBE_LINK_DAYS: env.int(60, 1),
      /** Where people reach the gateway: unsubscribe links are built on it (`https://api.example.com`). */
      EMAIL_PUBLIC_BASE_URL: z.string().url().default('http://127.0.0.1:8080'),
      /** The mailbox of List-Unsubscribe's mailto alternative; default unsubscribe@<domain of EMAIL_FROM>. */
      EMAIL_UNSUBSCRIBE_MAILBOX: z.string().email().optional(),
      LOG_LEVEL: env.logLevel(),
    },
    source,
  );
}
export type EmailConfig = ReturnType<typeof loadConfig>;

/** The domain part of EMAIL_FROM names the Message-IDs: `<sendId@domain>`. */
function domainOf(from: string): string {
  const address = /<([^<>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1);
}

/** Used only when EMAIL_UNSUBSCRIBE_SECRET is unset (development): anyone reading this can sign links. */
export const DEVELOPMENT_UNSUBSCRIBE_SECRET = 'rapport-development-unsubscribe-secret-not-for-production';

/** The unsubscribe links' settings (decision 0026). */
export function unsubscribeSettings(config: EmailConfig) {
  return {
    secret: config.EMAIL_UNSUBSCRIBE_SECRET ?? DEVELOPMENT_UNSUBSCRIBE_SECRET,
    baseUrl: config.EMAIL_PUBLIC_BASE_URL,
    mailbox: config.EMAIL_UNSUBSCRIBE_MAILBOX ?? `unsubscribe@${domainOf(config.EMAIL_FROM)}`,
    lifetimeDays: config.EMAIL_UNSUBSCRIBE_LINK_DAYS,
  };
}

/** Settings of the delivery protocol, the same in the API process and the campaign workers. */
export function deliverySettings(config: EmailConfig) {
  return {
    from: config.EMAIL_FROM,
    messageIdDomain: domainOf(config.EMAIL_FROM),
    maxAttempts: config.EMAIL_MAX_ATTEMPTS,
    sendTimeoutMs: config.EMAIL_SEND_TIMEOUT_MS,
    minRetryGapMs: config.EMAIL_RETRY_BASE_MS / 2,
  };
}
