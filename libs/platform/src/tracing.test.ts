import { SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import {
  captureTraceContext,
  currentRequestId,
  inSpan,
  logContext,
  processNameOf,
  startTracing,
  stopTracing,
  tracingEnabled,
  withRequestId,
  withTraceContext,
} from './tracing';

describe('processNameOf', () => {
  it.each([
    ['/app/gateway/src/main.ts', 'gateway'],
    ['/app/services/contacts/src/main.ts', 'contacts'],
    ['/app/services/messaging/src/worker.ts', 'messaging-worker'],
    ['/app/services/email/src/campaign-worker.ts', 'email-campaign-worker'],
    ['C:\\app\\services\\identity\\src\\main.ts', 'identity'],
    ['/app/scripts/stack.mjs', undefined],
    [undefined, undefined],
  ])('names %s as deploy/processes.json does (%s)', (entry, name) => {
    expect(processNameOf(entry)).toBe(name);
  });
});

describe('tracing off (no OTLP endpoint)', () => {
  it('starts nothing, and the helpers only carry the request id', async () => {
    expect(startTracing({ env: {} })).toBe(false);
    expect(tracingEnabled()).toBe(false);
    expect(captureTraceContext()).toBeNull();
    await withRequestId('req-1', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      expect(currentRequestId()).toBe('req-1');
      expect(logContext()).toEqual({ requestId: 'req-1' });
      expect(captureTraceContext()).toEqual({ 'x-request-id': 'req-1' });
      expect(await inSpan('s', { kind: SpanKind.INTERNAL }, async (span) => span)).toBeUndefined();
    });
    expect(logContext()).toEqual({});
  });
});

describe('tracing on', () => {
  const exporter = new InMemorySpanExporter();
  beforeAll(() => expect(startTracing({ exporter, env: {} })).toBe(true));
  afterAll(() => stopTracing());

  it('puts the span of the current context on log lines and ends spans with their work', async () => {
    const seen = await withRequestId('req-2', () =>
      inSpan('outer', { kind: SpanKind.SERVER }, async (span) => {
        await new Promise((resolve) => setImmediate(resolve));
        return { log: logContext(), context: span!.spanContext() };
      }),
    );
    expect(seen.log).toEqual({
      requestId: 'req-2',
      traceId: seen.context.traceId,
      spanId: seen.context.spanId,
    });
    expect(exporter.getFinishedSpans().map((s) => s.name)).toContain('outer');
  });

  it('marks a span failed when its work rejects', async () => {
    exporter.reset();
    await expect(
      inSpan('failing', { kind: SpanKind.INTERNAL }, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [span] = exporter.getFinishedSpans();
    expect(span).toMatchObject({ name: 'failing', status: { code: 2, message: 'boom' } });
  });

  it('restores a saved trace context and request id later, outside any request', async () => {
    const saved = await withRequestId('req-3', () =>
      inSpan('writer', { kind: SpanKind.SERVER }, async (span) => ({
        carrier: captureTraceContext(),
        traceId: span!.spanContext().traceId,
      })),
    );
    expect(saved.carrier).toEqual({
      traceparent: expect.stringMatching(new RegExp(`^00-${saved.traceId}-[0-9a-f]{16}-01$`)),
      'x-request-id': 'req-3',
    });
    expect(trace.getActiveSpan()).toBeUndefined();
    const later = await withTraceContext(saved.carrier, () =>
      inSpan('relay', { kind: SpanKind.PRODUCER }, async (span) => ({
        traceId: span!.spanContext().traceId,
        requestId: currentRequestId(),
      })),
    );
    expect(later).toEqual({ traceId: saved.traceId, requestId: 'req-3' });
  });
});
