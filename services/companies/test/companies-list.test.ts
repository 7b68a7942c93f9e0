import { type Stack, startStack } from '@rapport/testkit';

interface Company {
  id: string;
  name: string;
  domain: string | null;
}

describe('companies: list, filters and pagination', () => {
  let sut: Stack;
  beforeAll(async () => {
    sut = await startStack({ services: ['companies'] });
  });
  afterAll(async () => {
    await sut.stop();
  });

  /** Creates companies one after the other (so creation order is known); returns them oldest first. */
  const seed = async (token: string, bodies: Record<string, unknown>[]): Promise<Company[]> => {
    const out: Company[] = [];
    for (const body of bodies) {
      const res = await sut.request('POST', '/v1/companies', { token, body });
      expect(res.status).toBe(201);
      out.push(res.body);
    }
    return out;
  };
  const list = (token: string, query = '') => sut.request('GET', `/v1/companies${query}`, { token });
  const ids = (companies: Company[]) => companies.map((c) => c.id);

  it('when there are no companies, then the list is empty with a null cursor', async () => {
    const { token } = await sut.tenant();
    const res = await list(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], nextCursor: null });
  });

  it('when pages are walked, then they are newest first, complete and the last cursor is null', async () => {
    const { token } = await sut.tenant();
    const made = await seed(
      token,
      Array.from({ length: 7 }, (_, i) => ({ name: `C${i}` })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(token, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...ids(res.body.data));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(ids(made).reverse());
    expect((await list(token)).body.data).toHaveLength(7);
  });

  it('when records are deleted between fetches, including the boundary one, then nothing repeats or is skipped', async () => {
    const { token } = await sut.tenant();
    const made = (
      await seed(
        token,
        Array.from({ length: 9 }, (_, i) => ({ name: `P${i}` })),
      )
    ).reverse();
    const first = await list(token, '?limit=3');
    expect(ids(first.body.data)).toEqual(ids(made.slice(0, 3)));
    // Delete the boundary record (last of page 1) and the first record of what would be page 2.
    for (const gone of [made[2]!, made[3]!]) {
      expect((await sut.request('DELETE', `/v1/companies/${gone.id}`, { token })).status).toBe(204);
    }
    const second = await list(token, `?limit=3&cursor=${first.body.nextCursor}`);
    expect(ids(second.body.data)).toEqual(ids([made[4]!, made[5]!, made[6]!]));
    // A company created meanwhile is newer than the cursor: it is not mixed into later pages.
    await seed(token, [{ name: 'Late' }]);
    const third = await list(token, `?limit=3&cursor=${second.body.nextCursor}`);
    expect(ids(third.body.data)).toEqual(ids([made[7]!, made[8]!]));
    expect(third.body.nextCursor).toBeNull();
  });

  it('when filtering by domain, then only the exact normalized domain matches', async () => {
    const { token } = await sut.tenant();
    const [acme] = await seed(token, [
      { name: 'Acme', domain: 'acme.com' },
      { name: 'Acme Labs', domain: 'labs.acme.com' },
      { name: 'Not Acme', domain: 'acme.co' },
    ]);
    for (const domain of ['acme.com', 'ACME.COM', 'https://acme.com/']) {
      const res = await list(token, `?domain=${encodeURIComponent(domain)}`);
      expect(ids(res.body.data)).toEqual([acme!.id]);
    }
    expect((await list(token, '?domain=nobody.com')).body.data).toEqual([]);
    const bad = await list(token, '?domain=not%20a%20domain');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['domain must be a domain name such as example.com']);
  });

  it('when searching, then name and domain substrings match case-insensitively', async () => {
    const { token } = await sut.tenant();
    const [globex, initech, hooli, umbrella] = await seed(token, [
      { name: 'Globex Corporation', domain: 'globex.com' },
      { name: 'Initech', domain: 'initech-software.io' },
      { name: 'Hooli', domain: 'hooli.xyz' },
      { name: 'Umbrella (R&D) Ltd.', domain: null },
    ]);
    const search = async (text: string) =>
      ids((await list(token, `?search=${encodeURIComponent(text)}`)).body.data);
    expect(await search('CORP')).toEqual([globex!.id]);
    expect(await search('SOFTWARE')).toEqual([initech!.id]);
    expect(await search('.xyz')).toEqual([hooli!.id]);
    expect(await search('X')).toEqual(ids([hooli!, globex!]));
    expect(await search('(r&d)')).toEqual([umbrella!.id]);
    expect(await search('.*')).toEqual([]);
    expect(await search('[')).toEqual([]);
    expect(await search('ltd.')).toEqual([umbrella!.id]);
    const tooLong = await list(token, `?search=${'a'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toEqual(['search must be at most 100 characters']);
  });

  it('when search and pagination combine, then the pages hold only matches', async () => {
    const { token } = await sut.tenant();
    const made = (
      await seed(
        token,
        Array.from({ length: 5 }, (_, i) => ({ name: `Match ${i}` })),
      )
    ).reverse();
    await seed(token, [{ name: 'Other' }]);
    const first = await list(token, '?search=match&limit=2');
    expect(ids(first.body.data)).toEqual(ids(made.slice(0, 2)));
    const second = await list(token, `?search=match&limit=2&cursor=${first.body.nextCursor}`);
    expect(ids(second.body.data)).toEqual(ids(made.slice(2, 4)));
  });

  it('when two organizations have companies, then each lists, searches and filters only its own', async () => {
    const a = await sut.tenant();
    const b = await sut.tenant();
    const [mine] = await seed(a.token, [{ name: 'Alpha Shared', domain: 'alpha.com' }]);
    await seed(b.token, [{ name: 'Beta Shared', domain: 'beta.com' }]);
    expect(ids((await list(a.token)).body.data)).toEqual([mine!.id]);
    expect(ids((await list(a.token, '?search=shared')).body.data)).toEqual([mine!.id]);
    expect((await list(a.token, '?domain=beta.com')).body.data).toEqual([]);
  });

  it.each(['0', '101', 'abc', '1.5', '-1', '', '10&limit=20'])(
    'when limit is %j, then it answers 400',
    async (limit) => {
      const { token } = await sut.tenant();
      const res = await list(token, `?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: ['limit must be an integer from 1 to 100'],
        error: 'Bad Request',
      });
    },
  );

  it('when limit is omitted, then a page holds 50', async () => {
    const { token } = await sut.tenant();
    const made = await Promise.all(
      Array.from({ length: 51 }, (_, i) =>
        sut.request('POST', '/v1/companies', { token, body: { name: `N${i}` } }),
      ),
    );
    expect(made.every((res) => res.status === 201)).toBe(true);
    const first = await list(token);
    expect(first.body.data).toHaveLength(50);
    const rest = await list(token, `?cursor=${first.body.nextCursor}&limit=100`);
    expect(rest.body).toEqual({
      data: [expect.objectContaining({ name: expect.any(String) })],
      nextCursor: null,
    });
  });

  it.each(['garbage', 'djE6bm90LWFuLWlk', '%%%'])(
    'when the cursor is %j, then it answers 400',
    async (cursor) => {
      const { token } = await sut.tenant();
      const res = await list(token, `?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(['cursor is invalid']);
    },
  );
});
