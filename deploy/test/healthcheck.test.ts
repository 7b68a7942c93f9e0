import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as grpc from '@grpc/grpc-js';
import { HealthImplementation } from 'grpc-health-check';
import { ROOT } from './support/deploy-files';

// deploy/healthcheck.mjs is the compose health check of every app container: it must exit 0 only
// when the process reports itself healthy.

const healthcheck = (...args: string[]) =>
  new Promise<{ code: number; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['deploy/healthcheck.mjs', ...args],
      { cwd: ROOT, timeout: 10_000 },
      (err, _out, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stderr }),
    );
  });

describe('deploy/healthcheck.mjs: gRPC', () => {
  let server: grpc.Server;
  let health: HealthImplementation;
  let port: number;

  beforeEach(async () => {
    server = new grpc.Server();
    health = new HealthImplementation({ '': 'SERVING' });
    health.addToServer(server);
    port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, bound) =>
        err ? reject(err) : resolve(bound),
      ),
    );
  });

  afterEach(() => server.forceShutdown());

  it('when the server reports SERVING, then the check exits 0', async () => {
    expect(await healthcheck('grpc', `127.0.0.1:${port}`)).toEqual({ code: 0, stderr: '' });
  }, 15_000);

  it('when the server reports NOT_SERVING (it is draining), then the check exits 1', async () => {
    health.setStatus('', 'NOT_SERVING');
    expect((await healthcheck('grpc', `127.0.0.1:${port}`)).code).toBe(1);
  }, 15_000);

  it('when nothing listens, then the check exits 1 and says why', async () => {
    server.forceShutdown();
    const result = await healthcheck('grpc', `127.0.0.1:${port}`);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`127.0.0.1:${port}`);
  }, 15_000);
});

describe('deploy/healthcheck.mjs: HTTP', () => {
  let server: http.Server;
  let base: string;

  beforeEach(async () => {
    server = http.createServer((req, res) => {
      res.writeHead(req.url === '/readyz' ? 200 : 503).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('when the endpoint answers 2xx, then the check exits 0; when it answers 503, then it exits 1', async () => {
    expect((await healthcheck('http', `${base}/readyz`)).code).toBe(0);
    expect(await healthcheck('http', `${base}/other`)).toEqual({
      code: 1,
      stderr: `${base}/other: HTTP 503\n`,
    });
  }, 15_000);

  it('when the arguments are missing, then the check exits 1 with its usage', async () => {
    expect(await healthcheck('tcp')).toEqual({
      code: 1,
      stderr: 'usage: healthcheck.mjs grpc <host:port> | http <url>\n',
    });
  }, 15_000);
});
