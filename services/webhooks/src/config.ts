import { ConfigError, DEFAULTS, env, readConfig } from '@rapport/platform';
import { z } from 'zod';

/** A 0/1 setting; unset stays undefined (its default depends on NODE_ENV, see loadConfig). */
const flag = z
  .enum(['0', '1', 'false', 'true'], { error: 'must be 0, 1, false or true' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'));

const queueName = z.string().regex(/^[\w.-]{1,200}$/, 'must be a queue name');

/** Configuration of both processes of this service: the API (main.ts) and the delivery worker (worker.ts). */
export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(
    {
      MONGO_URL: env.url(DEFAULTS.MONGO_URL),
      AMQP_URL: env.url(DEFAULTS.AMQP_URL),
      WEBHOOKS_GRPC_ADDR: env.addr(DEFAULTS.WEBHOOKS_GRPC_ADDR),
      /** Where the gRPC server binds; defaults to WEBHOOKS_GRPC_ADDR (0.0.0.0:50056 in containers). */
      GRPC_LISTEN_ADDR: env.optionalAddr(),
      /** Where a delivery worker serves gRPC health; GRPC_LISTEN_ADDR overrides it (0.0.0.0:50066 in containers). */
      WEBHOOKS_WORKER_HEALTH_ADDR: env.addr('127.0.0.1:50066'),
      /** `development` or `test` (jest sets it) turn the two settings below on unless they are set; the image sets `production`. */
      NODE_ENV: z.string().optional(),
      /** Target URLs may use http (development only; https is required otherwise). */
      WEBHOOKS_ALLOW_HTTP_TARGETS: flag,
      /** Targets may resolve to loopback addresses (tests, local development). */
      WEBHOOKS_ALLOW_LOOPBACK_TARGETS: flag,
      /** Targets may resolve to private, link-local, shared or unique-local addresses (and loopback). */
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: flag,
      /** How long the API waits for DNS when it checks a new target URL. */
      WEBHOOKS_DNS_TIMEOUT_MS: env.int(2_000, 1),
      /** Deadline of one delivery, up to the receiver's status line. */
      WEBHOOKS_TIMEOUT_MS: env.int(10_000, 1),
      /** Backoff: first delay, largest delay, and how long a delivery is retried after its first attempt. */
      WEBHOOKS_RETRY_BASE_MS: env.int(30_000, 1),
      WEBHOOKS_RETRY_MAX_MS: env.int(3_600_000, 1),
      WEBHOOKS_RETRY_WINDOW_MS: env.int(86_400_000, 0),
      /** A subscription whose every attempt failed for this long is disabled. */
      WEBHOOKS_DISABLE_AFTER_MS: env.int(86_400_000, 1),
      /** How long an attempt's claim protects it from other workers; above WEBHOOKS_TIMEOUT_MS. */
      WEBHOOKS_LEASE_MS: env.int(30_000, 1),
      /** How often a worker looks for deliveries nobody will attempt, and how overdue they must be. */
      WEBHOOKS_SWEEP_INTERVAL_MS: env.int(60_000, 10),
      WEBHOOKS_STALL_MS: env.int(600_000, 1),
      /** Deliveries one worker makes at once (prefetch of the delivery queue). */
      WEBHOOKS_WORKER_CONCURRENCY: env.int(32, 1),
      /** Attempts one organization may have in flight in one worker; unset: a quarter of WEBHOOKS_WORKER_CONCURRENCY. */
      WEBHOOKS_ORG_CONCURRENCY: z.coerce.number().int().min(1).optional(),
      /** Attempts to one target origin (any organization's) in flight in one worker; unset: half of WEBHOOKS_ORG_CONCURRENCY. */
      WEBHOOKS_TARGET_CONCURRENCY: z.coerce.number().int().min(1).optional(),
      /** How long a job over one of those limits waits in a delay queue before it comes back (not an attempt). */
      WEBHOOKS_DEFER_MS: env.int(250, 10),
      /** The longest such wait: it doubles each time the same job is put back. */
      WEBHOOKS_DEFER_MAX_MS: env.int(2_000, 10),
      /** How long the change feed keeps changes (GET /v1/changes; an older cursor answers 410). */
      CHANGES_RETENTION_DAYS: z.coerce.number().positive().default(30),
      /** How often the API removes changes older than that. */
      CHANGES_PRUNE_INTERVAL_MS: env.int(3_600_000, 10),
      /** How often held-open reads of the change feed (`wait`) are checked for a new change: one check per organization and process, however many wait. */
      CHANGES_POLL_MS: env.int(50, 5),
      /** Webhooks one organization may have, disabled ones included (the API refuses one more). */
      WEBHOOKS_MAX_SUBSCRIPTIONS: env.int(25, 1),
      /** The worker's queue on rapport.events, and the queue of delivery attempts (delay queues are named after it). */
      WEBHOOKS_EVENTS_QUEUE: queueName.default('webhooks.events'),
      WEBHOOKS_DELIVERY_QUEUE: queueName.default('webhooks.deliveries'),
      SHUTDOWN_GRACE_MS: env.int(10_000, 0),
      LOG_LEVEL: env.logLevel(),
    },
    source,
  );
  if (config.WEBHOOKS_LEASE_MS <= config.WEBHOOKS_TIMEOUT_MS) {
    throw new ConfigError(
      `invalid configuration: WEBHOOKS_LEASE_MS (${config.WEBHOOKS_LEASE_MS}) must be above WEBHOOKS_TIMEOUT_MS (${config.WEBHOOKS_TIMEOUT_MS})`,
    );
  }
  const development = config.NODE_ENV === 'development' || config.NODE_ENV === 'test';
  const orgConcurrency =
    config.WEBHOOKS_ORG_CONCURRENCY ?? Math.max(1, Math.floor(config.WEBHOOKS_WORKER_CONCURRENCY / 4));
  return {
    ...config,
    WEBHOOKS_ORG_CONCURRENCY: orgConcurrency,
    WEBHOOKS_TARGET_CONCURRENCY:
      config.WEBHOOKS_TARGET_CONCURRENCY ?? Math.max(1, Math.floor(orgConcurrency / 2)),
    WEBHOOKS_ALLOW_HTTP_TARGETS: config.WEBHOOKS_ALLOW_HTTP_TARGETS ?? development,
    WEBHOOKS_ALLOW_LOOPBACK_TARGETS: config.WEBHOOKS_ALLOW_LOOPBACK_TARGETS ?? development,
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: config.WEBHOOKS_ALLOW_PRIVATE_TARGETS ?? false,
  };
}
export type WebhooksConfig = ReturnType<typeof loadConfig>;

export const targetPolicyOf = (config: WebhooksConfig) => ({
  allowHttp: config.WEBHOOKS_ALLOW_HTTP_TARGETS,
  // Private ranges include loopback: one setting opens every internal address.
  allowLoopback: config.WEBHOOKS_ALLOW_LOOPBACK_TARGETS || config.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
  allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
});

export const attemptLimitsOf = (config: WebhooksConfig) => ({
  perOrganization: config.WEBHOOKS_ORG_CONCURRENCY,
  perTarget: config.WEBHOOKS_TARGET_CONCURRENCY,
});

/** Delays of jobs put back because their organization or target was at its limit. */
export const deferBackoffOf = (config: WebhooksConfig) => ({
  baseDelayMs: config.WEBHOOKS_DEFER_MS,
  maxDelayMs: Math.max(config.WEBHOOKS_DEFER_MAX_MS, config.WEBHOOKS_DEFER_MS),
});

export const retryScheduleOf = (config: WebhooksConfig) => ({
  baseDelayMs: config.WEBHOOKS_RETRY_BASE_MS,
  maxDelayMs: Math.max(config.WEBHOOKS_RETRY_MAX_MS, config.WEBHOOKS_RETRY_BASE_MS),
  windowMs: config.WEBHOOKS_RETRY_WINDOW_MS,
});
