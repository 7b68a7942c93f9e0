import * as grpc from '@grpc/grpc-js';
import type { PackageDefinition } from '@grpc/proto-loader';
import { ReflectionService } from '@grpc/reflection';
import { SpanKind, type TextMapGetter } from '@opentelemetry/api';
import { HealthImplementation } from 'grpc-health-check';
import { DomainError, ErrorCode, invalid, isStoreUnavailable, toGrpcError } from './errors';
import type { Logger } from './logger';
import {
  ACTOR_KEY,
  extractTraceContext,
  failSpan,
  inSpan,
  tracingEnabled,
  withActor,
  withRequestId,
} from './tracing';

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
    'grpc.enable_channelz': 0,
    'grpc.max_receive_message_length': 4 * 1024 * 1024,
    // Clients reconnect (and resolve the name again) at least every minute, so replicas added by
    // scaling up get calls; calls in flight get the grace period to finish: longer than any caller's
    // deadline (the gateway's is 5 s; a batch bench allows 30 s), so no call is cut by the age limit.
    'grpc.max_connection_age_ms': 60_000,
    'grpc.max_connection_age_grace_ms': 30_000,
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
 * The gRPC server of a process without an API (the workers): the standard health service, SERVING
 * until `stop()`, which is what compose's health check and Kubernetes' probes ask. Only health
 * checks reach it, so `stop()` waits at most a second.
 */
export async function startHealthServer(options: {
  addr: string;
  packageDefinition: PackageDefinition;
  logger: Logger;
}): Promise<{ port: number; stop(): Promise<void> }> {
  const server = await startGrpcServer({ ...options, bindings: [] });
  return { port: server.port, stop: () => server.stop(1_000) };
}

const metadataGetter: TextMapGetter<grpc.Metadata> = {
  keys: (metadata) => Object.keys(metadata.getMap()),
  get: (metadata, key) => metadata.get(key).map(String),
};

/** Codes that say the server failed rather than the caller: they mark the call's span failed. */
const SERVER_FAULTS = new Set<number>([
  grpc.status.UNKNOWN,
  grpc.status.DEADLINE_EXCEEDED,
  grpc.status.UNIMPLEMENTED,
  grpc.status.INTERNAL,
  grpc.status.UNAVAILABLE,
  grpc.status.DATA_LOSS,
]);

/**
 * Aborts when the caller stops waiting: its deadline passed or it cancelled the call. Handlers that do
 * a series of writes (batches) start no new one after it (issue 24 #8); `release` ends the watch.
 */
export function callSignal(call: grpc.ServerUnaryCall<unknown, unknown>): {
  signal: AbortSignal;
  release(): void;
} {
  const controller = new AbortController();
  const abort = () => controller.abort(new DomainError(ErrorCode.UNAVAILABLE, "the call's deadline passed"));
  const deadline = call.getDeadline();
  const deadlineMs = deadline instanceof Date ? deadline.getTime() : deadline;
  const timer = Number.isFinite(deadlineMs)
    ? setTimeout(abort, Math.max(0, deadlineMs - Date.now())).unref()
    : undefined;
  call.once('cancelled', abort);
  if (call.cancelled) abort();
  return {
    signal: controller.signal,
    release: () => {
      clearTimeout(timer);
      call.removeListener('cancelled', abort);
    },
  };
}

/**
 * Adapts an async handler to a gRPC unary handler: domain errors become their status, anything
 * else is logged and answered as INTERNAL with a generic text. The handler runs with the caller's
 * `x-request-id` (in every log line, and passed on by its own calls and events) and, with tracing on,
 * in a SERVER span that continues the caller's trace (tracing.ts).
 */
export function unaryHandler<Req, Res>(
  logger: Logger,
  fn: (request: Req, call: grpc.ServerUnaryCall<Req, Res>, signal: AbortSignal) => Promise<Res>,
): grpc.handleUnaryCall<Req, Res> {
  return (call, callback) => {
    const watch = callSignal(call);
    const given = call.metadata.get('x-request-id')[0];
    const requestId = typeof given === 'string' ? given : undefined;
    const actor = call.metadata.get(ACTOR_KEY)[0];
    const method = call.getPath().slice(1);
    const [service, name] = tracingEnabled() ? method.split('/') : [];
    const span = {
      kind: SpanKind.SERVER,
      parent: extractTraceContext(call.metadata, metadataGetter),
      attributes: { 'rpc.system': 'grpc', 'rpc.service': service, 'rpc.method': name },
    };
    void withRequestId(requestId, () =>
      withActor(typeof actor === 'string' ? actor : undefined, () =>
        inSpan(method, span, (active) =>
          fn(call.request, call, watch.signal).then(
            (response) => {
              watch.release();
              active?.setAttribute('rpc.grpc.status_code', grpc.status.OK);
              callback(null, response);
            },
            (err: unknown) => {
              watch.release();
              if (isStoreUnavailable(err)) {
                logger.warn({ err, requestId, path: call.getPath() }, 'the store is unavailable');
              } else if (!(err instanceof DomainError)) {
                logger.error({ err, requestId, path: call.getPath() }, 'unexpected error in gRPC handler');
              } else if (err.code === ErrorCode.UNAVAILABLE) {
                logger.warn({ err: err.cause ?? err, requestId, path: call.getPath() }, err.message);
              }
              const status = toGrpcError(err);
              if (active) {
                active.setAttribute('rpc.grpc.status_code', status.code ?? grpc.status.UNKNOWN);
                if (SERVER_FAULTS.has(status.code ?? grpc.status.UNKNOWN)) failSpan(active, err);
              }
              callback(status);
            },
          ),
        ),
      ),
    );
  };
}

/** The answer to a request of no organization (INVALID_ARGUMENT). */
export const EMPTY_ORGANIZATION = 'organizationId should not be empty';

/**
 * The organization a request names, checked: every query below is scoped by it, so an empty one is a
 * caller's bug (never "all organizations") and answers INVALID_ARGUMENT before anything is read.
 * `scopedHandler` applies it; a streaming RPC calls it itself.
 */
export function requireOrganization(organizationId: string): string {
  if (!organizationId) throw invalid([EMPTY_ORGANIZATION]);
  return organizationId;
}

/**
 * `unaryHandler` for an RPC of one organization (its request carries `organizationId`): the id is
 * checked (`requireOrganization`) before `fn` runs, and `fn` receives it first, then what
 * `unaryHandler` hands on. Stricter rules of one service (messaging's UUID) stay in that service.
 */
export function scopedHandler<Req extends { organizationId: string }, Res>(
  logger: Logger,
  fn: (
    organizationId: string,
    request: Req,
    call: grpc.ServerUnaryCall<Req, Res>,
    signal: AbortSignal,
  ) => Promise<Res>,
): grpc.handleUnaryCall<Req, Res> {
  return unaryHandler<Req, Res>(logger, async (request, call, signal) =>
    fn(requireOrganization(request.organizationId), request, call, signal),
  );
}
