import { randomUUID } from 'node:crypto';
import { eventually, type Stack, startStack } from '@rapport/testkit';
import { createRapportClient, type Person, RapportError, unwrap } from '../src';

/** The typed client against the real gateway, identity, contacts and companies. */
describe('@rapport/client', () => {
  let stack: Stack;
  beforeAll(async () => {
    // A one-second rate-limit window, so the 429 tests wait one second rather than a minute.
    stack = await startStack({
      services: ['contacts', 'companies', 'webhooks'],
      env: { RATE_LIMIT_WINDOW_SECONDS: '1' },
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** A client of a fresh organization, recording the status and headers of every answer. */
  const clientOf = async (
    options: { rateLimitPerMinute?: number; retry?: { maxRetries?: number; maxDelayMs?: number } } = {},
  ) => {
    const org = await stack.createOrg({ rateLimitPerMinute: options.rateLimitPerMinute ?? 10_000 });
    const { token } = await stack.createToken(org.slug, ['*']);
    const seen: { method: string; status: number; idempotencyKey: string | null }[] = [];
    const client = createRapportClient({
      baseUrl: stack.baseUrl,
      token,
      retry: options.retry,
      fetch: async (request) => {
        const response = await fetch(request);
        seen.push({
          method: request.method,
          status: response.status,
          idempotencyKey: request.headers.get('idempotency-key'),
        });
        return response;
      },
    });
    return { client, seen, org };
  };

  it('when a client follows the change feed from the head, then it gets each new change once, in order, live, and resumes after a change it saved', async () => {
    const { client } = await clientOf();
    const { cursor } = await client.changes.head();
    const stop = new AbortController();
    const seen: { id: string; type: string; cursor: string }[] = [];
    const following = (async () => {
      for await (const change of client.changes.follow({ after: cursor }, { signal: stop.signal })) {
        seen.push(change);
        if (seen.length === 3) stop.abort();
      }
    })();
    const people = [];
    for (const name of ['One', 'Two', 'Three']) people.push(await client.people.upsert({ name }));
    await following;
    expect(seen.map((c) => c.type)).toEqual(['contact.created', 'contact.created', 'contact.created']);
    expect(seen.map((c) => (c as unknown as { objectId: string }).objectId)).toEqual(people.map((p) => p.id));

    const resumed = [];
    const again = new AbortController();
    for await (const change of client.changes.follow({ after: seen[0]!.cursor }, { signal: again.signal })) {
      resumed.push(change.id);
      if (resumed.length === 2) again.abort();
    }
    expect(resumed).toEqual([seen[1]!.id, seen[2]!.id]);
  });

  const phone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

  it('when a person is created, then upserted on the same email, then the upsert updates the same record', async () => {
    const { client, seen, org } = await clientOf();
    const me = await client.me();
    expect(me.organization.slug).toBe(org.slug);

    const created = await client.people.upsert(
      { name: 'Ada Lovelace', email: 'ada@example.com', customFields: { plan: 'gold' } },
      { idempotencyKey: 'create-ada' },
    );
    expect(created).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', phone: null, tags: [] });
    expect(seen.at(-1)).toEqual({ method: 'POST', status: 201, idempotencyKey: 'create-ada' });

    const tag = await client.tags.create({ name: 'vip' });
    const updated = await client.people.upsert({
      email: 'ADA@example.com',
      name: 'Ada King',
      tagIds: [tag.id],
    });
    expect(seen.at(-1)).toMatchObject({ status: 200, idempotencyKey: null });
    expect(updated).toMatchObject({ id: created.id, name: 'Ada King', customFields: { plan: 'gold' } });
    expect(updated.tags.map((t) => t.name)).toEqual(['vip']);

    const read = await client.people.get(created.id);
    expect(read).toEqual(updated);
    await client.people.delete(created.id);
    await expect(client.people.get(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('when a list spans several pages, then for await yields every person once, newest first', async () => {
    const { client, seen } = await clientOf();
    const made: Person[] = [];
    for (let i = 0; i < 5; i++)
      made.push(await client.people.upsert({ name: `Person ${i}`, phone: phone() }));
    seen.length = 0;

    const listed: string[] = [];
    for await (const person of client.people.list({ limit: 2 })) listed.push(person.id);
    expect(listed).toEqual(made.map((p) => p.id).reverse());
    expect(seen.filter((s) => s.method === 'GET')).toHaveLength(3);

    const pages: number[] = [];
    for await (const page of client.people.list({ limit: 2 }).pages()) pages.push(page.length);
    expect(pages).toEqual([2, 2, 1]);

    // Filters pass through; an early break stops fetching.
    const byPhone = client.people.list({ phone: made[3]!.phone! });
    const found: Person[] = [];
    for await (const person of byPhone) found.push(person);
    expect(found.map((p) => p.id)).toEqual([made[3]!.id]);
    seen.length = 0;
    for await (const _person of client.people.list({ limit: 2 })) break;
    expect(seen).toHaveLength(1);
  });

  it('when a client reads a person’s activity, then it gets every change of that person once, newest first, page after page', async () => {
    const { client } = await clientOf();
    const person = await client.people.upsert({ name: 'Active' });
    await client.people.upsert({ name: 'Someone else' });
    for (const name of ['Active 1', 'Active 2', 'Active 3']) await client.people.update(person.id, { name });
    // A change is recorded just after its write answers (decision 0024): read once all four are.
    const pages = await eventually(async () => {
      const read = [];
      for await (const page of client.people.activity(person.id, { limit: 2 }).pages()) read.push(page);
      return read.flat().length === 4 ? read : undefined;
    });
    expect(pages.map((page) => page.length)).toEqual([2, 2]);
    expect(pages.flat().map((change) => (change.data as { contact: { name: string } }).contact.name)).toEqual(
      ['Active 3', 'Active 2', 'Active 1', 'Active'],
    );
  });

  it('when one organization lists, then it never sees another organization’s people', async () => {
    const a = await clientOf();
    const b = await clientOf();
    const person = await a.client.people.upsert({ name: 'Only in A', phone: phone() });
    const inB: Person[] = [];
    for await (const p of b.client.people.list()) inB.push(p);
    expect(inB).toEqual([]);
    await expect(b.client.people.get(person.id)).rejects.toMatchObject({ status: 404 });
  });

  it('when the rate limit is reached, then the client waits Retry-After and the calls succeed', async () => {
    const { client, seen } = await clientOf({ rateLimitPerMinute: 2 });
    const started = Date.now();
    for (let i = 0; i < 4; i++) expect((await client.me()).token.scopes).toEqual(['*']);
    const limited = seen.filter((s) => s.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(1);
    expect(seen.filter((s) => s.status === 200)).toHaveLength(4);
    // Retry-After is 1 s with a one-second window: each retry waited for it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900 * limited.length);
  });

  it('when retries are off or Retry-After is beyond the bound, then the 429 surfaces as a RapportError at once', async () => {
    const { client } = await clientOf({ rateLimitPerMinute: 1, retry: { maxRetries: 0 } });
    await client.me();
    const error = await client.me().catch((err: unknown) => err);
    expect(error).toBeInstanceOf(RapportError);
    expect(error).toMatchObject({
      status: 429,
      retryAfter: 1,
      body: { statusCode: 429, error: 'Too Many Requests', message: expect.stringContaining('rate limit') },
    });

    const bounded = await clientOf({ rateLimitPerMinute: 1, retry: { maxDelayMs: 10 } });
    await bounded.client.me();
    const started = Date.now();
    await expect(bounded.client.me()).rejects.toMatchObject({ status: 429 });
    // A retry would have waited Retry-After (1 s) first.
    expect(Date.now() - started).toBeLessThan(900);
    expect(bounded.seen.map((s) => s.status)).toEqual([200, 429]);
  });

  it('when the gateway refuses a call, then the error envelope arrives as a typed RapportError', async () => {
    const { client } = await clientOf();
    const invalid = await client.people.upsert({ name: '', phone: '12' }).catch((err: unknown) => err);
    expect(invalid).toBeInstanceOf(RapportError);
    const error = invalid as RapportError;
    expect(error.status).toBe(400);
    expect(error.body.statusCode).toBe(400);
    expect(error.body.error).toBe('Bad Request');
    expect(error.messages).toEqual(
      expect.arrayContaining([
        'name should not be empty',
        'phone must have 10 to 15 digits with an optional leading +',
      ]),
    );
    expect(error.message).toContain('400 Bad Request: ');
    expect(error.requestId).toMatch(/^[\w.-]+$/);

    await expect(client.people.get(randomUUID())).rejects.toMatchObject({
      status: 404,
      body: { statusCode: 404, error: 'Not Found' },
    });
    const stranger = createRapportClient({ baseUrl: stack.baseUrl, token: `rpt_${'x'.repeat(40)}` });
    await expect(stranger.people.get(randomUUID())).rejects.toMatchObject({ status: 401 });

    // Every other route through the generated client, with the same error type.
    await expect(
      unwrap(client.api.GET('/v1/companies/{id}', { params: { path: { id: 'nope' } } })),
    ).rejects.toThrow(RapportError);
  });
});
