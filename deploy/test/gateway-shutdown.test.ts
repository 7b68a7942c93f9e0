import http from 'node:http';
import net from 'node:net';
import * as grpc from '@grpc/grpc-js';
import { identityProto } from '@rapport/contracts';
import { logLine, type RunningChild, sleep, startChild } from './support/child-process';

// The gateway process, run as the image runs it, gets SIGTERM while a request is in flight: during
// the drain period it keeps answering (readiness 503, every answer with `Connection: close`), then
// new connections are refused, the in-flight request still gets its answer, and the process exits 0.

const VERIFY_DELAY_MS = 2_500;
const DRAIN_MS = 1_000;
const TOKEN = `rpt_${'a'.repeat(40)}`;
const organization = {
  id: '0190a4d2-0000-7000-8000-000000000001',
  name: 'Drain Co',
  slug: 'drain-co',
  plan: 'PLAN_PRO',
  rateLimitPerMinute: 1000,
  features: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const token = {
  id: '0190a4d2-0000-7000-8000-000000000002',
  organizationId: organization.id,
  name: 'drain',
  prefix: 'rpt_aaaa',
  scopes: ['*'],
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** A stand-in identity service whose VerifyToken answers only after VERIFY_DELAY_MS. */
async function slowIdentity(): Promise<{ port: number; received: Promise<void>; stop(): void }> {
  const server = new grpc.Server();
  let onReceived!: () => void;
  const received = new Promise<void>((resolve) => {
    onReceived = resolve;
  });
  server.addService(identityProto().rapport.identity.v1.IdentityService.service, {
    VerifyToken: (_call: unknown, callback: grpc.sendUnaryData<unknown>) => {
      onReceived();
      setTimeout(() => callback(null, { token, organization, granted: true }), VERIFY_DELAY_MS);
    },
  });
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, bound) =>
      err ? reject(err) : resolve(bound),
    ),
  );
  return { port, received, stop: () => server.forceShutdown() };
}

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** GET on a keep-alive agent, which keeps the connection open afterwards as a load balancer does. */
const get = (port: number, path: string, agent: http.Agent) =>
  new Promise<{ status: number; body: unknown; connection?: string }>((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${TOKEN}` } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text),
            connection: res.headers.connection,
          }),
        );
      },
    );
    req.on('error', reject);
  });

describe('gateway: graceful shutdown', () => {
  let identity: Awaited<ReturnType<typeof slowIdentity>>;
  let sut: RunningChild;
  let agent: http.Agent;

  beforeEach(async () => {
    agent = new http.Agent({ keepAlive: true });
    identity = await slowIdentity();
    sut = startChild('gateway/src/main.ts', {
      HOST: '127.0.0.1',
      PORT: '0',
      IDENTITY_GRPC_ADDR: `127.0.0.1:${identity.port}`,
      // Far above the test's bounds: the process must exit because it drained, not on this timer.
      SHUTDOWN_GRACE_MS: '25000',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      METRICS_ADDR: '127.0.0.1:0',
      LOG_LEVEL: 'info',
    });
  });

  afterEach(() => {
    agent.destroy();
    sut.kill();
    identity.stop();
  });

  it('when SIGTERM arrives during a request, then it keeps answering with Connection: close for the drain period, then refuses new connections, the request gets its 200 and the process exits 0', async () => {
    const { port } = JSON.parse(await sut.waitForLine(logLine('gateway listening'))) as { port: number };
    let settled = false;
    const inFlight = get(port, '/v1/me', agent).finally(() => {
      settled = true;
    });
    await identity.received;

    const signalledAt = Date.now();
    sut.child.kill('SIGTERM');
    await sut.waitForLine((line) => line.includes('SIGTERM received, draining'), 5_000);
    // The drain period: still answering, readiness says no, every connection is closed after its answer.
    const during = await get(port, '/readyz', new http.Agent({ keepAlive: true }));
    expect(during).toMatchObject({ status: 503, connection: 'close' });
    expect(Date.now() - signalledAt).toBeLessThan(DRAIN_MS);
    // Then the listener closes; the in-flight request is still waiting.
    let accepting = true;
    for (let attempt = 0; attempt < 100 && accepting; attempt++) {
      accepting = await connects(port);
      if (accepting) await sleep(20);
    }
    expect(accepting).toBe(false);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS - 50);
    expect(settled).toBe(false);

    const response = await inFlight;
    expect(response).toEqual({
      status: 200,
      connection: 'close',
      body: {
        token: {
          id: token.id,
          prefix: token.prefix,
          name: token.name,
          scopes: token.scopes,
          expiresAt: null,
          lastUsedAt: null,
        },
        organization: { id: organization.id, name: organization.name, slug: organization.slug },
      },
    });
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(VERIFY_DELAY_MS - 500);
    // Drained means done: the process must not wait for the client to hang up its kept-alive
    // connection (nor for SHUTDOWN_GRACE_MS) once the last answer is out.
    const exit = await Promise.race([
      sut.exited,
      sleep(3_000).then(() => 'still running 3 s after the answer'),
    ]);
    expect(exit).toEqual({ code: 0, signal: null });
  }, 30_000);
});
