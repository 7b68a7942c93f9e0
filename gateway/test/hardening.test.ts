import { type Stack, startStack } from '@rapport/testkit';

describe('gateway hardening', () => {
  let sut: Stack;
  beforeAll(async () => {
    // A real client address per test through X-Forwarded-For, and a small failure budget.
    sut = await startStack({ env: { TRUST_PROXY: '1', AUTH_FAILURES_PER_MINUTE: '5' } });
  });
  afterAll(async () => {
    await sut.stop();
  });

  const address = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const badToken = () => `rpt_${'Z'.repeat(39)}${Math.floor(Math.random() * 10)}`;

  it('when one address fails authentication past its budget, then its bad requests get 429 with Retry-After, while valid tokens and other addresses are not affected', async () => {
    const from = address();
    const other = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const headers = { 'x-forwarded-for': from };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await sut.request('GET', '/v1/me', { token: badToken(), headers })).status);
    }
    statuses.push(
      (await sut.request('GET', '/v1/me', { headers: { ...headers, authorization: 'Basic x' } })).status,
    );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await sut.request('GET', '/v1/me', { token: badToken(), headers });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body).toEqual({
      statusCode: 429,
      message: expect.stringContaining('too many failed authentications'),
      error: 'Too Many Requests',
    });
    // A valid token from that address is not affected (api-decisions), even one not verified before.
    const { token } = await sut.tenant();
    expect((await sut.request('GET', '/v1/me', { token, headers })).status).toBe(200);
    expect((await sut.request('GET', '/v1/me', { headers })).status).toBe(429);
    const elsewhere = await sut.request('GET', '/v1/me', {
      token: badToken(),
      headers: { 'x-forwarded-for': other },
    });
    expect(elsewhere.status).toBe(401);
  });

  it('when anything answers, then it says nosniff and no-store', async () => {
    const { token } = await sut.tenant();
    for (const res of [
      await sut.request('GET', '/v1/me', { token }),
      await sut.request('GET', '/v1/me', { headers: { 'x-forwarded-for': address() } }),
      await sut.request('GET', '/v1/nothing', { token }),
      await sut.request('GET', '/healthz'),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('when a path parameter holds a NUL character, then it answers 400 naming it before any service is asked', async () => {
    const { token } = await sut.tenant();
    // Only identity runs here: a route that reached its service would answer 503.
    for (const [method, path, name] of [
      ['DELETE', '/v1/email/suppressions/a%00b@example.com', 'address'],
      ['GET', '/v1/people/%00/activity', 'id'],
      ['PATCH', '/v1/companies/x%00', 'id'],
    ] as const) {
      const res = await sut.request(method, path, { token, body: method === 'PATCH' ? {} : undefined });
      expect([path, res.status, res.body]).toEqual([
        path,
        400,
        { statusCode: 400, message: [`${name} must not contain NUL characters`], error: 'Bad Request' },
      ]);
    }
  });

  it('when readiness is asked while other services are down, then it is ready and names nothing', async () => {
    const ready = await sut.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });
});
