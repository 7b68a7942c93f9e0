import type { Stack } from '@rapport/testkit';
import { busyTenant, createPerson, createTag, startContactsStack, type Tenant } from './contacts.fixtures';

// Integration tests talk to real servers; the jest default of 5 s is too tight under load.

describe('people and tags: organizations never see each other', () => {
  let sut: Stack;
  let a: Tenant;
  let b: Tenant;
  let alice: { id: string; email: string };
  let aTag: { id: string; name: string };
  beforeAll(async () => {
    sut = await startContactsStack();
    [a, b] = await Promise.all([busyTenant(sut), busyTenant(sut)]);
    aTag = await createTag(sut, a.token, 'Shared name');
    alice = await createPerson(sut, a.token, {
      name: 'Alice',
      email: 'alice@example.com',
      phone: '+4930555000111',
      externalId: 'alice',
      tagIds: [aTag.id],
    });
  });
  afterAll(async () => {
    await sut.stop();
  });

  it('when org B uses org A’s person id, then every people route answers 404', async () => {
    const token = b.token;
    const responses = await Promise.all([
      sut.request('GET', `/v1/people/${alice.id}`, { token }),
      sut.request('PATCH', `/v1/people/${alice.id}`, { token, body: { name: 'Hacked' } }),
      sut.request('DELETE', `/v1/people/${alice.id}`, { token }),
      sut.request('POST', `/v1/people/${alice.id}/tags`, { token, body: { tagIds: [aTag.id] } }),
      sut.request('DELETE', `/v1/people/${alice.id}/tags/${aTag.id}`, { token }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    const untouched = await sut.request('GET', `/v1/people/${alice.id}`, { token: a.token });
    expect(untouched.body).toEqual(alice);
  });

  it('when org B uses org A’s tag id, then detach answers 404 and attach or upsert answer 400', async () => {
    const bob = await createPerson(sut, b.token, { name: 'Bob' });
    const detach = await sut.request('DELETE', `/v1/people/${bob.id}/tags/${aTag.id}`, { token: b.token });
    expect(detach.status).toBe(404);
    const attach = await sut.request('POST', `/v1/people/${bob.id}/tags`, {
      token: b.token,
      body: { tagIds: [aTag.id] },
    });
    expect(attach.status).toBe(400);
    expect(attach.body.message[0]).toMatch(/^tagIds must contain only ids of tags of this organization/);
    const upsert = await sut.request('POST', '/v1/people', {
      token: b.token,
      body: { name: 'Bob 2', tagIds: [aTag.id] },
    });
    expect(upsert.status).toBe(400);
  });

  it('when org B lists people and tags, with or without filters, then org A’s never appear', async () => {
    const people = await sut.request('GET', '/v1/people?limit=100', { token: b.token });
    expect(people.body.data.map((p: { id: string }) => p.id)).not.toContain(alice.id);
    for (const query of [`email=${alice.email}`, 'phone=%2B4930555000111', `companyId=${alice.id}`]) {
      const res = await sut.request('GET', `/v1/people?${query}`, { token: b.token });
      expect(res.body).toEqual({ data: [], nextCursor: null });
    }
    const tags = await sut.request('GET', '/v1/tags', { token: b.token });
    expect(tags.body.data.map((tag: { id: string }) => tag.id)).not.toContain(aTag.id);
  });

  it('when org B reuses org A’s keys and tag name, then it gets its own records, not a conflict', async () => {
    const tag = await sut.request('POST', '/v1/tags', { token: b.token, body: { name: 'shared NAME' } });
    expect(tag.status).toBe(201);
    const twin = await sut.request('POST', '/v1/people', {
      token: b.token,
      body: { name: 'Alice B', email: 'ALICE@example.com', phone: '+49 30 555 000 111', externalId: 'alice' },
    });
    expect(twin.status).toBe(201);
    expect(twin.body.id).not.toBe(alice.id);
    const stillA = await sut.request('GET', `/v1/people/${alice.id}`, { token: a.token });
    expect(stillA.body).toEqual(alice);
  });
});
