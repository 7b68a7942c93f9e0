import * as grpc from '@grpc/grpc-js';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { service as healthService } from 'grpc-health-check';
import { unavailable } from './errors';
import {
  ACTOR_KEY,
  currentActor,
  currentRequestId,
  injectTraceContext,
  tracer,
  tracingEnabled,
} from './tracing';

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
  /** Propagated as `x-rapport-actor` (`token:<id>`, `user:<id>`); default the actor being served. */
  actor?: string;
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
  const options: grpc.CallOptions = { deadline: Date.now() + (context.deadlineMs ?? DEFAULT_DEADLINE_MS) };
  return new Promise<Res>((resolve, reject) => {
    invoke(callMetadata(context), options, (err, value) => {
      if (err) reject(err);
      else resolve(value as Res);
    });
  });
}

/** `x-request-id` for the request of the context, or the one being served. */
function callMetadata(context: CallContext): grpc.Metadata {
  const metadata = new grpc.Metadata();
  const requestId = context.requestId ?? currentRequestId();
  if (requestId) metadata.set('x-request-id', requestId);
  const actor = context.actor ?? currentActor();
  if (actor) metadata.set(ACTOR_KEY, actor);
  return metadata;
}

/** Request and answer of a generated unary method, read off its shortest overload. */
type Signature<M> = M extends (
  argument: infer Req,
  callback: grpc.requestCallback<infer Res>,
) => grpc.ClientUnaryCall
  ? { req: Req; res: Res }
  : never;

/** Request and message of a generated server-streaming method (its `(argument, options?)` overload). */
type StreamSignature<M> = M extends (
  argument: infer Req,
  options?: grpc.CallOptions,
) => grpc.ClientReadableStream<infer Res>
  ? { req: Req; res: Res }
  : never;

/** What a generated method is: a unary call, a server stream, or neither (never). */
type KindOf<M> = [Signature<M>] extends [never]
  ? [StreamSignature<M>] extends [never]
    ? never
    : 'stream'
  : 'unary';

/** The camelCase methods of a generated client of one kind. */
type MethodName<C, Kind extends 'unary' | 'stream'> = {
  [K in keyof C]: K extends `${Uncapitalize<K & string>}` ? (Kind extends KindOf<C[K]> ? K : never) : never;
}[keyof C];

type UnaryName<C> = MethodName<C, 'unary'>;

export type Call<Req, Res> = (context: CallContext, request: Req) => Promise<Res>;

/** Every unary method of a generated client as a promise-returning call with a context. */
export type Calls<C> = { [K in UnaryName<C>]: Call<Signature<C[K]>['req'], Signature<C[K]>['res']> };

type AnyMethod = (
  request: unknown,
  md: grpc.Metadata,
  options: grpc.CallOptions,
  cb: grpc.requestCallback<unknown>,
) => unknown;

/**
 * Binds every unary method of `client` (named by the service definition of its constructor) to
 * `unary()`: the call carries the request id and the deadline of its context.
 */
export function callsOf<C extends grpc.Client>(client: C): Calls<C> {
  const definition = (client.constructor as unknown as { service: grpc.ServiceDefinition }).service;
  const calls: Record<string, Call<unknown, unknown>> = {};
  for (const method of Object.values(definition)) {
    if (method.requestStream || method.responseStream || !method.originalName) continue;
    const invoke = (client as unknown as Record<string, AnyMethod>)[method.originalName];
    if (!invoke) continue;
    calls[method.originalName] = (context, request) =>
      unary(context, (md, options, cb) => invoke.call(client, request, md, options, cb));
  }
  return calls as Calls<C>;
}

/** A generated client's constructor: `contactsProto().rapport.contacts.v1.ContactsService`. */
export type ClientConstructor<C extends grpc.Client> = new (
  address: string,
  credentials: grpc.ChannelCredentials,
  options: grpc.ChannelOptions,
) => C;

/**
 * Opens one long-lived client of a generated service (the channel connects lazily and reconnects
 * on its own) and binds its unary methods.
 */
export function connectClient<C extends grpc.Client>(Client: ClientConstructor<C>, address: string) {
  const client = new Client(address, grpc.credentials.createInsecure(), CLIENT_CHANNEL_OPTIONS);
  return { client, calls: callsOf(client), close: () => client.close() };
}

type StreamMethod = (request: unknown, metadata: grpc.Metadata) => grpc.ClientReadableStream<unknown>;

/**
 * One service's client of another service. Every failure of a call becomes UNAVAILABLE naming the
 * peer (the caller may retry; 503 at the gateway), except the codes the caller lists as `absent`
 * (the peer's "no such thing"), which resolve null.
 */
export interface PeerClient<C> {
  call<M extends UnaryName<C>>(method: M, request: Signature<C[M]>['req']): Promise<Signature<C[M]>['res']>;
  call<M extends UnaryName<C>>(
    method: M,
    request: Signature<C[M]>['req'],
    absent: readonly grpc.status[],
  ): Promise<Signature<C[M]>['res'] | null>;
  /**
   * A server stream's messages as they come, without a deadline (the reader's pace holds the stream
   * through HTTP/2 flow control); leaving the loop cancels the call.
   */
  stream<M extends MethodName<C, 'stream'>>(
    method: M,
    request: StreamSignature<C[M]>['req'],
  ): AsyncIterable<StreamSignature<C[M]>['res']>;
  close(): void;
}

/**
 * Opens the client of `peer` (its name in the UNAVAILABLE message) at `address`; each unary call
 * has `deadlineMs`.
 */
export function peerClient<C extends grpc.Client>(
  peer: string,
  Client: ClientConstructor<C>,
  address: string,
  { deadlineMs }: { deadlineMs: number },
): PeerClient<C> {
  const { client, calls, close } = connectClient(Client, address);
  const outage = (err: unknown) => unavailable(`the ${peer} service is unavailable`, err);
  const bound = calls as unknown as Record<string, Call<unknown, unknown>>;
  return {
    call: async (method: string, request: unknown, absent: readonly grpc.status[] = []) => {
      try {
        return await bound[method]!({ deadlineMs }, request);
      } catch (err) {
        if (isServiceError(err) && absent.includes(err.code)) return null;
        throw outage(err);
      }
    },
    stream: async function* (method: string, request: unknown) {
      const open = (client as unknown as Record<string, StreamMethod>)[method]!;
      const call = open.call(client, request, callMetadata({}));
      try {
        yield* call;
      } catch (err) {
        throw outage(err);
      } finally {
        call.cancel();
      }
    },
    close,
  } as PeerClient<C>;
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
