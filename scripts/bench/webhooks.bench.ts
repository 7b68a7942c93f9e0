// Benchmark: outbound webhook deliveries to a receiver on loopback, through the real path:
// rapport.events → webhooks worker processes (fan-out to stored deliveries, the delivery queue,
// signed POSTs, outcomes written back) → an HTTP receiver answering 204. BENCH_EVENTS events
// (default 5,000, each about its own contact so per-contact ordering never serializes them) are
// published for one organization with one subscription; the run ends when every event arrived.
// Prints deliveries per second, the latency from publish to arrival (p50, p95, max), and checks that
// every event arrived exactly once with a valid signature. Bounded by BENCH_TIMEOUT_MS (5 minutes).
// Usage: npm run bench:webhooks  (BENCH_EVENTS, BENCH_WORKERS=2, BENCH_CONCURRENCY=32)
// It starts no store of its own: it uses the FerretDB that scripts/ensure-infra.sh started (always with
// --telemetry=disable), and only reads FerretDB's and PostgreSQL's CPU.
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildEvent } from '@rapport/platform';
import { ConfirmPublisher, connectAmqp, consumerQueueNames } from '@rapport/platform/amqp';
import { startStack } from '@rapport/testkit';
import { loadConfig } from '../../services/webhooks/src/config';
import { DELIVERY_RETRIES } from '../../services/webhooks/src/events/delivery.queue';
import { EVENT_RETRIES } from '../../services/webhooks/src/events/events.consumer';
import { deliveryTopologyOf } from '../../services/webhooks/src/worker';
import { cpuSecondsOf, pidsNamed, withDescendants } from './proc';
import { type Proc, startProcess, stopProcesses } from './processes';

const total = Number(process.env.BENCH_EVENTS ?? 5_000);
const workerCount = Number(process.env.BENCH_WORKERS ?? 2);
const concurrency = process.env.BENCH_CONCURRENCY ?? '32';
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 300_000);
const run = randomUUID().slice(0, 8);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const arrivals = new Map<string, { count: number; at: number; signed: boolean }>();
  let secret = '';
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const id = String(req.headers['rapport-event-id']);
      const [t, v1] = String(req.headers['rapport-signature'])
        .split(',')
        .map((kv) => kv.slice(kv.indexOf('=') + 1));
      const signed = v1 === createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
      const seen = arrivals.get(id);
      arrivals.set(id, { count: (seen?.count ?? 0) + 1, at: seen?.at ?? Date.now(), signed });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  const env = {
    LOG_LEVEL: 'warn',
    WEBHOOKS_ALLOW_HTTP_TARGETS: '1',
    WEBHOOKS_ALLOW_LOOPBACK_TARGETS: '1',
    WEBHOOKS_EVENTS_QUEUE: `webhooks.events.bench-${run}`,
    WEBHOOKS_DELIVERY_QUEUE: `webhooks.deliveries.bench-${run}`,
    WEBHOOKS_WORKER_CONCURRENCY: concurrency,
  };
  const stack = await startStack({ services: ['webhooks'], env });
  const procs: Proc[] = [];
  const amqp = await connectAmqp(stack.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
  try {
    const { orgId, token } = await stack.tenant(['webhooks:write', 'people:read']);
    const created = await stack.request('POST', '/v1/webhooks', {
      token,
      body: { url: receiverUrl, events: ['contact.*'] },
    });
    if (created.status !== 201) throw new Error(`webhook: ${created.status} ${JSON.stringify(created.body)}`);
    secret = created.body.secret;

    for (let i = 0; i < workerCount; i++) {
      procs.push(
        await startProcess(
          `webhooks-worker-${i}`,
          'services/webhooks/src/worker.ts',
          {
            ...stack.env,
            ...env,
            GRPC_LISTEN_ADDR: '127.0.0.1:0',
            LOG_LEVEL: 'info',
          },
          /webhooks worker consuming/,
        ),
      );
    }

    // CPU per delivery by process group (the stores' figures include whatever else runs).
    const groups = new Map<string, number[]>([
      ['workers', procs.flatMap((p) => withDescendants(p.child.pid!))],
      ['bench (API, gateway, receiver)', [process.pid]],
      ...pidsNamed(['ferretdb', 'postgres', 'beam.smp']),
    ]);
    const cpu = () =>
      new Map(
        [...groups].map(([name, pids]) => [name, pids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0)]),
      );
    const cpuBefore = cpu();
    const publisher = await ConfirmPublisher.open(amqp);
    const published = new Map<string, number>();
    const started = Date.now();
    for (let i = 0; i < total; i += 200) {
      const events = Array.from({ length: Math.min(200, total - i) }, (_, j) =>
        buildEvent('contact.updated', orgId, {
          contactId: randomUUID(),
          contact: { name: `Person ${i + j}` },
        }),
      );
      await Promise.all(
        events.map((event) => {
          published.set(event.id, Date.now());
          return publisher.publishEvent(event);
        }),
      );
    }
    const publishedIn = (Date.now() - started) / 1000;
    let lastPrint = 0;
    while (arrivals.size < total) {
      if (Date.now() - started > timeoutMs)
        throw new Error(`timed out: ${arrivals.size} of ${total} arrived`);
      if (Date.now() - lastPrint > 2_000) {
        lastPrint = Date.now();
        console.log(`  ${arrivals.size} / ${total} delivered`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cpuAfter = cpu();
    const last = Math.max(...[...arrivals.values()].map((a) => a.at));
    const seconds = (last - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const latencies = [...arrivals]
      .map(([id, a]) => a.at - (published.get(id) ?? a.at))
      .sort((a, b) => a - b);
    const duplicates = [...arrivals.values()].filter((a) => a.count > 1).length;
    const unsigned = [...arrivals.values()].filter((a) => !a.signed).length;
    console.log(
      `webhooks: ${total} events → ${arrivals.size} deliveries in ${seconds.toFixed(1)} s = ` +
        `${Math.round(total / seconds)} deliveries/s (${workerCount} workers × ${concurrency} concurrent; ` +
        `events published in ${publishedIn.toFixed(1)} s)`,
    );
    console.log(
      `latency publish → arrival: p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, ` +
        `max ${latencies.at(-1)} ms; duplicates ${duplicates}, bad signatures ${unsigned}`,
    );
    console.log(
      `CPU per delivery: ${[...cpuAfter]
        .map(
          ([name, seconds]) => `${name} ${(((seconds - cpuBefore.get(name)!) * 1000) / total).toFixed(2)} ms`,
        )
        .join(', ')}`,
    );
    if (duplicates || unsigned) process.exitCode = 1;
  } finally {
    await stopProcesses(procs);
    await stack.stop();
    receiver.closeAllConnections();
    receiver.close();
    const channel = await amqp.createChannel();
    const topology = deliveryTopologyOf(loadConfig({ ...stack.env, ...env }));
    const queues = [
      ...consumerQueueNames(env.WEBHOOKS_EVENTS_QUEUE, EVENT_RETRIES),
      ...consumerQueueNames(topology.queue, DELIVERY_RETRIES, topology.delaysMs),
    ];
    for (const queue of queues) await channel.deleteQueue(queue).catch(() => undefined);
    await amqp.close();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
