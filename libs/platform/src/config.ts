import { z } from 'zod';

/** Thrown when the environment is invalid; its message is one line naming the bad variable. */
export class ConfigError extends Error {}

/**
 * Reads and validates the variables a process needs. Each service's config.ts is the only place
 * that calls it, so `process.env` is read in one place per process.
 */
export function readConfig<S extends z.ZodRawShape>(
  shape: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<z.ZodObject<S>> {
  const result = z.object(shape).safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(
      `invalid configuration: ${name}: ${issue.message} (got ${JSON.stringify(env[name])})`,
    );
  }
  return result.data;
}

const hostPort = z.string().regex(/^[\w.-]+:\d{1,5}$|^\[[0-9a-fA-F:]+\]:\d{1,5}$/, 'must be host:port');

/** Common variable types. */
export const env = {
  url: (fallback: string) => z.string().url().default(fallback),
  addr: (fallback: string) => hostPort.default(fallback),
  optionalAddr: () => hostPort.optional(),
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  int: (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback),
  /** The lowest level of the log lines a process writes (pino); `silent` writes none. */
  logLevel: () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

/** Shared defaults so every process agrees on where the local stack lives. */
export const DEFAULTS = {
  /** The MongoDB-protocol store (FerretDB or MongoDB); each service keeps its own database `rapport_<service>`. */
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  /** Redis: the gateway's rate limits and token status, the people versions of contacts' cache. */
  REDIS_URL: 'redis://127.0.0.1:6379',
  /** RabbitMQ: events (topic exchange `rapport.events`) and work queues. */
  AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
  /** identity's gRPC address: where it listens (unless GRPC_LISTEN_ADDR is set) and where others call it. */
  IDENTITY_GRPC_ADDR: '127.0.0.1:50051',
  /** contacts' gRPC address: where it listens (unless GRPC_LISTEN_ADDR is set) and where others call it. */
  CONTACTS_GRPC_ADDR: '127.0.0.1:50052',
  /** companies' gRPC address: where it listens (unless GRPC_LISTEN_ADDR is set) and where others call it. */
  COMPANIES_GRPC_ADDR: '127.0.0.1:50053',
  /** email's gRPC address: where it listens (unless GRPC_LISTEN_ADDR is set) and where others call it. */
  EMAIL_GRPC_ADDR: '127.0.0.1:50054',
  /** messaging's gRPC address: where it listens (unless GRPC_LISTEN_ADDR is set) and where others call it. */
  MESSAGING_GRPC_ADDR: '127.0.0.1:50055',
  /** messaging's HTTP server of Meta webhooks: where it listens (unless MESSAGING_HTTP_LISTEN_ADDR is set) and where the gateway proxies `/webhooks`. */
  MESSAGING_HTTP_ADDR: '127.0.0.1:8090',
  /** webhooks' gRPC address: where it listens (unless GRPC_LISTEN_ADDR is set) and where the gateway calls it. */
  WEBHOOKS_GRPC_ADDR: '127.0.0.1:50056',
} as const;
