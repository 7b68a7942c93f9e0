import { type Stack, startStack } from '@rapport/testkit';

describe('gateway error envelope', () => {
  let sut: Stack;
  let token: string;
  beforeAll(async () => {
    sut = await startStack();
    ({ token } = await sut.tenant());
  });
  afterAll(async () => {
    await sut.stop();
  });

  it('when the route does not exist, then it answers 404 in the envelope', async () => {
    const res = await sut.request('GET', '/v1/nothing-here', { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Cannot GET /v1/nothing-here', error: 'Not Found' });
  });

  it('when the body is malformed JSON, then it answers 400 in the envelope', async () => {
    const res = await sut.request('POST', '/v1/people', { token, rawBody: '{"name": ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'request body is not valid JSON',
      error: 'Bad Request',
    });
  });

  it('when the body is over 1 MiB, then it answers 413 in the envelope', async () => {
    const res = await sut.request('POST', '/v1/people', {
      token,
      body: { name: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      statusCode: 413,
      message: 'request body is larger than 1 MiB',
      error: 'Payload Too Large',
    });
  });

  it('when asked for health, readiness and the OpenAPI document, then no token is needed', async () => {
    expect((await sut.request('GET', '/healthz')).status).toBe(200);
    const openapi = await sut.request('GET', '/v1/openapi.json');
    expect(openapi.status).toBe(200);
    expect(openapi.body.openapi).toBe('3.1.0');
    expect(openapi.body.paths['/v1/me'].get['x-required-scope']).toBeNull();
    // Only identity runs in this stack: the gateway still takes traffic (503 per route that needs
    // a missing service), so it is ready; readiness names no internal service.
    const ready = await sut.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  it('when metrics are scraped, then request durations are counted by route pattern', async () => {
    await sut.request('GET', '/v1/me', { token });
    expect((await sut.request('GET', '/metrics')).status).toBe(404); // not on the public port
    const res = await fetch(sut.metricsUrl);
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).toMatch(
      /rapport_http_request_duration_seconds_count\{method="GET",route="\/v1\/me",status="200"\} \d+/,
    );
  });

  it('when a request carries an X-Request-Id, then the answer echoes it', async () => {
    const res = await sut.request('GET', '/v1/me', { token, headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    const generated = await sut.request('GET', '/v1/me', { token });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when identity is stopped, then a token not verified before answers 503, a verified one keeps working, and both recover', async () => {
    const cold = await sut.tenant();
    expect((await sut.request('GET', '/v1/me', { token })).status).toBe(200);
    const restart = await sut.stopService('identity');
    try {
      const down = await sut.request('GET', '/v1/me', { token: cold.token });
      expect(down.status).toBe(503);
      expect(down.body).toEqual({
        statusCode: 503,
        message: expect.any(String),
        error: 'Service Unavailable',
      });
      // Verified moments ago and still live in Redis: served without identity.
      expect((await sut.request('GET', '/v1/me', { token })).status).toBe(200);
    } finally {
      await restart();
    }
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await sut.request('GET', '/v1/me', { token: cold.token })).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
  });
});
