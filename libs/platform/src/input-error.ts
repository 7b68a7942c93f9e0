import * as grpc from '@grpc/grpc-js';
import { DomainError, isStoreUnavailable, toGrpcError } from './errors';
import type { Logger } from './logger';

/** Why one input of a batch failed: the status and messages its single RPC would have answered. */
export interface InputError {
  code: grpc.status;
  messages: string[];
}

/**
 * The answer one failed input of a batch RPC gets, mapped as unaryHandler maps a whole call's error
 * (so a batch result equals the single call's); unexpected errors are logged the same way.
 */
export function inputErrorOf(
  err: unknown,
  logger: Logger,
  context: Record<string, unknown> = {},
): InputError {
  if (isStoreUnavailable(err)) logger.warn({ err, ...context }, 'the store is unavailable');
  else if (!(err instanceof DomainError))
    logger.error({ err, ...context }, 'unexpected error in a batch input');
  const status = toGrpcError(err);
  return {
    code: status.code ?? grpc.status.UNKNOWN,
    messages: err instanceof DomainError ? err.messages : [status.details ?? 'internal error'],
  };
}
