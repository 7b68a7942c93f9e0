import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type Attributes,
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  trace,
} from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace';

/**
 * Traces (OpenTelemetry) and the request context of log lines.
 *
 * Off unless `OTEL_EXPORTER_OTLP_ENDPOINT` (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set: then no
 * SDK is loaded, no module is patched, and every helper below meets the no-op tracer of
 * `@opentelemetry/api` (or returns at once). On, each process exports its spans over OTLP/HTTP.
 *
 * Which spans exist: the gateway's SERVER span per HTTP request (`POST /v1/people/:id/tags`,
 * `requestContext` below), a CLIENT span per gRPC call and a SERVER span per handled call (hooks in
 * grpc-client.ts and grpc-server.ts), a span per MongoDB command (instrumentation-mongodb, under a
 * request's span only), a PRODUCER span per RabbitMQ publish and a CONSUMER span per consumed message
 * (hooks in amqp.ts). The hooks are ours, on the few functions every hop goes through, so they work
 * whatever order modules load in (and in the tests' in-process stack, whose loader no require hook
 * sees); only the MongoDB driver is patched, which is why entries start tracing first. The W3C `traceparent` crosses gRPC in the
 * metadata and RabbitMQ in the message headers; an outbox entry keeps the one of the request that
 * wrote it, and its relay publishes under it (outbox.ts).
 *
 * This module loads nothing else at start (the SDK is required inside `startTracing`), so the gateway
 * entry stays free of mongoose and amqplib.
 */

const TRACER_NAME = '@rapport/platform';

interface Running {
  shutdown(): Promise<void>;
}

let running: Running | null = null;

export interface TracingOptions {
  /** `service.name` of the spans; default `OTEL_SERVICE_NAME`, else the process name of the entry file. */
  serviceName?: string;
  /** Export here, span by span, instead of OTLP (tests pass an `InMemorySpanExporter`). */
  exporter?: SpanExporter;
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts tracing when an OTLP endpoint is configured (or an exporter is given); otherwise does nothing
 * and answers false. Must run before the driver it instruments is loaded (mongodb): each
 * process entry imports `@rapport/platform/start-tracing` first. Idempotent.
 */
export function startTracing(options: TracingOptions = {}): boolean {
  if (running) return true;
  const env = options.env ?? tracingEnv();
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if ((!endpoint && !options.exporter) || env.OTEL_SDK_DISABLED === 'true') return false;

  // Required here, not imported: a process without an endpoint never loads them.
  const sdk = require('@opentelemetry/sdk-trace') as typeof import('@opentelemetry/sdk-trace');
  const { AsyncLocalStorageContextManager } =
    require('@opentelemetry/context-async-hooks') as typeof import('@opentelemetry/context-async-hooks');
  const { W3CTraceContextPropagator } =
    require('@opentelemetry/core') as typeof import('@opentelemetry/core');
  const { resourceFromAttributes } =
    require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const { MongoDBInstrumentation } =
    require('@opentelemetry/instrumentation-mongodb') as typeof import('@opentelemetry/instrumentation-mongodb');

  let processor: import('@opentelemetry/sdk-trace').SpanProcessor;
  if (options.exporter) {
    processor = new sdk.SimpleSpanProcessor({ exporter: options.exporter });
  } else {
    const { OTLPTraceExporter } =
      require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
    // The exporter reads OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT and _HEADERS itself.
    processor = new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter() });
  }
  const ratio = env.OTEL_TRACES_SAMPLER_ARG ? Number(env.OTEL_TRACES_SAMPLER_ARG) : 1;
  const provider = new sdk.TracerProvider({
    resource: resourceFromAttributes({
      'service.name':
        options.serviceName || env.OTEL_SERVICE_NAME || processNameOf(process.argv[1]) || 'rapport',
    }),
    // A sampled caller's trace is always kept; new traces with the OTEL_TRACES_SAMPLER_ARG ratio (1).
    sampler: new sdk.ParentBasedSampler({
      root: new sdk.TraceIdRatioBasedSampler(Number.isFinite(ratio) ? Math.min(Math.max(ratio, 0), 1) : 1),
    }),
    spanProcessors: [processor],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);

  // Command names and collections, values replaced by `?` (enhancedDatabaseReporting stays off);
  // only under a request's span (requireParentSpan), so the relay's polling makes no traces.
  const instrumentations = [new MongoDBInstrumentation()];
  running = {
    shutdown: async () => {
      for (const instrumentation of instrumentations) instrumentation.disable();
      // Exports what is buffered, but an unreachable collector does not hold up the exit for long.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        provider.shutdown().catch(() => undefined),
        new Promise((resolve) => {
          timer = setTimeout(resolve, 3_000);
        }),
      ]);
      clearTimeout(timer);
      trace.disable();
      propagation.disable();
      context.disable();
      running = null;
    },
  };
  return true;
}

