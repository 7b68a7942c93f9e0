import * as grpc from '@grpc/grpc-js';
import { DomainError, type Logger, toGrpcError } from '@rapport/platform';
import { UpstreamUnavailable } from './companies.client';

/**
 * `unaryHandler` of the platform plus one case: a dependency that did not answer becomes
 * UNAVAILABLE (the gateway answers 503, "retry with backoff") instead of INTERNAL.
 */
export function rpc<Req, Res>(
  logger: Logger,
  fn: (request: Req) => Promise<Res>,
): grpc.handleUnaryCall<Req, Res> {
  return (call, callback) => {
    fn(call.request).then(
      (response) => callback(null, response),
      (err: unknown) => {
        const requestId = call.metadata.get('x-request-id')[0];
        if (err instanceof UpstreamUnavailable) {
          logger.warn({ err, requestId, path: call.getPath() }, 'dependency unavailable');
          callback({ code: grpc.status.UNAVAILABLE, details: err.message });
          return;
        }
        if (!(err instanceof DomainError)) {
          logger.error({ err, requestId, path: call.getPath() }, 'unexpected error in gRPC handler');
        }
        callback(toGrpcError(err));
      },
    );
  };
}
