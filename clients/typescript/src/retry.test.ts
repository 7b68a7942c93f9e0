import { retryDelayMs, retryingFetch } from './retry';

const headers = (values: Record<string, string>) => new Headers(values);

describe('retryDelayMs', () => {
  const now = Date.parse('2026-11-21T10:00:00.000Z');

  it('when Retry-After is seconds or an HTTP date, then the wait follows it', () => {
    expect(retryDelayMs(headers({ 'Retry-After': '7' }), 0, now)).toBe(7_000);
    expect(retryDelayMs(headers({ 'Retry-After': 'Sat, 21 Nov 2026 10:00:03 GMT' }), 0, now)).toBe(3_000);
    expect(retryDelayMs(headers({ 'Retry-After': 'Sat, 21 Nov 2026 09:00:00 GMT' }), 0, now)).toBe(0);
  });

  it('when Retry-After is missing, then X-RateLimit-Reset, else doubling from one second', () => {
    expect(retryDelayMs(headers({ 'X-RateLimit-Reset': String(now / 1000 + 2) }), 0, now)).toBe(2_000);
    expect(retryDelayMs(headers({}), 0, now)).toBe(1_000);
    expect(retryDelayMs(headers({}), 2, now)).toBe(4_000);
  });
});

describe('retryingFetch', () => {
  const limited = () => new Response('{}', { status: 429, headers: { 'Retry-After': '0' } });

  it('when answers stay 429, then it sends the request 1 + maxRetries times, each with the body, and returns the last', async () => {
    const bodies: string[] = [];
    const send = retryingFetch(
      async (request) => {
        bodies.push(await request.text());
        return limited();
      },
      { maxRetries: 2 },
    );
    const response = await send(new Request('http://127.0.0.1/', { method: 'POST', body: '{"a":1}' }));
    expect(response.status).toBe(429);
    expect(bodies).toEqual(['{"a":1}', '{"a":1}', '{"a":1}']);
  });

  it('when another status answers, then it is returned without a retry', async () => {
    let calls = 0;
    const send = retryingFetch(async () => {
      calls++;
      return new Response(null, { status: calls === 1 ? 429 : 503, headers: { 'Retry-After': '0' } });
    });
    expect((await send(new Request('http://127.0.0.1/'))).status).toBe(503);
    expect(calls).toBe(2);
  });
});
