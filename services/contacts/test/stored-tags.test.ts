import { DEFAULTS } from '@rapport/platform';
import { connectMongo } from '@rapport/platform/mongo';
import { type EventQueue, eventQueue, type Stack } from '@rapport/testkit';
import type { Connection } from 'mongoose';
import { busyTenant, createPerson, createTag, startContactsStack, type Tenant } from './contacts.fixtures';

// A person's tags (id, name, color) are stored with the person, so a read is one store read; the
// links stay the truth, and concurrent attaches and detaches must leave the stored copy equal to them.
describe('tags stored with the person', () => {
  let sut: Stack;
  let t: Tenant;
  let db: Connection;
  let events: EventQueue;
  beforeAll(async () => {
    sut = await startContactsStack();
    t = await busyTenant(sut);
    db = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, 'rapport_contacts');
    events = await eventQueue(['contact.*']);
  });
  afterAll(async () => {
    await events?.close();
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

  // The moment between a concurrent attach's link and its stored copy: the link is there, the copy
  // not yet. An upsert that asks for that tag and changes a field finds nothing to link; its answer,
  // its event and the stored copy must still show the tag.
  it('when an upsert asks for a tag a concurrent attach linked but has not stored yet, then its answer, its event and the stored copy show the tag', async () => {
    const { orgId, token } = await busyTenant(sut);
    const red = await createTag(sut, token, `pending-${Date.now()}`);
    const email = `pending-${Date.now()}@stored.test`;
    const person = await createPerson(sut, token, { name: 'Before', email, tagIds: [red.id] });
    await db.collection('people').updateOne({ _id: person.id as never }, { $set: { tags: [] } });

    const res = await sut.request('POST', '/v1/people/batch', {
      token,
      body: { inputs: [{ name: 'After', email, tagIds: [red.id] }] },
    });
    expect(res.body.results[0]).toMatchObject({ status: 200, record: { id: person.id, name: 'After' } });
    expect(res.body.results[0].record.tags.map((tag: { id: string }) => tag.id)).toEqual([red.id]);
    expect((await stored(person.id))?.map((tag) => tag.id)).toEqual([red.id]);
    const [updated] = await events.settled(
      (e) => e.organizationId === orgId && e.type === 'contact.updated',
      1,
    );
    expect(updated!.data).toMatchObject({ contactId: person.id, contact: { name: 'After' } });
    expect((updated!.data as any).contact.tags.map((tag: { id: string }) => tag.id)).toEqual([red.id]);
  });

  // A batch creates its new people together, their links first (decision 0007): a create a unique
  // key refused must take its links back, and every person's stored copy must equal its links.
  it('when two batches race to create the same tagged people and one key is stored already, then each person holds exactly its links and each link emitted one contact.tag_added', async () => {
    const { orgId, token } = await busyTenant(sut);
    const stamp = Date.now();
    const [red, blue] = await Promise.all([
      createTag(sut, token, `bulk-red-${stamp}`),
      createTag(sut, token, `bulk-blue-${stamp}`),
    ]);
    const holder = await createPerson(sut, token, { name: 'Holder', email: `holder-${stamp}@bulk.test` });
    const inputs = [
      { name: 'Holder again', email: holder.email.toUpperCase(), tagIds: [red.id] },
      ...Array.from({ length: 20 }, (_, i) => ({
        name: `Bulk ${i}`,
        email: `bulk${i}-${stamp}@bulk.test`,
        tagIds: i % 2 ? [red.id, blue.id, red.id] : [blue.id],
      })),
      { name: 'Untagged', email: `untagged-${stamp}@bulk.test` },
    ];
    const batch = () => sut.request('POST', '/v1/people/batch', { token, body: { inputs } });
    const [a, b] = await Promise.all([batch(), batch()]);
    expect([a.status, b.status]).toEqual([200, 200]);

    const wanted = (i: number) => inputs[i]!.tagIds?.filter((id, n, all) => all.indexOf(id) === n) ?? [];
    expect(a.body.results[0]).toMatchObject({ status: 200, record: { id: holder.id } });
    for (const [i, result] of a.body.results.entries()) {
      const other = b.body.results[i];
      expect([i, result.record.id]).toEqual([i, other.record.id]);
      expect([i, result.record.tags.map((tag: { id: string }) => tag.id)]).toEqual([i, wanted(i)]);
      if (i > 0) expect([i, [result.status, other.status].sort()]).toEqual([i, [200, 201]]);
    }
    const ids = a.body.results.map((r: { record: { id: string } }) => r.record.id);
    for (const [i, id] of ids.entries()) {
      expect([i, await linked(id)]).toEqual([i, [...wanted(i)].sort()]);
      expect([i, (await stored(id))?.map((tag) => tag.id).sort()]).toEqual([i, [...wanted(i)].sort()]);
    }
    // No link of a person that was never stored: every link of the two tags is one of these people's.
    const links = await db
      .collection('person_tags')
      .find({ organizationId: orgId, tagId: { $in: [red.id, blue.id] } })
      .toArray();
    expect(links).toHaveLength(31);
    expect(links.every((link) => ids.includes(link.personId))).toBe(true);
    const tagAdded = await events.settled(
      (e) => e.organizationId === orgId && e.type === 'contact.tag_added',
      31,
    );
    expect(tagAdded.map((e: any) => `${e.data.contactId} ${e.data.tag.id}`).sort()).toEqual(
      links.map((link) => `${link.personId} ${link.tagId}`).sort(),
    );
    const listed = await sut.request('GET', `/v1/people?tagId=${blue.id}&limit=100`, { token });
    expect(listed.body.data.map((p: { id: string }) => p.id).sort()).toEqual(
      ids.filter((_id: string, i: number) => wanted(i).includes(blue.id)).sort(),
    );
  });
});
