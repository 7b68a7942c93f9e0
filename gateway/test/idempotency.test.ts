import { randomUUID } from 'node:crypto';
import { type Stack, startStack } from '@rapport/testkit';

const MISMATCH = 'this Idempotency-Key was already used with a different request (method, path or body)';
const KEY_RULE = 'Idempotency-Key must be 1 to 255 characters';

describe('Idempotency-Key on POST routes', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ services: ['companies', 'contacts'] });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const post = (token: string, path: string, body: unknown, key?: string) =>
    stack.request('POST', path, {
      token,
      body,
      headers: key === undefined ? {} : { 'Idempotency-Key': key },
    });
  const newKey = () => `key-${randomUUID()}`;
  const domain = () => `idem-${randomUUID().slice(0, 8)}.example`;

  it('when a create is repeated with its key, then the first answer is replayed and nothing is created twice', async () => {
    const { token } = await stack.tenant(['*']);
    const key = newKey();
    const body = { name: 'Acme', domain: domain() };

    const first = await post(token, '/v1/companies', body, key);
    // Same request: key order and spacing do not matter.
    const again = await stack.request('POST', '/v1/companies', {
      token,
      rawBody: JSON.stringify({ domain: body.domain, name: 'Acme' }, null, 2),
      headers: { 'Idempotency-Key': key },
    });

    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('location')).toBe(`/v1/companies/${first.body.id}`);
    // Per-request headers stay fresh on a replay.
    expect(again.headers.get('x-ratelimit-remaining')).not.toBeNull();
    const list = await stack.request('GET', `/v1/companies?domain=${body.domain}`, { token });
    expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([first.body.id]);
  });

  it('when the key comes back with another body, then the answer is 422 and nothing runs', async () => {
    const { token } = await stack.tenant(['*']);
    const key = newKey();
    await post(token, '/v1/tags', { name: 'first' }, key);

    const other = await post(token, '/v1/tags', { name: 'second' }, key);
    const otherPath = await post(token, '/v1/companies', { name: 'first' }, key);

    expect([other.status, other.body]).toEqual([
      422,
      { statusCode: 422, message: MISMATCH, error: 'Unprocessable Entity' },
    ]);
    expect(otherPath.status).toBe(422);
    const tags = await stack.request('GET', '/v1/tags', { token });
    expect(tags.body.data.map((t: { name: string }) => t.name)).toEqual(['first']);
  });

  it('when the same key is used by two organizations, then each runs its own request', async () => {
    const a = await stack.tenant(['*']);
    const b = await stack.tenant(['*']);
    const key = newKey();
    const inA = await post(a.token, '/v1/people', { name: 'Ada', email: 'ada@example.test' }, key);
    const inB = await post(b.token, '/v1/people', { name: 'Bob', email: 'bob@example.test' }, key);
    expect([inA.status, inB.status]).toEqual([201, 201]);
    expect(inB.headers.get('idempotent-replayed')).toBeNull();
    expect(inB.body.name).toBe('Bob');
    const replayA = await post(a.token, '/v1/people', { name: 'Ada', email: 'ada@example.test' }, key);
    expect([replayA.headers.get('idempotent-replayed'), replayA.body.id]).toEqual(['true', inA.body.id]);
  });

  it('when a service refused the request, then the refusal is kept and replayed', async () => {
    const { token } = await stack.tenant(['*']);
    await post(token, '/v1/tags', { name: 'vip' });
    const key = newKey();
    const first = await post(token, '/v1/tags', { name: 'VIP' }, key);
    const again = await post(token, '/v1/tags', { name: 'VIP' }, key);
    expect(first.status).toBe(409);
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([
      409,
      first.body,
      'true',
    ]);
  });

  it('when the body fails validation, then the key is not used: the corrected request runs under it', async () => {
    const { token } = await stack.tenant(['*']);
    const key = newKey();
    const invalid = await post(token, '/v1/people', { name: 'Eve', phone: '12' }, key);
    const fixed = await post(token, '/v1/people', { name: 'Eve', phone: '+4915100000001' }, key);
    expect(invalid.status).toBe(400);
    expect([fixed.status, fixed.headers.get('idempotent-replayed')]).toEqual([201, null]);
  });

  it('when the key is empty or longer than 255 characters, then the answer is 400 and nothing runs', async () => {
    const { token } = await stack.tenant(['*']);
    for (const key of ['', 'k'.repeat(256)]) {
      const res = await post(token, '/v1/tags', { name: `t-${randomUUID()}` }, key);
      expect([res.status, res.body]).toEqual([
        400,
        { statusCode: 400, message: [KEY_RULE], error: 'Bad Request' },
      ]);
    }
    const longest = await post(token, '/v1/tags', { name: 'longest' }, 'k'.repeat(255));
    expect(longest.status).toBe(201);
    const tags = await stack.request('GET', '/v1/tags', { token });
    expect(tags.body.data).toHaveLength(1);
  });

  it('when a request has no key, then it behaves as before: repeats run again', async () => {
    const { token } = await stack.tenant(['*']);
    const first = await post(token, '/v1/tags', { name: 'plain' });
    const second = await post(token, '/v1/tags', { name: 'plain' });
    expect([first.status, second.status]).toEqual([201, 409]);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
  });

  it('when the key comes with a GET, then it is ignored', async () => {
    const { token } = await stack.tenant(['*']);
    const res = await stack.request('GET', '/v1/tags', { token, headers: { 'Idempotency-Key': '' } });
    expect(res.status).toBe(200);
  });

  it('when a batch is repeated with its key, then its results are replayed and nothing is written twice', async () => {
    const { token } = await stack.tenant(['*']);
    const key = newKey();
    const body = { inputs: [{ name: 'One' }, { name: 'Two' }] };
    const first = await post(token, '/v1/people/batch', body, key);
    const again = await post(token, '/v1/people/batch', body, key);
    expect(first.body.results.map((r: { status: number }) => r.status)).toEqual([201, 201]);
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([
      200,
      first.body,
      'true',
    ]);
    const people = await stack.request('GET', '/v1/people', { token });
    expect(people.body.data).toHaveLength(2);
  });

  it('when an answer is too large to keep, then a repeat learns the request was done and how it answered', async () => {
    const { token } = await stack.tenant(['*']);
    // Four stored people of about 1 MB each: a batch naming them answers about 4.16 MB, over the 4 MiB
    // less 64 KiB identity keeps and under gRPC's 4 MiB message limit.
    const blob = 'x'.repeat(1_040_000);
    const emails = [1, 2, 3, 4].map((i) => `big${i}@${domain()}`);
    for (const email of emails) {
      expect((await post(token, '/v1/people', { name: 'Big', email, customFields: { blob } })).status).toBe(
        201,
      );
    }
    const key = newKey();
    const body = { inputs: emails.map((email) => ({ email })) };
    const first = await post(token, '/v1/people/batch', body, key);
    const again = await post(token, '/v1/people/batch', body, key);
    expect(first.status).toBe(200);
    expect(first.body.results.map((r: { status: number }) => r.status)).toEqual([200, 200, 200, 200]);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(
      /^the request with this Idempotency-Key was done and answered 200, but its answer \(\d+ bytes\) was too large to keep/,
    );
  });

  it('when an internal answer is over the gRPC size limit, then the client gets a generic 500 (never 429), kept for repeats', async () => {
    const { token } = await stack.tenant(['*']);
    const blob = 'x'.repeat(1_040_000);
    const emails = [1, 2, 3, 4, 5].map((i) => `huge${i}@${domain()}`);
    for (const email of emails) {
      expect((await post(token, '/v1/people', { name: 'Huge', email, customFields: { blob } })).status).toBe(
        201,
      );
    }
    const key = newKey();
    const body = { inputs: emails.map((email) => ({ email })) };
    const first = await post(token, '/v1/people/batch', body, key);
    const again = await post(token, '/v1/people/batch', body, key);
    expect([first.status, first.body.message]).toEqual([500, 'internal server error']);
    expect([again.status, again.body.message, again.headers.get('idempotent-replayed')]).toEqual([
      500,
      'internal server error',
      'true',
    ]);
  });

  it('when a single upsert that matched is replayed, then Rapport-Matched-On is replayed too', async () => {
    const { token } = await stack.tenant(['*']);
    await post(token, '/v1/people', { name: 'Ada', email: 'ada@example.test' });
    const key = newKey();
    await post(token, '/v1/people', { email: 'ada@example.test', name: 'Ada L.' }, key);
    const again = await post(token, '/v1/people', { email: 'ada@example.test', name: 'Ada L.' }, key);
    expect([
      again.status,
      again.headers.get('rapport-matched-on'),
      again.headers.get('idempotent-replayed'),
    ]).toEqual([200, 'email', 'true']);
  });

  it('when a service is unavailable, then the key is released and the retry with it runs', async () => {
    const { token } = await stack.tenant(['*']);
    const key = newKey();
    const body = { name: 'Later', domain: domain() };
    const restart = await stack.stopService('companies');
    let down: Awaited<ReturnType<typeof post>>;
    try {
      down = await post(token, '/v1/companies', body, key);
    } finally {
      await restart();
    }
    const retry = await post(token, '/v1/companies', body, key);
    expect(down.status).toBe(503);
    expect([retry.status, retry.headers.get('idempotent-replayed')]).toEqual([201, null]);
  });

  it('when the OpenAPI document is read, then every POST with a token documents the header and the rest do not', async () => {
    const res = await stack.request('GET', '/v1/openapi.json');
    const header = (operation: { parameters: { name: string; in: string }[] }) =>
      operation.parameters.some((p) => p.name === 'Idempotency-Key' && p.in === 'header');
    let open = 0;
    for (const [path, operations] of Object.entries<Record<string, any>>(res.body.paths)) {
      for (const [method, operation] of Object.entries<any>(operations)) {
        // Keys are kept per token: a route without one (security: []) takes none.
        const keyed = method === 'post' && operation.security.length > 0;
        if (!operation.security.length) open++;
        expect([path, method, header(operation)]).toEqual([path, method, keyed]);
        if (keyed) expect(operation.responses['422']).toBeDefined();
      }
    }
    expect(open).toBe(3);
    expect(res.body.paths['/v1/people/batch'].post.responses['200']).toBeDefined();
    expect(res.body.paths['/v1/companies/batch'].post.requestBody).toBeDefined();
  });
});
