// Benchmark: authenticated GET /v1/me through the real gateway → identity → FerretDB path.
// Bounded: BENCH_REQUESTS requests (default 3000) at BENCH_CONCURRENCY (default 20), loopback only.
// Prints throughput, latency percentiles and the process's memory. Usage: npm run bench
import { startStack } from '@rapport/testkit';

const total = Number(process.env.BENCH_REQUESTS ?? 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);

async function main() {
  const stack = await startStack();
  try {
    const org = await stack.createOrg({ rateLimitPerMinute: 1_000_000 });
    const { token } = await stack.createToken(org.slug, []);
    const headers = { authorization: `Bearer ${token}` };
    for (let i = 0; i < 50; i++) await fetch(`${stack.baseUrl}/v1/me`, { headers }).then((r) => r.text());

    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          next++;
          const t0 = performance.now();
          const res = await fetch(`${stack.baseUrl}/v1/me`, { headers });
          await res.text();
          if (res.status !== 200) failures++;
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
    const rss = (process.memoryUsage().rss / 1024 / 1024).toFixed(0);
    console.log(`GET /v1/me: ${latencies.length} requests, concurrency ${concurrency}, ${failures} non-200`);
    console.log(
      `throughput ${(latencies.length / seconds).toFixed(0)} req/s; latency p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms`,
    );
    console.log(`memory (gateway + identity + load generator in one process): rss ${rss} MiB`);
  } finally {
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
