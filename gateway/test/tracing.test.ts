import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import * as grpc from '@grpc/grpc-js';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { contactsProto } from '@rapport/contracts';
import {
  createLogger,
  DEFAULTS,
  EVENTS_EXCHANGE,
  inSpan,
  startTracing,
  stopTracing,
  unary,
  withRequestId,
} from '@rapport/platform';
import { Broker, connectAmqp } from '@rapport/platform/amqp';
import { connectMongo, mongoOutbox } from '@rapport/platform/mongo';
import { type Stack, startStack } from '@rapport/testkit';
import type { Channel, ChannelModel, ConsumeMessage } from 'amqplib';
import type { Connection } from 'mongoose';

// Traces across the hops (issue 17). The stack runs in this process, so the spans of the gateway
// and of contacts land in one in-memory exporter; they are told apart by what only each one makes
// (the HTTP server span, the gRPC client and server spans, the publish).

const AMQP_URL = process.env.AMQP_URL ?? DEFAULTS.AMQP_URL;
const MONGO_URL = process.env.MONGO_URL ?? DEFAULTS.MONGO_URL;
const exporter = new InMemorySpanExporter();

/** A queue bound to rapport.events that keeps whole messages (headers included). */
async function rawEventQueue(routingKey: string) {
  const connection: ChannelModel = await connectAmqp(AMQP_URL, { recoverable: true });
  const channel: Channel = await connection.createChannel();
  await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
  const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
  await channel.bindQueue(queue, EVENTS_EXCHANGE, routingKey);
  const received: ConsumeMessage[] = [];
  await channel.consume(
    queue,
    (message) => {
      if (message) received.push(message);
    },
    { noAck: true },
  );
  return {
    async waitFor(match: (body: any) => boolean): Promise<ConsumeMessage> {
      const until = Date.now() + 10_000;
      for (;;) {
        const found = received.find((m) => match(JSON.parse(m.content.toString())));
        if (found) return found;
        if (Date.now() > until) throw new Error(`no matching ${routingKey} event in ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => connection.close().catch(() => undefined),
  };
}

async function spansUntil(done: (spans: ReadableSpan[]) => boolean): Promise<ReadableSpan[]> {
  const until = Date.now() + 10_000;
  while (!done(exporter.getFinishedSpans())) {
    if (Date.now() > until) {
      const names = exporter.getFinishedSpans().map((s) => `${SpanKind[s.kind]} ${s.name}`);
      throw new Error(`spans not there in time; got ${JSON.stringify(names)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return exporter.getFinishedSpans();
}

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
const idOf = (span: ReadableSpan) => span.spanContext().spanId;
const traceOf = (span: ReadableSpan) => span.spanContext().traceId;

describe('traces across gateway, gRPC and RabbitMQ', () => {
  let stack: Stack;
  let token: string;
  beforeAll(async () => {
    // What the process entries do with OTEL_EXPORTER_OTLP_ENDPOINT, with an in-memory exporter. It
    // runs before the stack requires express and http, so instrumentation-http patches them.
    expect(startTracing({ serviceName: 'rapport-test', exporter })).toBe(true);
    stack = await startStack({ services: ['companies', 'contacts'] });
    const org = await stack.createOrg({ rateLimitPerMinute: 10_000 });
    ({ token } = await stack.createToken(org.slug, ['*']));
  });
  afterAll(async () => {
    await stack?.stop();
    await stopTracing();
  });

  it("when a client tags a person, then the gateway's and contacts' spans and the contact.tag_added publish share the client's trace", async () => {
    const tag = await stack.request('POST', '/v1/tags', { token, body: { name: `traced-${randomUUID()}` } });
    const person = await stack.request('POST', '/v1/people', { token, body: { name: 'Traced Tess' } });
    expect([tag.status, person.status]).toEqual([201, 201]);
    const events = await rawEventQueue('contact.tag_added');
    try {
      exporter.reset();
      // The caller starts the trace: every span below must continue this id, chosen here.
      const traceId = randomBytes(16).toString('hex');
      const requestId = `trace-test-${randomUUID()}`;
      const res = await stack.request('POST', `/v1/people/${person.body.id}/tags`, {
        token,
        body: { tagIds: [tag.body.id] },
        headers: {
          traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
          'x-request-id': requestId,
        },
      });
      expect(res.status).toBe(200);

      const method = 'rapport.contacts.v1.ContactsService/AttachTags';
      // The event is published just after the answer (decision 0024): wait for its span too.
      const spans = await spansUntil(
        (all) =>
          all.some((s) => s.kind === SpanKind.SERVER && s.name === 'POST /v1/people/:id/tags') &&
          all.some((s) => s.kind === SpanKind.PRODUCER && s.name === 'publish contact.tag_added'),
      );
      const inTrace = spans.filter((s) => traceOf(s) === traceId);
      const one = (kind: SpanKind, name: string) => {
        const found = inTrace.filter((s) => s.kind === kind && s.name === name);
        expect(found.map((s) => `${SpanKind[s.kind]} ${s.name}`)).toEqual([`${SpanKind[kind]} ${name}`]);
        return found[0]!;
      };
      // Gateway: the HTTP request and its gRPC call to contacts.
      const http = one(SpanKind.SERVER, 'POST /v1/people/:id/tags');
      expect(http.attributes['http.route']).toBe('/v1/people/:id/tags');
      expect(http.attributes['rapport.request_id']).toBe(requestId);
      const call = one(SpanKind.CLIENT, method);
      expect(parentOf(call)).toBe(idOf(http));
      // Contacts: the call it served (a child of the gateway's, through the gRPC metadata) and the
      // event it published while serving it.
      const served = one(SpanKind.SERVER, method);
      expect(parentOf(served)).toBe(idOf(call));
      expect(served.attributes['rpc.grpc.status_code']).toBe(0);
      const publish = one(SpanKind.PRODUCER, 'publish contact.tag_added');
      expect(publish.attributes['messaging.destination.name']).toBe(EVENTS_EXCHANGE);
      const servedIds = new Set(inTrace.map(idOf));
      expect(servedIds.has(parentOf(publish)!)).toBe(true);

      // The message itself carries the trace (W3C traceparent of the publish) and the request id.
      const message = await events.waitFor((body) => body.data?.contactId === person.body.id);
      expect(message.properties.headers?.traceparent).toBe(`00-${traceId}-${idOf(publish)}-01`);
      expect(message.properties.headers?.['x-request-id']).toBe(requestId);
    } finally {
      await events.close();
    }
  });

  it('when the relay publishes an event its writer left in the outbox, then the message carries the trace of the request that wrote it', async () => {
    const logger = createLogger('tracing-test', 'silent');
    const db: Connection = await connectMongo(MONGO_URL, 'rapport_test_tracing');
    const broker = await Broker.open(AMQP_URL, logger);
    const events = await rawEventQueue('test.traced');
    try {
      const { outbox, relay, store } = mongoOutbox(db, broker, logger, { graceMs: 0 });
      // Staged inside a request (a SERVER span and a request id), never published by its writer: as
      // when the process died between the write and the publish.
      const requestId = `relay-test-${randomUUID()}`;
      const organizationId = randomUUID();
      let writer: { traceId: string } | undefined;
      await withRequestId(requestId, () =>
        inSpan('writer', { kind: SpanKind.SERVER }, async (span) => {
          writer = { traceId: span!.spanContext().traceId };
          await outbox.stage({ type: 'test.traced', organizationId, data: { n: 1 } });
        }),
      );
      const [saved] = (await store.due(new Date(Date.now() + 1_000), 100)).filter(
        (e) => e.organizationId === organizationId,
      );
      expect(saved?.trace).toEqual({
        traceparent: expect.stringMatching(new RegExp(`^00-${writer!.traceId}-[0-9a-f]{16}-01$`)),
        'x-request-id': requestId,
      });

      // Later, outside any request.
      exporter.reset();
      expect(await relay.runOnce()).toBeGreaterThanOrEqual(1);
      const message = await events.waitFor((body) => body.organizationId === organizationId);
      const publish = exporter
        .getFinishedSpans()
        .find((s) => s.kind === SpanKind.PRODUCER && s.name === 'publish test.traced');
      expect(publish && traceOf(publish)).toBe(writer!.traceId);
      expect(message.properties.headers?.traceparent).toBe(`00-${writer!.traceId}-${idOf(publish!)}-01`);
      expect(message.properties.headers?.['x-request-id']).toBe(requestId);
    } finally {
      await events.close();
      await broker.stop();
      await db.close();
    }
  });
});

// ---------------------------------------------------------------- the processes themselves

interface OtlpSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}
const OTLP_SERVER = 2;
const OTLP_CLIENT = 3;

/** An OTLP/HTTP receiver on loopback standing in for the collector: keeps the spans it is sent. */
async function otlpReceiver(): Promise<{ url: string; spans: OtlpSpan[]; close(): void }> {
  const spans: OtlpSpan[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString());
        for (const rs of body.resourceSpans ?? []) {
          const service = rs.resource.attributes.find((a: any) => a.key === 'service.name')?.value
            .stringValue;
          for (const ss of rs.scopeSpans ?? [])
            for (const span of ss.spans ?? []) spans.push({ service, ...span });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, spans, close: () => server.close() };
}

/** Runs a process as its image does (`node --import tsx <entry>`), keeping its output lines. */
function startProcess(entry: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream }).on('line', (line) => lines.push(line));
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const logs = () => lines.flatMap((line) => (line.startsWith('{') ? [JSON.parse(line)] : []));
  return {
    logs,
    async waitForLog(msg: string): Promise<any> {
      const until = Date.now() + 30_000;
      for (;;) {
        const found = logs().find((l) => l.msg === msg);
        if (found) return found;
        if (Date.now() > until || child.exitCode !== null)
          throw new Error(`${entry}: no "${msg}"; got:\n${lines.join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** SIGTERM: the process drains, exports its buffered spans, and exits 0. */
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: () => child.exitCode === null && child.kill('SIGKILL'),
  };
}

describe('a process started with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('exports its spans over OTLP (store commands included) and writes the request and trace ids on its log lines', async () => {
    const receiver = await otlpReceiver();
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url };
    const contacts = startProcess('services/contacts/src/main.ts', {
      ...env,
      GRPC_LISTEN_ADDR: '127.0.0.1:0',
    });
    const gateway = startProcess('gateway/src/main.ts', {
      ...env,
      PORT: '0',
      METRICS_ADDR: '127.0.0.1:0',
      SHUTDOWN_DRAIN_MS: '0',
      // No identity: the gateway's call to it fails, which is a hop all the same.
      IDENTITY_GRPC_ADDR: '127.0.0.1:1',
    });
    try {
      const [{ port: contactsPort }, { port: gatewayPort }] = await Promise.all([
        contacts.waitForLog('gRPC server listening'),
        gateway.waitForLog('gateway listening'),
      ]);
      const traceId = randomBytes(16).toString('hex');
      const callerSpanId = randomBytes(8).toString('hex');
      const traceparent = `00-${traceId}-${callerSpanId}-01`;
      const requestId = `otlp-test-${randomUUID()}`;

      // Contacts, called over gRPC with a trace in the metadata: a tag is written to MongoDB.
      const client = new (contactsProto().rapport.contacts.v1.ContactsService)(
        `127.0.0.1:${contactsPort}`,
        grpc.credentials.createInsecure(),
      );
      await unary({ requestId, deadlineMs: 10_000 }, (md, options, cb) => {
        md.set('traceparent', traceparent);
        return client.createTag(
          { organizationId: randomUUID(), name: `otlp-${randomUUID()}` },
          md,
          options,
          cb,
        );
      });
      client.close();
      // The gateway, called over HTTP with the same trace.
      const res = await fetch(`http://127.0.0.1:${gatewayPort}/v1/people`, {
        // A well-formed token (api-decisions), so the gateway asks identity about it.
        headers: {
          authorization: `Bearer rpt_${randomBytes(20).toString('hex')}`,
          traceparent,
          'x-request-id': requestId,
        },
      });
      expect(res.headers.get('x-request-id')).toBe(requestId);

      expect(await Promise.all([contacts.stop(), gateway.stop()])).toEqual([0, 0]);
      const inTrace = receiver.spans.filter((s) => s.traceId === traceId);
      const served = inTrace.find(
        (s) => s.kind === OTLP_SERVER && s.name === 'rapport.contacts.v1.ContactsService/CreateTag',
      );
      expect(served).toMatchObject({ service: 'contacts', parentSpanId: callerSpanId });
      // instrumentation-mongodb: the insert, under the call's span.
      const store = inTrace.filter((s) => s.service === 'contacts' && s.kind === OTLP_CLIENT);
      expect(store.map((s) => s.parentSpanId)).toContain(served!.spanId);
      expect(store.map((s) => s.name).join(' ')).toMatch(/insert/);
      const http = inTrace.find((s) => s.kind === OTLP_SERVER && s.name === 'GET /v1/people');
      expect(http).toMatchObject({ service: 'gateway', parentSpanId: callerSpanId });
      const identityCall = inTrace.find(
        (s) => s.kind === OTLP_CLIENT && s.name.startsWith('rapport.identity.v1.IdentityService/'),
      );
      expect(identityCall).toMatchObject({ service: 'gateway', parentSpanId: http!.spanId });
      // pino-http's line of the request carries both ids (the mixin of createLogger).
      const line = gateway.logs().find((l) => l.req?.url === '/v1/people');
      expect(line).toMatchObject({ requestId, traceId, spanId: http!.spanId });
    } finally {
      contacts.kill();
      gateway.kill();
      receiver.close();
    }
  });
});

describe('a process started without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('loads no tracing SDK, exporter or instrumentation: only the no-op @opentelemetry/api', () => {
    const loaded = (env: Record<string, string>) =>
      JSON.parse(
        execFileSync(
          process.execPath,
          [
            '--import',
            'tsx',
            '-e',
            `require('@rapport/platform/start-tracing');
             require('@rapport/platform');
             const names = Object.keys(require.cache).flatMap((f) => f.match(/@opentelemetry\\/[\\w-]+/g) ?? []);
             console.log(JSON.stringify([...new Set(names)].sort()));`,
          ],
          { cwd: path.resolve(__dirname, '../..'), env: { PATH: process.env.PATH ?? '', ...env } },
        ).toString(),
      );
    expect(loaded({})).toEqual(['@opentelemetry/api']);
    // The same check sees them when tracing is on (so the one above can fail).
    expect(loaded({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' })).toEqual(
      expect.arrayContaining(['@opentelemetry/sdk-trace', '@opentelemetry/instrumentation-mongodb']),
    );
  });
});
