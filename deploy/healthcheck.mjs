// Container health check (docker compose; Kubernetes uses its native gRPC and HTTP probes instead).
//   node deploy/healthcheck.mjs grpc 127.0.0.1:50051           standard grpc.health.v1 Check of ""
//   node deploy/healthcheck.mjs http http://127.0.0.1:8080/readyz
// Exits 0 when SERVING / 2xx, 1 otherwise. Plain JavaScript on purpose: it runs every few seconds in
// every container, and loading @rapport/platform through tsx would cost half a second of CPU each time;
// the gRPC check is the same call as checkHealth() of @rapport/platform.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// Below the compose healthcheck's own timeout (5 s).
const TIMEOUT_MS = 2_000;

function checkGrpc(addr) {
  const grpc = require('@grpc/grpc-js');
  const { service } = require('grpc-health-check');
  const Client = grpc.makeGenericClientConstructor(service, 'grpc.health.v1.Health');
  const client = new Client(addr, grpc.credentials.createInsecure());
  return new Promise((resolve) => {
    client.makeUnaryRequest(
      '/grpc.health.v1.Health/Check',
      (arg) => service.Check.requestSerialize(arg),
      (buffer) => service.Check.responseDeserialize(buffer),
      { service: '' },
      { deadline: Date.now() + TIMEOUT_MS },
      (err, res) => {
        client.close();
        if (err) console.error(`${addr}: ${err.message}`);
        resolve(!err && (res?.status === 'SERVING' || res?.status === 1));
      },
    );
  });
}

async function checkHttp(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) console.error(`${url}: HTTP ${res.status}`);
    return res.ok;
  } catch (err) {
    console.error(`${url}: ${err.message}`);
    return false;
  }
}

const [kind, target] = process.argv.slice(2);
const checks = { grpc: checkGrpc, http: checkHttp };
if (!checks[kind] || !target) {
  console.error('usage: healthcheck.mjs grpc <host:port> | http <url>');
  process.exit(1);
}
process.exit((await checks[kind](target)) ? 0 : 1);
