import { DEFAULTS, type EventEnvelope, newId } from '@rapport/platform';
import { connectMongo } from '@rapport/platform/mongo';
import { type EventQueue, eventQueue, type Stack } from '@rapport/testkit';
import type { Connection } from 'mongoose';
import { busyTenant, createPerson, createTag, startContactsStack, type Tenant } from './contacts.fixtures';

// Integration tests talk to real servers; the jest default of 5 s is too tight under load.

describe('contact events on rapport.events', () => {
  let sut: Stack;
  let t: Tenant;
  let events: EventQueue;
  let db: Connection;
  beforeAll(async () => {
    // A short grace lets the relay test run quickly; it is still far above a publish's duration.
    sut = await startContactsStack({ CONTACTS_OUTBOX_GRACE_MS: '1500', CONTACTS_OUTBOX_INTERVAL_MS: '100' });
    t = await busyTenant(sut);
    events = await eventQueue(['contact.*']);
    db = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, 'rapport_contacts');
  });
  afterAll(async () => {
    await events.close();
    await db.close();
    await sut.stop();
  });

  /** This test's events about one person, in arrival order (other suites publish too). */
  const about = (contactId: string) =>
    events.received.filter(
      (e) => e.organizationId === t.orgId && (e.data as { contactId?: string }).contactId === contactId,
    );
  /** Changes the name and waits for its contact.updated: whatever was published before it has arrived. */
  const barrier = async (contactId: string) => {
    const name = `barrier ${newId()}`;
    await sut.request('PATCH', `/v1/people/${contactId}`, { token: t.token, body: { name } });
    await events.waitFor(() =>
      about(contactId).some((e) => (e.data as { contact?: { name: string } }).contact?.name === name),
    );
  };
  const tagAdded = (contactId: string) =>
    about(contactId)
      .filter((e) => e.type === 'contact.tag_added')
      .map((e) => (e.data as { tag: { id: string } }).tag.id);

  it('when tags are attached repeatedly, then contact.tag_added comes once per newly attached tag', async () => {
    const [t1, t2, t3] = await Promise.all(['ev-1', 'ev-2', 'ev-3'].map((n) => createTag(sut, t.token, n)));
    const person = await createPerson(sut, t.token, { name: 'Eve' });
    const attach = (tagIds: string[]) =>
      sut.request('POST', `/v1/people/${person.id}/tags`, { token: t.token, body: { tagIds } });
    expect((await attach([t1.id, t2.id])).status).toBe(200);
    expect((await attach([t1.id, t2.id, t3.id])).status).toBe(200);
    expect((await attach([t3.id, t1.id])).status).toBe(200);
    await Promise.all(Array.from({ length: 5 }, () => attach([t2.id, t3.id])));
    await barrier(person.id);
    expect(tagAdded(person.id).sort()).toEqual([t1.id, t2.id, t3.id].sort());
    const event = about(person.id).find((e) => e.type === 'contact.tag_added')!;
    expect(event).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'contact.tag_added',
      occurredAt: expect.stringMatching(/Z$/),
      organizationId: t.orgId,
      // The person's second write (decision 0030): its creation was the first.
      data: { contactId: person.id, version: 2, tag: { id: t1.id, name: 'ev-1', color: '#6B7280' } },
    });
  });

  it('when the same new tag is attached by 8 parallel requests, then exactly one contact.tag_added', async () => {
    const tag = await createTag(sut, t.token, 'parallel');
    const person = await createPerson(sut, t.token, { name: 'Parallel' });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        sut.request('POST', `/v1/people/${person.id}/tags`, { token: t.token, body: { tagIds: [tag.id] } }),
      ),
    );
    expect(results.every((r) => r.status === 200 && r.body.tags.length === 1)).toBe(true);
    await barrier(person.id);
    expect(tagAdded(person.id)).toEqual([tag.id]);
  });

  it('when a person is created, updated, untagged and deleted, then each event carries the record (a deletion: what identified it)', async () => {
    const tag = await createTag(sut, t.token, 'lifecycle');
    const created = await sut.request('POST', '/v1/people', {
      token: t.token,
      body: { name: 'Life', email: 'life@example.com', tagIds: [tag.id] },
    });
    const id = created.body.id as string;
    const patched = await sut.request('PATCH', `/v1/people/${id}`, {
      token: t.token,
      body: { name: 'Life 2' },
    });
    // A patch that changes nothing publishes nothing.
    await sut.request('PATCH', `/v1/people/${id}`, { token: t.token, body: { name: 'Life 2' } });
    expect((await sut.request('DELETE', `/v1/people/${id}/tags/${tag.id}`, { token: t.token })).status).toBe(
      204,
    );
    const untagged = await sut.request('GET', `/v1/people/${id}`, { token: t.token });
    // Detaching a tag the person no longer has publishes nothing.
    await sut.request('DELETE', `/v1/people/${id}/tags/${tag.id}`, { token: t.token });
    await sut.request('DELETE', `/v1/people/${id}`, { token: t.token });
    await events.waitFor(() => about(id).some((e) => e.type === 'contact.deleted'));
    const seen = about(id);
    expect(seen.map((e) => e.type)).toEqual([
      'contact.created',
      'contact.tag_added',
      'contact.updated',
      'contact.updated',
      'contact.tag_removed',
      'contact.deleted',
    ]);
    // Versions (decision 0030): a write that changes nothing takes a turn but writes no version.
    expect(seen[0]!.data).toEqual({ contactId: id, version: 1, contact: created.body });
    expect(seen[1]!.data).toEqual({
      contactId: id,
      version: 1,
      tag: { id: tag.id, name: tag.name, color: tag.color },
    });
    expect(seen[2]!.data).toEqual({ contactId: id, version: 2, contact: patched.body });
    expect(seen[3]!.data).toEqual({ contactId: id, version: 3, contact: untagged.body });
    expect(seen[4]!.data).toEqual({
      contactId: id,
      version: 3,
      tag: { id: tag.id, name: tag.name, color: tag.color },
    });
    expect(seen[5]!.data).toEqual({
      contactId: id,
      version: 4,
      email: 'life@example.com',
      phone: null,
      externalId: null,
      tagIds: [],
    });
    expect(new Set(seen.map((e) => e.id)).size).toBe(6);
  });

  it('when a company is deleted, then its people lose their companyId (and contact.updated says so)', async () => {
    const company = await sut.request('POST', '/v1/companies', {
      token: t.token,
      body: { name: 'Doomed Inc', domain: `doomed-${Date.now()}.example` },
    });
    const staff = await Promise.all(
      ['A', 'B', 'C'].map((n) =>
        createPerson(sut, t.token, { name: `Staff ${n}`, companyId: company.body.id }),
      ),
    );
    const outsider = await createPerson(sut, t.token, { name: 'Outsider' });
    expect((await sut.request('DELETE', `/v1/companies/${company.body.id}`, { token: t.token })).status).toBe(
      204,
    );
    for (const person of staff) {
      await events.waitFor(() =>
        about(person.id).some(
          (e) =>
            e.type === 'contact.updated' &&
            (e.data as { contact: { companyId: unknown } }).contact.companyId === null,
        ),
      );
      const got = await sut.request('GET', `/v1/people/${person.id}`, { token: t.token });
      expect(got.body).toMatchObject({ companyId: null, name: person.name });
    }
    const list = await sut.request('GET', `/v1/people?companyId=${company.body.id}`, { token: t.token });
    expect(list.body.data).toEqual([]);
    expect(about(outsider.id).map((e) => e.type)).toEqual(['contact.created']);
  });

  it('when a write left its outbox entry behind (crash or broker down), then the relay publishes it if it is true', async () => {
    const person = await createPerson(sut, t.token, { name: 'Relayed' });
    const outbox = db.collection('outbox');
    const entry = (type: string, contactId: string) => ({
      _id: newId() as unknown as never,
      organizationId: t.orgId,
      type,
      ref: { contactId },
      data: null,
      occurredAt: new Date(),
      attempts: 0,
      nextAttemptAt: new Date(),
    });
    const updated = entry('contact.updated', person.id);
    const neverCreated = entry('contact.created', newId());
    const notDeleted = entry('contact.deleted', person.id);
    // A batch's link that went in while its person did not (decision 0007): no tag of anyone.
    const tag = await createTag(sut, t.token, `orphan-${newId()}`);
    const [orphan, linkId] = [newId(), newId()];
    await db.collection('person_tags').insertOne({
      _id: linkId as never,
      organizationId: t.orgId,
      personId: orphan,
      tagId: tag.id,
      slots: [],
      createdAt: new Date(),
    });
    const orphanLink = {
      ...entry('contact.tag_added', orphan),
      ref: { contactId: orphan, tagId: tag.id, linkId },
    };
    await outbox.insertMany([updated, neverCreated, notDeleted, orphanLink]);
    const [relayed] = (await events.waitFor((all) => all.some((e) => e.id === String(updated._id)))).filter(
      (e: EventEnvelope) => e.id === String(updated._id),
    );
    expect(relayed).toMatchObject({ type: 'contact.updated', organizationId: t.orgId });
    expect((relayed!.data as { contact: { name: string } }).contact.name).toBe('Relayed');
    const until = Date.now() + 5_000;
    while ((await outbox.countDocuments({ organizationId: t.orgId })) > 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await outbox.countDocuments({ organizationId: t.orgId })).toBe(0);
    const ids = events.received.map((e) => e.id);
    expect(ids).not.toContain(String(neverCreated._id));
    expect(ids).not.toContain(String(notDeleted._id));
    expect(ids).not.toContain(String(orphanLink._id));
  });
});
