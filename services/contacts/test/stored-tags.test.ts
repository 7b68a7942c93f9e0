import { DEFAULTS } from '@rapport/platform';
import { connectMongo } from '@rapport/platform/mongo';
import type { Stack } from '@rapport/testkit';
import type { Connection } from 'mongoose';
import { busyTenant, createPerson, createTag, startContactsStack, type Tenant } from './contacts.fixtures';

// A person's tags (id, name, color) are stored with the person, so a read is one store read; the
// links stay the truth, and concurrent attaches and detaches must leave the stored copy equal to them.
describe('tags stored with the person', () => {
  let sut: Stack;
  let t: Tenant;
  let db: Connection;
  beforeAll(async () => {
    sut = await startContactsStack();
    t = await busyTenant(sut);
    db = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, 'rapport_contacts');
  });
  afterAll(async () => {
    await db.close();
    await sut.stop();
  });

  const stored = async (id: string) =>
    (await db.collection('people').findOne({ _id: id as never }))?.tags as
      | { id: string; name: string; color: string }[]
      | undefined;
  const linked = async (id: string) =>
    (await db.collection('person_tags').find({ personId: id }).toArray()).map((l) => l.tagId).sort();

  it('when tags are attached in parallel and one detached, then the stored copy equals the links and the read shows it', async () => {
    const tags = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createTag(sut, t.token, `st-${Date.now()}-${i}`, '#00AA11')),
    );
    const person = await createPerson(sut, t.token, { name: 'Stored Tags' });
    expect(await stored(person.id)).toEqual([]);
    const results = await Promise.all(
      tags.map((tag) =>
        sut.request('POST', `/v1/people/${person.id}/tags`, { token: t.token, body: { tagIds: [tag.id] } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(tags.map(() => 200));
    const ids = tags.map((tag) => tag.id).sort();
    expect(await linked(person.id)).toEqual(ids);
    expect((await stored(person.id))?.map((tag) => tag.id).sort()).toEqual(ids);

    const detach = await sut.request('DELETE', `/v1/people/${person.id}/tags/${tags[0].id}`, {
      token: t.token,
    });
    expect(detach.status).toBe(204);
    expect((await stored(person.id))?.map((tag) => tag.id).sort()).toEqual(
      ids.slice().filter((id) => id !== tags[0].id),
    );

    const read = await sut.request('GET', `/v1/people/${person.id}`, { token: t.token });
    expect(read.status).toBe(200);
    expect(read.body.tags.map((tag: { id: string }) => tag.id).sort()).toEqual(await linked(person.id));
    expect(read.body.tags[0]).toEqual({
      id: expect.any(String),
      name: expect.stringMatching(/^st-/),
      color: '#00AA11',
    });
  });

  it('when a person was stored before tags were stored with it, then reads load its tags from the links', async () => {
    const tag = await createTag(sut, t.token, `legacy-${Date.now()}`);
    const person = await createPerson(sut, t.token, { name: 'Legacy', tagIds: [tag.id] });
    await db.collection('people').updateOne({ _id: person.id as never }, { $unset: { tags: '' } });
    expect(await stored(person.id)).toBeUndefined();
    const read = await sut.request('GET', `/v1/people/${person.id}`, { token: t.token });
    expect(read.body.tags).toEqual([{ id: tag.id, name: tag.name, color: tag.color }]);
    const list = await sut.request('GET', '/v1/people?limit=5', { token: t.token });
    expect(list.body.data.find((p: { id: string }) => p.id === person.id).tags).toEqual([
      { id: tag.id, name: tag.name, color: tag.color },
    ]);
  });
});