/** The variables tracing reads (deploy/.env.example documents them; the exporter reads its own too). */
function tracingEnv(): NodeJS.ProcessEnv {
  return {
    OTEL_EXPORTER_OTLP_ENDPOINT: process.env.OTEL_EXPORTER_OTLP_ENDPOINT,
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
    OTEL_SERVICE_NAME: process.env.OTEL_SERVICE_NAME,
    OTEL_TRACES_SAMPLER_ARG: process.env.OTEL_TRACES_SAMPLER_ARG,
    OTEL_SDK_DISABLED: process.env.OTEL_SDK_DISABLED,
  };
}

/** Exports what is buffered and stops tracing (runProcess calls it before the process exits). */
export async function stopTracing(): Promise<void> {
  await running?.shutdown();
}

export function tracingEnabled(): boolean {
  return running !== null;
}

/**
 * The process name of an entry file, as in deploy/processes.json: `gateway/src/main.ts` → gateway,
 * `services/contacts/src/main.ts` → contacts, `services/messaging/src/worker.ts` → messaging-worker.
 */
export function processNameOf(entry: string | undefined): string | undefined {
  const match = /(?:^|[\\/])(?:(gateway)|services[\\/]([\w-]+))[\\/]src[\\/]([\w-]+)\.[cm]?[jt]s$/.exec(
    entry ?? '',
  );
  if (!match) return undefined;
  if (match[1]) return 'gateway';
  return match[3] === 'main' ? match[2] : `${match[2]}-${match[3]}`;
}

// ---------------------------------------------------------------- request id (every log line)

const requestIds = new AsyncLocalStorage<string>();

/** Runs `fn` with `requestId` as the current request id (log lines, gRPC calls and events made in it). */
export function withRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return requestId ? requestIds.run(requestId, fn) : fn();
}

export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/** The metadata and saved-context key of the actor of a request (the change ledger names it). */
export const ACTOR_KEY = 'x-rapport-actor';
const actors = new AsyncLocalStorage<string>();

/**
 * Runs `fn` on behalf of `actor` (`token:<id>`, `user:<id>`): the gRPC calls it makes pass it on, and
 * the changes it causes are recorded as its (decision 0024).
 */
export function withActor<T>(actor: string | undefined, fn: () => T): T {
  return actor && /^(token|user|system):[\w.-]{1,100}$/.test(actor) ? actors.run(actor, fn) : fn();
}

/** `token:<id>` or `user:<id>` of the request being served, if it came through the gateway. */
export function currentActor(): string | undefined {
  return actors.getStore();
}

type HttpRequest = IncomingMessage & { id?: unknown; route?: { path?: unknown }; baseUrl?: string };

/** Paths whose requests make no span: probes and scrapes. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Express middleware of the gateway, right after the request id is given (pino-http's `req.id`):
 * everything the request does runs with that id and, with tracing on, in a SERVER span that continues
 * the caller's `traceparent` and is named after the matched route (`POST /v1/people/:id/tags`).
 */
export function requestContext(req: HttpRequest, res: ServerResponse, next: () => void): void {
  const requestId = req.id === undefined ? undefined : String(req.id);
  const path = running ? (req.url ?? '/').split('?')[0]! : '';
  if (!running || UNTRACED_PATHS.has(path)) {
    withRequestId(requestId, next);
    return;
  }
  const method = req.method ?? 'GET';
  const parent = propagation.extract(ROOT_CONTEXT, req.headers);
  const span = tracer().startSpan(
    method,
    {
      kind: SpanKind.SERVER,
      attributes: {
        'http.request.method': method,
        'url.path': path,
        'url.scheme': 'http',
        ...(requestId ? { 'rapport.request_id': requestId } : {}),
      },
    },
    parent,
  );
  res.once('close', () => {
    // Express leaves the matched route on the request.
    if (typeof req.route?.path === 'string') {
      const route = `${req.baseUrl ?? ''}${req.route.path}`;
      span.setAttribute('http.route', route);
      span.updateName(`${method} ${route}`);
    }
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    else if (!res.writableFinished)
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'closed before the answer' });
    span.end();
  });
  context.with(trace.setSpan(parent, span), () => withRequestId(requestId, next));
}

