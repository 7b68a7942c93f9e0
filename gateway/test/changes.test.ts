import { eventually, type Stack, startStack } from '@rapport/testkit';

// GET /v1/changes: the organization's change ledger (decision 0024) through the API.
type Change = {
  id: string;
  type: string;
  objectType: string;
  objectId: string | null;
  occurredAt: string;
  actor: { kind: string; id: string } | null;
  data: Record<string, unknown>;
};
type Page = { data: Change[]; nextCursor: string };

describe('change feed', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      services: ['contacts', 'companies', 'webhooks'],
      // Retention of about a second, pruned every 200 ms: the 410 test waits for it.
      env: { CHANGES_RETENTION_DAYS: String(1 / 86_400), CHANGES_PRUNE_INTERVAL_MS: '200' },
    });
  });
  afterAll(async () => {
    await stack.stop();
  });

  const feed = (token: string, query = '') => stack.request<Page>('GET', `/v1/changes${query}`, { token });

  /** The feed from `cursor` to its end, once it holds `count` changes (recorded just after a write answers). */
  async function readAll(token: string, cursor?: string, query = '', count = 0) {
    return eventually(async () => {
      const read = await readOnce(token, cursor, query);
      return read.changes.length >= count ? read : undefined;
    });
  }

  async function readOnce(token: string, cursor?: string, query = '') {
    const changes: Change[] = [];
    let next = cursor;
    for (;;) {
      const page = await feed(token, `?limit=7${next === undefined ? '' : `&cursor=${next}`}${query}`);
      expect(page.status).toBe(200);
      expect(typeof page.body.nextCursor).toBe('string');
      changes.push(...page.body.data);
      if (!page.body.data.length) return { changes, cursor: page.body.nextCursor };
      next = page.body.nextCursor;
    }
  }

  it('when people and companies change, then the feed has each change once, in order, with its actor and record; another organization sees none', async () => {
    const { slug, token } = await stack.tenant();
    const writer = await stack.createToken(slug, ['people:write', 'people:read', 'companies:write']);
    const other = await stack.tenant();
    const person = await stack.request<{ id: string }>('POST', '/v1/people', {
      token: writer.token,
      body: { name: 'Ada', email: 'ada@feed.example', phone: '+15550000001' },
    });
    expect(person.status).toBe(201);
    expect(
      (
        await stack.request('PATCH', `/v1/people/${person.body.id}`, {
          token: writer.token,
          body: { name: 'Ada L' },
        })
      ).status,
    ).toBe(200);
    const company = await stack.request<{ id: string }>('POST', '/v1/companies', {
      token: writer.token,
      body: { name: 'Feed Co' },
    });
    expect(company.status).toBe(201);
    expect(
      (await stack.request('DELETE', `/v1/people/${person.body.id}`, { token: writer.token })).status,
    ).toBe(204);
    expect(
      (await stack.request('POST', '/v1/people', { token: other.token, body: { name: 'Not yours' } })).status,
    ).toBe(201);

    const { changes, cursor } = await readAll(token, undefined, '', 4);
    expect(changes.map((c) => [c.type, c.objectType, c.objectId])).toEqual([
      ['contact.created', 'person', person.body.id],
      ['contact.updated', 'person', person.body.id],
      ['company.created', 'company', company.body.id],
      ['contact.deleted', 'person', person.body.id],
    ]);
    expect(new Set(changes.map((c) => c.id)).size).toBe(4);
    expect(changes.every((c) => c.actor?.kind === 'token' && c.actor.id === writer.id)).toBe(true);
    expect((changes[1]!.data.contact as { name: string }).name).toBe('Ada L');

    // Nothing after the end: the cursor stays where it was.
    const empty = await feed(token, `?cursor=${cursor}`);
    expect(empty.body).toEqual({ data: [], nextCursor: cursor });
    const head = await stack.request<{ cursor: string }>('GET', '/v1/changes/head', { token });
    expect(head.body.cursor).toBe(cursor);

    const theirs = await readAll(other.token, undefined, '', 1);
    expect(theirs.changes.map((c) => c.type)).toEqual(['contact.created']);
    expect(theirs.changes[0]!.data.contact).toMatchObject({ name: 'Not yours' });

    // Filters: by type and by actor.
    expect((await readAll(token, undefined, '&types=company.*')).changes.map((c) => c.type)).toEqual([
      'company.created',
    ]);
    expect((await readAll(token, undefined, `&actor=token:${writer.id}`)).changes).toHaveLength(4);
    expect((await readAll(token, undefined, '&actor=token:someone-else')).changes).toHaveLength(0);
  });

  it('when a tag is created, then tag.created carries the tag record; a refused duplicate adds nothing', async () => {
    const { token } = await stack.tenant();
    const tag = await stack.request<{ id: string; name: string; color: string }>('POST', '/v1/tags', {
      token,
      body: { name: 'VIP', color: '#FFD700' },
    });
    expect(tag.status).toBe(201);
    expect((await stack.request('POST', '/v1/tags', { token, body: { name: 'vip' } })).status).toBe(409);
    const { changes } = await readAll(token, undefined, '', 1);
    expect(changes.map((c) => [c.type, c.objectType, c.objectId])).toEqual([
      ['tag.created', 'tag', tag.body.id],
    ]);
    expect(changes[0]!.data).toEqual({ tagId: tag.body.id, version: 1, tag: tag.body });
  });

  it('when a token lacks a family read scope, then it sees only the families it may read, and asking for another is 403', async () => {
    const { slug, token } = await stack.tenant();
    expect((await stack.request('POST', '/v1/people', { token, body: { name: 'P' } })).status).toBe(201);
    expect((await stack.request('POST', '/v1/companies', { token, body: { name: 'C' } })).status).toBe(201);
    const companiesOnly = await stack.createToken(slug, ['changes:read', 'companies:read']);
    expect((await readAll(companiesOnly.token)).changes.map((c) => c.type)).toEqual(['company.created']);
    const denied = await feed(companiesOnly.token, '?types=contact.*');
    expect(denied.status).toBe(403);
    expect(JSON.stringify(denied.body)).toContain('people:read');
    const feedOnly = await stack.createToken(slug, ['changes:read']);
    expect((await feed(feedOnly.token)).status).toBe(403);
    const noFeed = await stack.createToken(slug, ['people:read']);
    expect((await feed(noFeed.token)).status).toBe(403);
  });

  it('when the query is wrong, then 400 names each rule', async () => {
    const { token } = await stack.tenant();
    for (const query of [
      '?limit=0',
      '?limit=501',
      '?cursor=abc',
      '?wait=31',
      '?types=contact.nope',
      '?actor=me',
    ]) {
      const res = await feed(token, query);
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.body).toHaveProperty('error');
    }
  });

  it('when a reader waits at the head, then a write reaches it at once', async () => {
    const { token } = await stack.tenant();
    const head = await stack.request<{ cursor: string }>('GET', '/v1/changes/head', { token });
    const started = Date.now();
    const waiting = feed(token, `?cursor=${head.body.cursor}&wait=10`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const written = await stack.request('POST', '/v1/people', { token, body: { name: 'Late' } });
    const acknowledged = Date.now();
    expect(written.status).toBe(201);
    const page = await waiting;
    expect(page.status).toBe(200);
    expect(page.body.data.map((c) => c.type)).toEqual(['contact.created']);
    expect(Date.now() - acknowledged).toBeLessThan(1_000);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('when one token holds 5 waiting reads, then a sixth answers 429 in the error envelope; another token, a read without wait and a wait after one answered still go (issue 48)', async () => {
    const { slug, token } = await stack.tenant();
    const other = (await stack.createToken(slug, ['*'])).token;
    const head = await stack.request<{ cursor: string }>('GET', '/v1/changes/head', { token });
    const wait = (seconds: number, as = token) => feed(as, `?cursor=${head.body.cursor}&wait=${seconds}`);
    const held = Array.from({ length: 5 }, () => wait(2));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const sixth = await wait(2);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      statusCode: 429,
      message:
        'this token holds 5 waiting reads of the change feed already (CHANGES_WAITS_PER_TOKEN): wait for one to answer, or read without wait',
      error: 'Too Many Requests',
    });
    expect(sixth.headers.get('retry-after')).toBe('1');
    expect((await feed(token, `?cursor=${head.body.cursor}`)).status).toBe(200);
    const another = wait(1, other);

    for (const page of await Promise.all(held)) expect(page.status).toBe(200);
    expect((await another).status).toBe(200);
    expect((await wait(1)).status).toBe(200);
  });

  it('when types names a built-in property of objects (constructor, __proto__), then 400 names the known families and no lookup reads Object.prototype (issue 48)', async () => {
    const { token } = await stack.tenant();
    for (const types of ['constructor', '__proto__.*', '__proto__', 'constructor.prototype', 'nope.*']) {
      const res = await feed(token, `?types=${encodeURIComponent(types)}`);
      expect([types, res.status]).toEqual([types, 400]);
      expect((res.body as unknown as { message: string }).message).toMatch(
        /^types must name known families \(contact, company, message, email, campaign, tag\)/,
      );
    }
    // Names the shape refuses (capitals) answer 400 too, never a 403 about scope "undefined".
    for (const types of ['toString.x', 'hasOwnProperty']) {
      const res = await feed(token, `?types=${types}`);
      expect([types, res.status, JSON.stringify(res.body).includes('undefined')]).toEqual([
        types,
        400,
        false,
      ]);
    }
  });

  it('when changes are older than the retention, then their cursor answers 410 and a read without one starts at the oldest kept', async () => {
    const { token } = await stack.tenant();
    const inputs = (from: number) =>
      Array.from({ length: 100 }, (_, i) => ({
        name: `R ${from + i}`,
        email: `r${from + i}@retention.example`,
      }));
    for (const from of [0, 100]) {
      expect(
        (await stack.request('POST', '/v1/people/batch', { token, body: { inputs: inputs(from) } })).status,
      ).toBe(200);
    }
    // Older than a second, then a prune pass (every 200 ms): the first block (99 changes) goes.
    let gone = false;
    for (let i = 0; i < 150 && !gone; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      gone = (await feed(token, '?cursor=0')).status === 410;
    }
    expect(gone).toBe(true);
    const expired = await feed(token, '?cursor=0');
    expect(JSON.stringify(expired.body)).toContain('/v1/changes/head');
    const fromOldest = await feed(token, '?limit=500');
    expect(fromOldest.status).toBe(200);
    expect(fromOldest.body.data.length).toBeGreaterThan(0);
    expect(fromOldest.body.data.length).toBeLessThanOrEqual(101);
    const head = await stack.request<{ cursor: string }>('GET', '/v1/changes/head', { token });
    expect(fromOldest.body.nextCursor).toBe(head.body.cursor);
  });
});
