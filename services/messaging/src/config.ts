import { DEFAULTS, env, readConfig } from '@rapport/platform';
import { z } from 'zod';

const channelList = z
  .string()
  .regex(
    /^(whatsapp|instagram|facebook)(,(whatsapp|instagram|facebook))*$/,
    'must list channels, e.g. whatsapp,facebook',
  )
  .default('whatsapp,instagram,facebook')
  .transform((value) => [...new Set(value.split(','))] as ('whatsapp' | 'instagram' | 'facebook')[]);

/** Configuration of both processes of this service: the server (main.ts) and the channel workers (worker.ts). */
export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    {
      MONGO_URL: env.url(DEFAULTS.MONGO_URL),
      AMQP_URL: env.url(DEFAULTS.AMQP_URL),
      CONTACTS_GRPC_ADDR: env.addr(DEFAULTS.CONTACTS_GRPC_ADDR),
      MESSAGING_GRPC_ADDR: env.addr(DEFAULTS.MESSAGING_GRPC_ADDR),
      /** Where the gRPC server binds; defaults to MESSAGING_GRPC_ADDR (0.0.0.0:50055 in containers). */
      GRPC_LISTEN_ADDR: env.optionalAddr(),
      /** Where a channel worker serves gRPC health (probes); GRPC_LISTEN_ADDR overrides it (0.0.0.0:50065 in containers). */
      MESSAGING_WORKER_HEALTH_ADDR: env.addr('127.0.0.1:50065'),
      MESSAGING_HTTP_ADDR: env.addr(DEFAULTS.MESSAGING_HTTP_ADDR),
      /** Where the webhook HTTP server binds; defaults to MESSAGING_HTTP_ADDR (port 0: a free port). */
      MESSAGING_HTTP_LISTEN_ADDR: env.optionalAddr(),
      /** Deadline of person look-ups in contacts. */
      CONTACTS_DEADLINE_MS: env.int(2_000, 1),
      /** Meta's webhook verification handshake answers 403 while this is unset. */
      META_VERIFY_TOKEN: z.string().min(1).optional(),
      /** The Graph API the channel workers send through and the server reads WhatsApp templates from. */
      META_GRAPH_BASE_URL: env.url('https://graph.facebook.com'),
      /** The Graph API version in the paths of those calls. */
      META_GRAPH_VERSION: z
        .string()
        .regex(/^v\d+\.\d+$/, 'must look like v21.0')
        .default('v21.0'),
      /** Direct exchange of outbound deliveries (routing key = channel) and the prefix of its queues. */
      MESSAGING_OUTBOUND_EXCHANGE: z.string().min(1).default('rapport.messages.outbound'),
      /** Outbound queues are `<prefix>.<channel>`, each with its `.delay.<ms>` queues and `.dlq`. */
      MESSAGING_OUTBOUND_QUEUE_PREFIX: z.string().min(1).default('messaging.outbound'),
      /** Durable queue of `contact.deleted` events: the person's messages go (tests give each run its own). */
      MESSAGING_CONTACT_DELETED_QUEUE: z.string().min(1).default('messaging.contact-deleted'),
      /** How often the outbox relay looks for stored messages whose publish was not confirmed. */
      MESSAGING_OUTBOX_INTERVAL_MS: env.int(5_000, 10),
      /** A message is relayed only once it is this old, so the relay does not race the request's own publish. */
      MESSAGING_OUTBOX_GRACE_MS: env.int(10_000, 0),
      /** Channels this worker process consumes (competing consumers: run as many as needed). */
      MESSAGING_WORKER_CHANNELS: channelList,
      /** Deliveries in flight per channel queue of a worker process. */
      MESSAGING_WORKER_PREFETCH: env.int(10, 1),
      /** Provider attempts of a delivery before the dead-letter queue (the message `failed`). */
      MESSAGING_WORKER_MAX_ATTEMPTS: env.int(6, 1),
      /** Backoff of the first retry, doubling after each. */
      MESSAGING_WORKER_RETRY_BASE_MS: env.int(1_000, 1),
      /** Bound of one provider call. */
      MESSAGING_PROVIDER_TIMEOUT_MS: env.int(10_000, 1),
      /**
       * How long a send claim protects a message in flight. Past it, a claim that never got an
       * outcome means the worker died during the provider call (see README: at-most-once).
       */
      MESSAGING_SEND_LEASE_MS: env.int(20_000, 1),
      /** A template listing reads the instance's templates from Meta again when its copy is older than this. */
      MESSAGING_TEMPLATES_MAX_AGE_MS: env.int(300_000, 0),
      /** A send naming a template not in the copy reads Meta again, at most this often per instance. */
      MESSAGING_TEMPLATES_MISS_REFRESH_MS: env.int(60_000, 0),
      /** How often the server reads the templates of every instance with a WhatsApp Business Account. */
      MESSAGING_TEMPLATES_SYNC_INTERVAL_MS: env.int(900_000, 1_000),
      /** After SIGTERM, the server's in-flight gRPC calls and webhook requests get this long to finish. */
      SHUTDOWN_GRACE_MS: env.int(10_000, 0),
      LOG_LEVEL: env.logLevel(),
    },
    source,
  );
}
export type MessagingConfig = ReturnType<typeof loadConfig>;
