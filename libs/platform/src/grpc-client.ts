import * as grpc from '@grpc/grpc-js';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { service as healthService } from 'grpc-health-check';
import { currentRequestId, injectTraceContext, tracer, tracingEnabled } from './tracing';

/**
 * With tracing on (tracing.ts), a CLIENT span per call (`rapport.contacts.v1.ContactsService/AddTags`)
 * whose `traceparent` travels in the metadata; off, the call goes straight through.
 */
const tracingInterceptor: grpc.Interceptor = (options, nextCall) => {
  // The next call as it is: grpc-js needs only its interface (InterceptingCallInterface).
  if (!tracingEnabled()) return nextCall(options) as grpc.InterceptingCall;
  const method = options.method_definition.path.slice(1);
  const [service, name] = method.split('/');
  const span = tracer().startSpan(method, {
    kind: SpanKind.CLIENT,
    attributes: { 'rpc.system': 'grpc', 'rpc.service': service, 'rpc.method': name },
  });
  return new grpc.InterceptingCall(nextCall(options), {
    start: (metadata, _listener, next) => {
      injectTraceContext(
        metadata,
        (md, key, value) => md.set(key, value),
        trace.setSpan(context.active(), span),
      );
      next(metadata, {
        onReceiveStatus: (status, nextStatus) => {
          span.setAttribute('rpc.grpc.status_code', status.code);
          if (status.code !== grpc.status.OK) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: status.details });
          }
          span.end();
          nextStatus(status);
        },
      });
    },
  });
};

/**
 * Options for every internal client: reconnect quickly when a service comes back, and the tracing
 * interceptor.
 */
export const CLIENT_CHANNEL_OPTIONS: grpc.ClientOptions = {
  interceptors: [tracingInterceptor],
  'grpc.enable_channelz': 0,
  'grpc.initial_reconnect_backoff_ms': 200,
  'grpc.max_reconnect_backoff_ms': 1_000,
  // Longer than a connection lives: servers close theirs after `grpc.max_connection_age_ms` (60 s) plus
  // the drain grace (30 s). grpc-js drops the calls still draining on a connection that got GOAWAY when
  // a keepalive ping falls into the drain (grpc/grpc-node#3068: "Ping returned false" → "Connection
  // dropped", 503s under sustained load); a dead peer still fails every call at its deadline.
  'grpc.keepalive_time_ms': 120_000,
  // Spread calls over every address the name resolves to (replicas behind a headless Service or a
  // compose service name); the default, pick_first, sends every call to the first one.
  'grpc.service_config': JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }),
};

export const DEFAULT_DEADLINE_MS = 5_000;

export interface CallContext {
  /**
   * Propagated as `x-request-id` so a request can be followed across processes; default the request
   * being served (tracing.ts `withRequestId`).
   */
  requestId?: string;
  deadlineMs?: number;
}

type Callback<Res> = (err: grpc.ServiceError | null, value?: Res) => void;

/**
 * Runs one unary call with a deadline. `invoke` receives the metadata, options and callback to pass
 * to the generated client method.
 */
export function unary<Res>(
  context: CallContext,
  invoke: (metadata: grpc.Metadata, options: grpc.CallOptions, callback: Callback<Res>) => unknown,
): Promise<Res> {
  const metadata = new grpc.Metadata();
  const requestId = context.requestId ?? currentRequestId();
  if (requestId) metadata.set('x-request-id', requestId);
  const options: grpc.CallOptions = { deadline: Date.now() + (context.deadlineMs ?? DEFAULT_DEADLINE_MS) };
  return new Promise<Res>((resolve, reject) => {
    invoke(metadata, options, (err, value) => {
      if (err) reject(err);
      else resolve(value as Res);
    });
  });
}

export function isServiceError(err: unknown): err is grpc.ServiceError {
  return err instanceof Error && typeof (err as Partial<grpc.ServiceError>).code === 'number';
}

const HealthClient = grpc.makeGenericClientConstructor(healthService, 'grpc.health.v1.Health');

/** Asks a server's standard health service for its overall status; resolves true when SERVING. */
export function checkHealth(addr: string, deadlineMs = 1_000): Promise<boolean> {
  const client = new HealthClient(addr, grpc.credentials.createInsecure());
  return new Promise<boolean>((resolve) => {
    client.makeUnaryRequest(
      '/grpc.health.v1.Health/Check',
      (arg: { service: string }) => healthService.Check!.requestSerialize(arg),
      (buffer: Buffer) => healthService.Check!.responseDeserialize(buffer) as { status?: string | number },
      { service: '' },
      { deadline: Date.now() + deadlineMs },
      (err, res) => {
        client.close();
        resolve(!err && (res?.status === 'SERVING' || res?.status === 1));
      },
    );
  });
}
