import { type Stack, startStack } from '@rapport/testkit';

describe('gateway rate limit', () => {
  let sut: Stack;
  beforeAll(async () => {
    sut = await startStack();
  });
  afterAll(async () => {
    await sut.stop();
  });

  /** An organization with the default limit (the testkit's tenants get a high one). */
  const defaultTenant = async (scopes: string[]) => {
    const org = await sut.createOrg();
    return sut.createToken(org.slug, scopes);
  };

  it('when a token calls, then every answer carries the rate-limit headers counting down', async () => {
    const { token } = await defaultTenant([]);
    const first = await sut.request('GET', '/v1/me', { token });
    const second = await sut.request('GET', '/v1/me', { token });
    expect(first.headers.get('x-ratelimit-limit')).toBe('100');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('99');
    expect(second.headers.get('x-ratelimit-remaining')).toBe('98');
    const reset = Number(first.headers.get('x-ratelimit-reset'));
    const now = Date.now() / 1000;
    expect(reset).toBeGreaterThan(now);
    expect(reset).toBeLessThanOrEqual(Math.ceil(now) + 60);
  });

  it('when a token lacks the scope, then the 403 still carries the rate-limit headers', async () => {
    const { token } = await defaultTenant(['tags:read']);
    const res = await sut.request('GET', '/v1/people', { token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      statusCode: 403,
      message: 'this token lacks the scope "people:read"',
      error: 'Forbidden',
    });
    expect(res.headers.get('x-ratelimit-remaining')).toBe('99');
  });

  it('when the 101st request arrives within the minute, then it answers 429 with Retry-After', async () => {
    const { token } = await defaultTenant([]);
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const results = await Promise.all(
        Array.from({ length: 10 }, () => sut.request('GET', '/v1/me', { token })),
      );
      statuses.push(...results.map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    const limited = await sut.request('GET', '/v1/me', { token });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      message: expect.stringContaining('rate limit'),
      error: 'Too Many Requests',
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
  });

  it('when one token is limited, then another token of the same organization is not', async () => {
    const org = await sut.createOrg({ rateLimitPerMinute: 3 });
    const a = await sut.createToken(org.slug, []);
    const b = await sut.createToken(org.slug, []);
    for (let i = 0; i < 3; i++)
      expect((await sut.request('GET', '/v1/me', { token: a.token })).status).toBe(200);
    expect((await sut.request('GET', '/v1/me', { token: a.token })).status).toBe(429);
    const other = await sut.request('GET', '/v1/me', { token: b.token });
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-limit')).toBe('3');
  });
});
