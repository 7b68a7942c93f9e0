import {
  type PrivateServer,
  type Stack,
  startPrivateFerretDb,
  startPrivateRedis,
  startStack,
} from '@rapport/testkit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Outages of the store and of Redis, on servers of this test's own (never the shared ones).
describe('gateway under faults', () => {
  describe('when the store stops', () => {
    let store: PrivateServer;
    let sut: Stack;
    beforeAll(async () => {
      store = await startPrivateFerretDb();
      sut = await startStack({ services: ['companies', 'contacts'], env: { MONGO_URL: store.url } });
    });
    afterAll(async () => {
      await sut?.stop();
      await store?.stop();
    });

    it('then reads answer 503 at once and work again once it is back', async () => {
      const { token } = await sut.tenant();
      const created = await sut.request('POST', '/v1/people', { token, body: { name: 'Outage Test' } });
      expect(created.status).toBe(201);
      await store.kill();
      const started = Date.now();
      const down = await sut.request('GET', `/v1/people/${created.body.id}`, { token });
      expect(down.status).toBe(503);
      expect(down.body).toEqual({
        statusCode: 503,
        message: expect.any(String),
        error: 'Service Unavailable',
      });
      expect(Date.now() - started).toBeLessThan(2_500);
      const write = await sut.request('POST', '/v1/people', { token, body: { name: 'During Outage' } });
      expect(write.status).toBe(503);

      await store.restart();
      let status = 0;
      for (let i = 0; i < 100 && status !== 200; i++) {
        status = (await sut.request('GET', `/v1/people/${created.body.id}`, { token })).status;
        if (status !== 200) await sleep(200);
      }
      expect(status).toBe(200);
    });
  });

  describe('when Redis stops', () => {
    let redis: PrivateServer;
    let sut: Stack;
    beforeAll(async () => {
      redis = await startPrivateRedis();
      sut = await startStack({ env: { REDIS_URL: redis.url } });
    });
    afterAll(async () => {
      await sut?.stop();
      await redis?.stop();
    });

    it('then requests are still served (identity verifies every token, limits in memory) and the gateway stays ready', async () => {
      const { token } = await sut.tenant();
      expect((await sut.request('GET', '/v1/me', { token })).status).toBe(200);
      await redis.kill();
      for (let i = 0; i < 5; i++) {
        const res = await sut.request('GET', '/v1/me', { token });
        expect(res.status).toBe(200);
        expect(res.headers.get('x-ratelimit-limit')).toBe('10000');
      }
      const revoked = await sut.createOrg();
      const doomed = await sut.createToken(revoked.slug, []);
      expect((await sut.request('GET', '/v1/me', { token: doomed.token })).status).toBe(200);
      expect((await sut.request('GET', '/readyz')).status).toBe(200);
      await redis.restart();
    });
  });
});
