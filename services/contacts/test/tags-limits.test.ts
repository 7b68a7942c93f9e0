import type { Stack } from '@rapport/testkit';
import { busyTenant, createPerson, createTag, startContactsStack } from './contacts.fixtures';

describe('tags: the size rule of tagIds and pages of GET /v1/tags', () => {
  let sut: Stack;
  beforeAll(async () => {
    sut = await startContactsStack();
  });
  afterAll(async () => {
    await sut.stop();
  });

  it('when 101 tagIds are attached or given on upsert, then 400 names the real rule (at most 100 items)', async () => {
    const t = await busyTenant(sut);
    const person = await createPerson(sut, t.token, { name: 'Many' });
    const tagIds = Array.from({ length: 101 }, (_, i) => `tag-${i}`);

    const attach = await sut.request('POST', `/v1/people/${person.id}/tags`, {
      token: t.token,
      body: { tagIds },
    });
    const upsert = await sut.request('POST', '/v1/people', { token: t.token, body: { name: 'X', tagIds } });
    const notArray = await sut.request('POST', `/v1/people/${person.id}/tags`, {
      token: t.token,
      body: { tagIds: 'a' },
    });
    const missing = await sut.request('POST', `/v1/people/${person.id}/tags`, { token: t.token, body: {} });

    const rule = {
      statusCode: 400,
      message: ['tagIds must contain at most 100 items'],
      error: 'Bad Request',
    };
    expect([attach.status, attach.body]).toEqual([400, rule]);
    expect([upsert.status, upsert.body]).toEqual([400, rule]);
    expect(notArray.body.message).toEqual(['tagIds must be an array']);
    expect(missing.body.message).toEqual(['tagIds should not be empty']);
  });

  it('when tags would take a person over 100, then 400 says so and nothing of the write is stored', async () => {
    const t = await busyTenant(sut);
    const person = await createPerson(sut, t.token, { name: 'Full', email: 'full@example.com' });
    const tags = [];
    for (let i = 0; i < 101; i++) tags.push(await createTag(sut, t.token, `t${i}`));
    const attach = (ids: string[]) =>
      sut.request('POST', `/v1/people/${person.id}/tags`, { token: t.token, body: { tagIds: ids } });
    expect((await attach(tags.slice(0, 60).map((tag) => tag.id))).status).toBe(200);
    expect((await attach(tags.slice(60, 100).map((tag) => tag.id))).status).toBe(200);

    const over = await attach([tags[100]!.id]);
    const upsert = await sut.request('POST', '/v1/people', {
      token: t.token,
      body: { name: 'Renamed', email: 'full@example.com', tagIds: [tags[100]!.id, tags[0]!.id] },
    });
    const again = await attach(tags.slice(0, 100).map((tag) => tag.id));

    const rule = ['a person holds at most 100 tags: this one has 100 and the request adds 1'];
    expect([over.status, over.body.message]).toEqual([400, rule]);
    expect([upsert.status, upsert.body.message]).toEqual([400, rule]);
    expect(again.status).toBe(200); // tags it holds already add nothing
    const stored = await sut.request('GET', `/v1/people/${person.id}`, { token: t.token });
    expect(stored.body.name).toBe('Full');
    expect(stored.body.tags.map((tag: { id: string }) => tag.id).sort()).toEqual(
      tags
        .slice(0, 100)
        .map((tag) => tag.id)
        .sort(),
    );
    // Listed by each of its 100 tags (600 tag partitions on one person: decisions 0014 and 0021).
    for (const tag of [tags[0]!, tags[99]!]) {
      const listed = await sut.request('GET', `/v1/people?tagId=${tag.id}`, { token: t.token });
      expect(listed.body.data.map((p: { id: string }) => p.id)).toEqual([person.id]);
    }
  });

  it('when GET /v1/tags is given limit and cursor, then it pages oldest first; without them every tag comes', async () => {
    const t = await busyTenant(sut);
    const tags = [];
    for (const name of ['a', 'b', 'c', 'd', 'e']) tags.push(await createTag(sut, t.token, name));
    const list = (query: string) => sut.request('GET', `/v1/tags${query}`, { token: t.token });

    const all = await list('');
    expect(all.body).toEqual({ data: tags, nextCursor: null });
    const first = await list('?limit=2');
    expect(first.body.data).toEqual(tags.slice(0, 2));
    const second = await list(`?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.data).toEqual(tags.slice(2, 4));
    const last = await list(`?limit=2&cursor=${second.body.nextCursor}`);
    expect(last.body).toEqual({ data: tags.slice(4), nextCursor: null });
    const exact = await list('?limit=5');
    expect(exact.body).toEqual({ data: tags, nextCursor: null });
  });

  it.each([
    ['limit=0', 'limit must be an integer from 1 to 100'],
    ['limit=101', 'limit must be an integer from 1 to 100'],
    ['limit=abc', 'limit must be an integer from 1 to 100'],
    ['cursor=not-a-cursor', 'cursor is invalid'],
  ])('when GET /v1/tags has %s, then it answers 400', async (query, message) => {
    const t = await busyTenant(sut);
    const res = await sut.request('GET', `/v1/tags?${query}`, { token: t.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([message]);
  });
});
