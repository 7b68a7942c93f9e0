import * as grpc from '@grpc/grpc-js';

/** Domain error codes: no HTTP or gRPC numbers in the domain. */
export enum ErrorCode {
  INVALID_ARGUMENT = 'INVALID_ARGUMENT',
  NOT_FOUND = 'NOT_FOUND',
  ALREADY_EXISTS = 'ALREADY_EXISTS',
  PERMISSION_DENIED = 'PERMISSION_DENIED',
  FAILED_PRECONDITION = 'FAILED_PRECONDITION',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  /** A service this one depends on did not answer: the caller may retry (HTTP 503). */
  UNAVAILABLE = 'UNAVAILABLE',
}

/** A rule the caller broke. `messages` are the human-readable rules, one per failure. */
export class DomainError extends Error {
  readonly messages: string[];
  constructor(
    readonly code: ErrorCode,
    messages: string | string[],
  ) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list.join('; '));
    this.name = 'DomainError';
    this.messages = list;
  }
}

export const invalid = (messages: string | string[]) => new DomainError(ErrorCode.INVALID_ARGUMENT, messages);
export const notFound = (message: string) => new DomainError(ErrorCode.NOT_FOUND, message);
export const conflict = (message: string) => new DomainError(ErrorCode.ALREADY_EXISTS, message);
export const unavailable = (message: string, cause?: unknown) => {
  const err = new DomainError(ErrorCode.UNAVAILABLE, message);
  if (cause !== undefined) err.cause = cause;
  return err;
};

export function assertUnreachable(value: never): never {
  throw new Error(`unreachable: ${String(value)}`);
}

/** Metadata key that carries the list of messages across the gRPC boundary. */
export const MESSAGES_METADATA_KEY = 'rapport-messages-bin';

export function grpcStatusOf(code: ErrorCode): grpc.status {
  switch (code) {
    case ErrorCode.INVALID_ARGUMENT:
      return grpc.status.INVALID_ARGUMENT;
    case ErrorCode.NOT_FOUND:
      return grpc.status.NOT_FOUND;
    case ErrorCode.ALREADY_EXISTS:
      return grpc.status.ALREADY_EXISTS;
    case ErrorCode.PERMISSION_DENIED:
      return grpc.status.PERMISSION_DENIED;
    case ErrorCode.FAILED_PRECONDITION:
      return grpc.status.FAILED_PRECONDITION;
    case ErrorCode.UNAUTHENTICATED:
      return grpc.status.UNAUTHENTICATED;
    case ErrorCode.UNAVAILABLE:
      return grpc.status.UNAVAILABLE;
    default:
      return assertUnreachable(code);
  }
}

/**
 * The MongoDB driver's errors for a store it cannot reach (by name, so this module does not load the
 * driver): the request may be retried, so they become UNAVAILABLE, not INTERNAL.
 */
const STORE_UNAVAILABLE = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

/** Writes wrap the network error (MongoBulkWriteError, MongoWriteConcernError): look at the text. */
const NETWORK_FAILURE =
  /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|Server selection timed out|connection .* closed|socket has been ended/i;

export function isStoreUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 3) return false;
  if (STORE_UNAVAILABLE.has(err.name)) return true;
  if (err.name.startsWith('Mongo') && NETWORK_FAILURE.test(err.message)) return true;
  return isStoreUnavailable(err.cause, depth + 1);
}

/**
 * Turns a thrown value into a gRPC error; an unreachable store becomes UNAVAILABLE, other unknown
 * errors INTERNAL with a generic text.
 */
export function toGrpcError(err: unknown): Partial<grpc.StatusObject> {
  if (isStoreUnavailable(err)) return { code: grpc.status.UNAVAILABLE, details: 'the store is unavailable' };
  if (err instanceof DomainError) {
    const metadata = new grpc.Metadata();
    metadata.set(MESSAGES_METADATA_KEY, Buffer.from(JSON.stringify(err.messages)));
    return { code: grpcStatusOf(err.code), details: err.message, metadata };
  }
  return { code: grpc.status.INTERNAL, details: 'internal error' };
}

/** Reads the message list a service attached to a gRPC error (falls back to `details`). */
export function messagesOf(err: grpc.ServiceError): string[] {
  const raw = err.metadata?.get(MESSAGES_METADATA_KEY)[0];
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(Buffer.isBuffer(raw) ? raw.toString() : raw);
      if (Array.isArray(parsed) && parsed.every((m) => typeof m === 'string')) return parsed;
    } catch {
      // fall through to details
    }
  }
  return err.details ? [err.details] : [];
}

/**
 * True when a write broke a unique index. MongoDB and FerretDB inserts answer code 11000 (a bulk
 * insert nests it under `err`); FerretDB v1 updates answer an internal error carrying the backend's
 * unique violation (PostgreSQL SQLSTATE 23505, SQLite "UNIQUE constraint failed"), so for that case
 * the text is the only signal there is.
 */
export function isDuplicateKey(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown; err?: { code?: unknown } } | null;
  const code = e?.code ?? e?.err?.code;
  if (code === 11000 || code === 11001) return true;
  return (
    typeof e?.message === 'string' && /duplicate key|SQLSTATE 23505|UNIQUE constraint failed/i.test(e.message)
  );
}
