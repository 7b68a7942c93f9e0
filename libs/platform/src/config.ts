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
  logLevel: () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

/** Shared defaults so every process agrees on where the local stack lives. */
export const DEFAULTS = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  REDIS_URL: 'redis://127.0.0.1:6379',
  AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
  IDENTITY_GRPC_ADDR: '127.0.0.1:50051',
  CONTACTS_GRPC_ADDR: '127.0.0.1:50052',
  COMPANIES_GRPC_ADDR: '127.0.0.1:50053',
  EMAIL_GRPC_ADDR: '127.0.0.1:50054',
  MESSAGING_GRPC_ADDR: '127.0.0.1:50055',
  MESSAGING_HTTP_ADDR: '127.0.0.1:8090',
  WEBHOOKS_GRPC_ADDR: '127.0.0.1:50056',
} as const;
