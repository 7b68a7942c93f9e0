import * as grpc from '@grpc/grpc-js';
import { identityProto } from '@rapport/contracts';
import { api } from '@rapport/testkit';
import { loadConfig, type RunningGateway, start } from '../src/main';

/** A stand-in identity service that answers VerifyToken only after `delayMs`. */
async function slowIdentity(delayMs: number): Promise<{ addr: string; stop(): void }> {
  const server = new grpc.Server();
  server.addService(identityProto().rapport.identity.v1.IdentityService.service, {
    VerifyToken: (_call: unknown, callback: grpc.sendUnaryData<unknown>) => {
      setTimeout(() => callback(null, {}), delayMs).unref();
    },
  });
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) =>
      err ? reject(err) : resolve(p),
    ),
  );
  return { addr: `127.0.0.1:${port}`, stop: () => server.forceShutdown() };
}

describe('gateway deadlines', () => {
  it('when identity does not answer within the deadline, then the gateway answers 504 in the envelope', async () => {
    const identity = await slowIdentity(1_500);
    let sut: RunningGateway | undefined;
    try {
      sut = await start(
        loadConfig({
          ...process.env,
          PORT: '0',
          IDENTITY_GRPC_ADDR: identity.addr,
          GRPC_DEADLINE_MS: '200',
          LOG_LEVEL: 'silent',
        }),
      );
      const started = Date.now();
      const res = await api(sut.url, 'GET', '/v1/me', { token: `rpt_${'a'.repeat(40)}` });
      expect(res.status).toBe(504);
      expect(res.body).toEqual({
        statusCode: 504,
        message: expect.stringContaining('did not answer in time'),
        error: 'Gateway Timeout',
      });
      expect(Date.now() - started).toBeLessThan(1_400);
    } finally {
      await sut?.stop();
      identity.stop();
    }
  });
});
