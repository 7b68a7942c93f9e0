import type { Stack } from '@rapport/testkit';
import {
  busyTenant,
  createPerson,
  createTag,
  inBatches,
  startContactsStack,
  type Tenant,
} from './contacts.fixtures';

interface Page {
  data: { id: string; name: string }[];
  nextCursor: string | null;
}

// Integration tests talk to real servers; the jest default of 5 s is too tight under load.

describe('people: keyset pagination and filters', () => {
  let sut: Stack;
  let t: Tenant;
  let ids: string[]; // newest first
  beforeAll(async () => {
    sut = await startContactsStack();
    t = await busyTenant(sut);
    // Ids are UUIDv7: sorted descending, they are the newest-first order the API promises.
    const created = await inBatches(
      Array.from({ length: 250 }, (_, i) => i),
      25,
      (i) => createPerson(sut, t.token, { name: `Person ${String(i).padStart(3, '0')}` }),
    );
    ids = created
      .map((p) => p.id as string)
      .sort()
      .reverse();
  }, 60_000);
  afterAll(async () => {
    await sut.stop();
  });

  const page = async (query: string): Promise<Page> => {
    const res = await sut.request('GET', `/v1/people?${query}`, { token: t.token });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('when no limit is given, then pages hold 50 people, newest first, and the last cursor is null', async () => {
    const first = await page('');
    expect(first.data.map((p) => p.id)).toEqual(ids.slice(0, 50));
    expect(first.nextCursor).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]+$/));
    const all = [...first.data];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await page(`cursor=${cursor}&limit=100`);
      all.push(...next.data);
      cursor = next.nextCursor;
    }
    expect(all.map((p) => p.id)).toEqual(ids);
  });

  it('when people are deleted while paging with limit 7, then no page repeats or skips a survivor', async () => {
    const deleted = new Set<string>();
    const deletedAhead = new Set<string>();
    const seen: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const current: Page = await page(`limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(current.data.length).toBeLessThanOrEqual(7);
      seen.push(...current.data.map((p) => p.id));
      cursor = current.nextCursor;
      if (cursor && current.data.length) {
        // Between fetches: delete the boundary record, one record of the next page and one seen.
        const boundary = current.data[current.data.length - 1]!.id;
        const ahead = ids[ids.indexOf(boundary) + 2 + (round % 3)];
        const behind = current.data[0]!.id;
        for (const id of [boundary, ahead, behind]) {
          if (!id || deleted.has(id)) continue;
          const res = await sut.request('DELETE', `/v1/people/${id}`, { token: t.token });
          expect(res.status).toBe(204);
          deleted.add(id);
          if (!seen.includes(id)) deletedAhead.add(id);
        }
      }
      round++;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length); // no duplicates
    const survivors = ids.filter((id) => !deleted.has(id));
    for (const id of survivors) expect(seen).toContain(id); // no skips
    // Newest first throughout, and nothing deleted before it was reached was returned.
    expect(seen).toEqual([...seen].sort().reverse());
    for (const id of deletedAhead) expect(seen).not.toContain(id);
    expect(deleted.size).toBeGreaterThan(60);
    ids = survivors;
  });

  it('when the email filter differs in case, then it matches exactly that person', async () => {
    const person = await createPerson(sut, t.token, { name: 'Mixed Case', email: 'Mixed.Case@Example.org' });
    await createPerson(sut, t.token, { name: 'Near miss', email: 'mixed.case@example.org.uk' });
    for (const email of ['mixed.case@example.org', 'MIXED.CASE@EXAMPLE.ORG', 'Mixed.Case@Example.org']) {
      const res = await page(`email=${encodeURIComponent(email)}`);
      expect(res.data.map((p) => p.id)).toEqual([person.id]);
      expect(res.nextCursor).toBeNull();
    }
    expect((await page('email=none%3Asomething')).data).toEqual([]);
  });

  it('when the phone filter is formatted, then it is normalized before matching', async () => {
    const person = await createPerson(sut, t.token, { name: 'Phoned', phone: '+49 30 1234 5678' });
    for (const phone of ['+49 (30) 1234-5678', '+49.30.1234.5678', '+493012345678']) {
      const res = await page(`phone=${encodeURIComponent(phone)}`);
      expect(res.data.map((p) => p.id)).toEqual([person.id]);
    }
    expect((await page('phone=493012345678')).data).toEqual([]); // the + is part of the number
    expect((await page('phone=garbage')).data).toEqual([]);
  });

  it('when filtering by companyId, then only that company’s people come, newest first', async () => {
    const company = await sut.request('POST', '/v1/companies', {
      token: t.token,
      body: { name: 'Acme', domain: `acme-${Date.now()}.example` },
    });
    expect(company.status).toBe(201);
    const a = await createPerson(sut, t.token, { name: 'Acme A', companyId: company.body.id });
    const b = await createPerson(sut, t.token, { name: 'Acme B', companyId: company.body.id });
    expect(a.companyId).toBe(company.body.id);
    const res = await page(`companyId=${company.body.id}&limit=1`);
    expect(res.data.map((p) => p.id)).toEqual([b.id]);
    const rest = await page(`companyId=${company.body.id}&limit=1&cursor=${res.nextCursor}`);
    expect(rest.data.map((p) => p.id)).toEqual([a.id]);
    expect(rest.nextCursor).toBeNull();
    expect((await page('companyId=0190f1d2-0000-7000-8000-000000000000')).data).toEqual([]);
  });

  it('when filtering by tagId, then only that tag’s people come, newest first, paged', async () => {
    const tag = await createTag(sut, t.token, `Pager ${Date.now()}`);
    const holders = [];
    for (const name of ['T1', 'T2', 'T3']) {
      const person = await createPerson(sut, t.token, { name, tagIds: [tag.id] });
      holders.unshift(person.id);
    }
    await createPerson(sut, t.token, { name: 'untagged' });
    const first = await page(`tagId=${tag.id}&limit=2`);
    expect(first.data.map((p) => p.id)).toEqual(holders.slice(0, 2));
    const rest = await page(`tagId=${tag.id}&limit=2&cursor=${first.nextCursor}`);
    expect(rest.data.map((p) => p.id)).toEqual(holders.slice(2));
    expect(rest.nextCursor).toBeNull();
    // Another organization's tag id lists nobody here.
    const other = await busyTenant(sut);
    const theirs = await createTag(sut, other.token, 'Theirs');
    await createPerson(sut, other.token, { name: 'Theirs', tagIds: [theirs.id] });
    expect((await page(`tagId=${theirs.id}`)).data).toEqual([]);
  });
});
