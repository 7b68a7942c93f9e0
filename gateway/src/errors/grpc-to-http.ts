import * as grpc from '@grpc/grpc-js';
import { assertUnreachable, messagesOf } from '@rapport/platform';
import { HttpError } from './http-error';

/** The one gRPC status → HTTP status table of the gateway (architecture.md). */
export function httpStatusOf(code: grpc.status): number {
  switch (code) {
    case grpc.status.INVALID_ARGUMENT:
    case grpc.status.OUT_OF_RANGE:
      return 400;
    case grpc.status.UNAUTHENTICATED:
      return 401;
    case grpc.status.PERMISSION_DENIED:
      return 403;
    case grpc.status.NOT_FOUND:
      return 404;
    case grpc.status.ALREADY_EXISTS:
    case grpc.status.FAILED_PRECONDITION:
    case grpc.status.ABORTED:
      return 409;
    case grpc.status.UNAVAILABLE:
      return 503;
    case grpc.status.DEADLINE_EXCEEDED:
      return 504;
    case grpc.status.UNIMPLEMENTED:
      return 501;
    // No service answers RESOURCE_EXHAUSTED for a rule (the gateway's own rate limit throws its 429):
    // from gRPC it means a message over the size limit, which the client cannot fix by waiting.
    case grpc.status.RESOURCE_EXHAUSTED:
    case grpc.status.OK:
    case grpc.status.CANCELLED:
    case grpc.status.UNKNOWN:
    case grpc.status.INTERNAL:
    case grpc.status.DATA_LOSS:
      return 500;
    default:
      return assertUnreachable(code);
  }
}

/** Messages the client may see: the service's own for client errors, generic ones otherwise. */
export function httpErrorFromGrpc(err: grpc.ServiceError): HttpError {
  return httpErrorOf(err.code, messagesOf(err));
}

/** The same for a status and messages that came without an error (one input of a batch). */
export function httpErrorOf(code: grpc.status, messages: string[]): HttpError {
  const status = httpStatusOf(code);
  switch (status) {
    case 400:
      return new HttpError(400, messages);
    case 503:
      return new HttpError(503, 'a service the request needs is unavailable; retry with backoff');
    case 504:
      return new HttpError(504, 'a service the request needs did not answer in time; retry with backoff');
    case 500:
    case 501:
      return new HttpError(status, 'internal server error');
    default:
      return new HttpError(status, messages.join('; ') || 'request failed');
  }
}
