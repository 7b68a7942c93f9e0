import * as grpc from '@grpc/grpc-js';
import type { PackageDefinition } from '@grpc/proto-loader';
import { ReflectionService } from '@grpc/reflection';
import { HealthImplementation } from 'grpc-health-check';
import { DomainError, ErrorCode, isStoreUnavailable, toGrpcError } from './errors';
import type { Logger } from './logger';

export interface GrpcServiceBinding {
  /** Fully qualified name, e.g. `rapport.identity.v1.IdentityService` (also its health service name). */
  name: string;
  definition: grpc.ServiceDefinition;
  implementation: grpc.UntypedServiceImplementation;
}

export interface RunningGrpcServer {
  port: number;
  /** Marks every service NOT_SERVING, lets in-flight calls finish within `graceMs`, then closes. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts a gRPC server with the standard health service and server reflection. */
export async function startGrpcServer(options: {
  addr: string;
  bindings: GrpcServiceBinding[];
  packageDefinition: PackageDefinition;
  logger: Logger;
}): Promise<RunningGrpcServer> {
  const server = new grpc.Server({
    'grpc.max_receive_message_length': 4 * 1024 * 1024,
    // Clients reconnect (and resolve the name again) at least every minute, so replicas added by
    // scaling up get calls; calls in flight get the grace period to finish.
    'grpc.max_connection_age_ms': 60_000,
    'grpc.max_connection_age_grace_ms': 10_000,
  });
  const health = new HealthImplementation({ '': 'NOT_SERVING' });
  health.addToServer(server);
  new ReflectionService(options.packageDefinition).addToServer(server);
  for (const binding of options.bindings) {
    server.addService(binding.definition, binding.implementation);
  }
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(options.addr, grpc.ServerCredentials.createInsecure(), (err, bound) =>
      err ? reject(err) : resolve(bound),
    ),
  );
  const setAll = (status: 'SERVING' | 'NOT_SERVING') => {
    health.setStatus('', status);
    for (const binding of options.bindings) health.setStatus(binding.name, status);
  };
  setAll('SERVING');
  options.logger.info({ port }, 'gRPC server listening');
  return {
    port,
    stop: (graceMs = 10_000) =>
      new Promise<void>((resolve) => {
        setAll('NOT_SERVING');
        const timer = setTimeout(() => server.forceShutdown(), graceMs);
        server.tryShutdown(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
  };
}

/**
 * Adapts an async handler to a gRPC unary handler: domain errors become their status, anything
 * else is logged and answered as INTERNAL with a generic text.
 */
export function unaryHandler<Req, Res>(
  logger: Logger,
  fn: (request: Req, call: grpc.ServerUnaryCall<Req, Res>) => Promise<Res>,
): grpc.handleUnaryCall<Req, Res> {
  return (call, callback) => {
    fn(call.request, call).then(
      (response) => callback(null, response),
      (err: unknown) => {
        const requestId = call.metadata.get('x-request-id')[0];
        if (isStoreUnavailable(err)) {
          logger.warn({ err, requestId, path: call.getPath() }, 'the store is unavailable');
        } else if (!(err instanceof DomainError)) {
          logger.error({ err, requestId, path: call.getPath() }, 'unexpected error in gRPC handler');
        } else if (err.code === ErrorCode.UNAVAILABLE) {
          logger.warn({ err: err.cause ?? err, requestId, path: call.getPath() }, err.message);
        }
        callback(toGrpcError(err));
      },
    );
  };
}