/** The request and trace of the current context, for every log line (the pino mixin of logger.ts). */
export function logContext(): { requestId?: string; traceId?: string; spanId?: string } {
  const requestId = requestIds.getStore();
  const span = running ? trace.getSpan(context.active()) : undefined;
  if (!span) return requestId ? { requestId } : {};
  const { traceId, spanId } = span.spanContext();
  return requestId ? { requestId, traceId, spanId } : { traceId, spanId };
}

// ---------------------------------------------------------------- spans and propagation

export const tracer = () => trace.getTracer(TRACER_NAME);

/**
 * Runs `fn` in a new span (a child of `parent`, default the current context) and ends it when `fn`
 * settles; a rejection marks it failed. Tracing off: `fn(undefined)`, nothing else.
 */
export function inSpan<T>(
  name: string,
  options: { kind: SpanKind; attributes?: Attributes; parent?: Context },
  fn: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (!running) return fn(undefined);
  return tracer().startActiveSpan(
    name,
    { kind: options.kind, attributes: options.attributes },
    options.parent ?? context.active(),
    async (span) => {
      try {
        return await fn(span);
      } catch (err) {
        failSpan(span, err);
        throw err;
      } finally {
        span.end();
      }
    },
  );
}

export function failSpan(span: Span, err: unknown): void {
  if (err instanceof Error) span.recordException(err);
  span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
}

/** Marks the current span failed (a consumer's handler threw: the message is retried). */
export function failCurrentSpan(err: unknown): void {
  const span = running ? trace.getActiveSpan() : undefined;
  if (span) failSpan(span, err);
}

/** Writes the current (or given) context's `traceparent` (and `tracestate`) into `carrier`. */
export function injectTraceContext<C>(
  carrier: C,
  set: (carrier: C, key: string, value: string) => void,
  ctx: Context = context.active(),
): void {
  if (running) propagation.inject(ctx, carrier, { set });
}

/** The context a caller sent in `carrier` (gRPC metadata, message headers); ROOT when none or off. */
export function extractTraceContext<C>(carrier: C, getter: TextMapGetter<C>): Context {
  return running ? propagation.extract(ROOT_CONTEXT, carrier, getter) : ROOT_CONTEXT;
}

/** Headers as a plain object (`traceparent`, `tracestate`), e.g. AMQP message headers. */
export const headerGetter: TextMapGetter<Record<string, unknown> | undefined> = {
  keys: (carrier) => Object.keys(carrier ?? {}),
  get: (carrier, key) => {
    const value = carrier?.[key];
    return typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString() : undefined;
  },
};

/**
 * What an outbox entry keeps of the request that wrote it: its `traceparent` (and `tracestate`) and
 * its `x-request-id`. Null when there is neither (tracing off and no request).
 */
export function captureTraceContext(): Record<string, string> | null {
  const carrier: Record<string, string> = {};
  injectTraceContext(carrier, (c, key, value) => {
    c[key] = value;
  });
  const requestId = requestIds.getStore();
  if (requestId) carrier['x-request-id'] = requestId;
  const actor = actors.getStore();
  if (actor) carrier[ACTOR_KEY] = actor;
  return Object.keys(carrier).length ? carrier : null;
}

/**
 * Runs `fn` in the context `captureTraceContext` saved (the relay publishes an entry under the trace
 * and request id of the request that wrote it).
 */
export function withTraceContext<T>(saved: Record<string, string> | null | undefined, fn: () => T): T {
  if (!saved) return fn();
  const run = () => withRequestId(saved['x-request-id'], () => withActor(saved[ACTOR_KEY], fn));
  if (!running || !saved.traceparent) return run();
  return context.with(propagation.extract(ROOT_CONTEXT, saved, headerGetter), run);
}
