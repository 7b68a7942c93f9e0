import type { Stack } from '@rapport/testkit';
import { busyTenant, createPerson, createTag, startContactsStack, type Tenant } from './contacts.fixtures';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

// Integration tests talk to real servers; the jest default of 5 s is too tight under load.

describe('tags: list, create, attach and detach', () => {
  let sut: Stack;
  let t: Tenant;
  beforeAll(async () => {
    sut = await startContactsStack();
    t = await busyTenant(sut);
  });
  afterAll(async () => {
    await sut.stop();
  });

  const ids = (person: { tags: { id: string }[] }) => person.tags.map((tag) => tag.id);

  it('when tags are created, then 201 with the record, the default color, and the list is oldest first', async () => {
    const fresh = await busyTenant(sut);
    const empty = await sut.request('GET', '/v1/tags', { token: fresh.token });
    expect(empty.body).toEqual({ data: [], nextCursor: null });
    const first = await sut.request('POST', '/v1/tags', { token: fresh.token, body: { name: '  Lead  ' } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Lead',
      color: '#6B7280',
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const second = await createTag(sut, fresh.token, 'Customer', '#12ab9F');
    expect(second.color).toBe('#12ab9F');
    const list = await sut.request('GET', '/v1/tags', { token: fresh.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ data: [first.body, second], nextCursor: null });
  });

  it('when a tag name exists in another case or with spaces, then 409 and no second tag', async () => {
    const fresh = await busyTenant(sut);
    await createTag(sut, fresh.token, 'Newsletter');
    for (const name of ['newsletter', ' NEWSLETTER ', 'Newsletter']) {
      const res = await sut.request('POST', '/v1/tags', { token: fresh.token, body: { name } });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        statusCode: 409,
        message: `a tag named "${name.trim()}" already exists`,
        error: 'Conflict',
      });
    }
    const racing = await Promise.all(
      Array.from({ length: 10 }, () =>
        sut.request('POST', '/v1/tags', { token: fresh.token, body: { name: 'Raced' } }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect((await sut.request('GET', '/v1/tags', { token: fresh.token })).body.data).toHaveLength(2);
  });

  it('when a tag is invalid, then 400 with each rule', async () => {
    const post = (body: unknown) => sut.request('POST', '/v1/tags', { token: t.token, body });
    expect((await post({ name: '', color: 'red' })).body.message).toEqual([
      'name should not be empty',
      'color must be a hex color of the form #RRGGBB',
    ]);
    for (const color of ['#FFF', '#GGGGGG', 'FF0000', '#FF00001']) {
      expect((await post({ name: `c${color}`, color })).status).toBe(400);
    }
    expect((await post({})).body.message).toEqual(['name should not be empty']);
    expect((await post({ name: 'x', extra: true })).body.message).toEqual([
      'property extra should not exist',
    ]);
    expect((await post({ name: 5 })).body.message).toEqual(['name must be a string']);
  });

  it('when tags are attached, then 200 with the person and its tags; attaching again changes nothing', async () => {
    const vip = await createTag(sut, t.token, 'vip', '#FFD700');
    const churn = await createTag(sut, t.token, 'churn-risk');
    const person = await createPerson(sut, t.token, { name: 'Taggable' });
    const res = await sut.request('POST', `/v1/people/${person.id}/tags`, {
      token: t.token,
      body: { tagIds: [vip.id, churn.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: person.id, name: 'Taggable' });
    expect(res.body.tags).toEqual([
      { id: vip.id, name: 'vip', color: '#FFD700' },
      { id: churn.id, name: 'churn-risk', color: '#6B7280' },
    ]);
    const again = await sut.request('POST', `/v1/people/${person.id}/tags`, {
      token: t.token,
      body: { tagIds: [churn.id, vip.id] },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    const got = await sut.request('GET', `/v1/people/${person.id}`, { token: t.token });
    expect(got.body.tags).toEqual(res.body.tags);
  });

  it('when a tag is detached, then 204 and the person no longer has it; detaching twice is fine', async () => {
    const a = await createTag(sut, t.token, 'detach-a');
    const b = await createTag(sut, t.token, 'detach-b');
    const person = await createPerson(sut, t.token, { name: 'Detach me', tagIds: [a.id, b.id] });
    expect(ids(person)).toEqual([a.id, b.id]);
    const res = await sut.request('DELETE', `/v1/people/${person.id}/tags/${a.id}`, { token: t.token });
    expect(res.status).toBe(204);
    const got = await sut.request('GET', `/v1/people/${person.id}`, { token: t.token });
    expect(ids(got.body)).toEqual([b.id]);
    const twice = await sut.request('DELETE', `/v1/people/${person.id}/tags/${a.id}`, { token: t.token });
    expect(twice.status).toBe(204);
    const listed = await sut.request('GET', '/v1/tags', { token: t.token });
    expect(listed.body.data.map((tag: { id: string }) => tag.id)).toContain(a.id); // the tag itself stays
  });

  it('when the tags to attach are unknown or invalid, then 400 and nothing is attached', async () => {
    const known = await createTag(sut, t.token, 'known');
    const person = await createPerson(sut, t.token, { name: 'Strict' });
    const attach = (body: unknown) =>
      sut.request('POST', `/v1/people/${person.id}/tags`, { token: t.token, body });
    const unknown = await attach({ tagIds: [known.id, '0190f1d2-0000-7000-8000-000000000000'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toEqual([
      'tagIds must contain only ids of tags of this organization (unknown: 0190f1d2-0000-7000-8000-000000000000)',
    ]);
    expect((await attach({ tagIds: ['nope'] })).status).toBe(400);
    expect((await attach({ tagIds: [] })).body.message).toEqual(['tagIds should not be empty']);
    expect((await attach({})).body.message).toEqual(['tagIds should not be empty']);
    expect((await attach({ tagIds: [1] })).body.message).toEqual(['each value in tagIds must be a string']);
    expect((await sut.request('GET', `/v1/people/${person.id}`, { token: t.token })).body.tags).toEqual([]);
  });

  it('when the tag in the detach path does not exist, then 404', async () => {
    const person = await createPerson(sut, t.token, { name: 'No such tag' });
    for (const tagId of ['0190f1d2-0000-7000-8000-000000000000', 'bad']) {
      const res = await sut.request('DELETE', `/v1/people/${person.id}/tags/${tagId}`, { token: t.token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('tag not found');
    }
  });

  it('when a tagged person is deleted, then its links go and the tag can be attached to others', async () => {
    const tag = await createTag(sut, t.token, 'survivor');
    const doomed = await createPerson(sut, t.token, { name: 'Doomed', tagIds: [tag.id] });
    expect((await sut.request('DELETE', `/v1/people/${doomed.id}`, { token: t.token })).status).toBe(204);
    const other = await createPerson(sut, t.token, { name: 'Other', tagIds: [tag.id] });
    expect(ids(other)).toEqual([tag.id]);
  });
});
