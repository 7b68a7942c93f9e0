import { createLogger, DEFAULTS, newId } from '@rapport/platform';
import {
  ALL,
  connectMongo,
  PAST_RECORDS,
  partitionsOf,
  pathOf,
  positionOf,
  scopeOf,
  slotOf,
} from '@rapport/platform/mongo';
import type { Connection } from 'mongoose';
import type { Person } from '../src/domain/contacts.types';
import { type ContactsModels, registerModels } from '../src/store/contacts.models';
import { MongoPeopleRepository } from '../src/store/people.repository';
import { backfillSlots, backfillTagSlots } from '../src/store/slot-backfill';
import { MongoTagsRepository } from '../src/store/tags.repository';

/** A UUIDv7 of the given millisecond, unique by `n`. */
function idAt(ms: number, n: number): string {
  const hex = ms.toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8)}-7${n.toString(16).padStart(3, '0')}-8000-${newId().slice(-12)}`;
}

function person(organizationId: string, id: string, companyId: string | null): Person {
  const now = new Date();
  return {
    id,
    organizationId,
    name: `P ${id.slice(0, 13)}`,
    email: null,
    phone: null,
    externalId: null,
    companyId,
    channel: null,
    customFields: {},
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Lists read one time slot at a time (decision 0021): a page of an organization whose people were
 * created over years, in bursts and gaps, costs a few equality reads, and walks every person exactly
 * once, newest first, filtered by company or tag, never crossing organizations.
 */
describe('people lists over time slots', () => {
  const database = `rapport_slots_${process.pid}`;
  let connection: Connection;
  let models: ContactsModels;
  let people: MongoPeopleRepository;
  let tags: MongoTagsRepository;
  const org = newId();
  const other = newId();
  const company = newId();
  const [red, blue] = [newId(), newId()];
  let ids: string[] = []; // newest first
  const inCompany = new Set<string>();
  const tagged = new Map<string, Set<string>>([
    [red, new Set()],
    [blue, new Set()],
  ]);

  const ref = (tagId: string) => ({ id: tagId, name: tagId === red ? 'Red' : 'Blue', color: '#ff0000' });
  const link = (organizationId: string, personId: string, tagId: string) =>
    tags.insertLink({ id: newId(), organizationId, personId, tagId, createdAt: new Date() });

  beforeAll(async () => {
    connection = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, database);
    // People of the past (weeks and years ago): their creates are not refused (slots.ts SETTLE_MS).
    models = registerModels(connection, { slots: PAST_RECORDS });
    for (const model of Object.values(connection.models)) await model.createIndexes();
    people = new MongoPeopleRepository(models);
    tags = new MongoTagsRepository(models);
    // 40 bursts of 8 people (slots a few seconds to weeks apart), then 5 people years earlier.
    const times: number[] = [];
    for (let b = 0; b < 40; b++) {
      const start = 1_764_000_000_000 - b * (b % 3 === 0 ? 86_400_000 * 9 : 3_700);
      for (let i = 0; i < 8; i++) times.push(start + i * 37);
    }
    for (let y = 0; y < 5; y++) times.push(1_500_000_000_000 - y * 31_536_000_000);
    let n = 0;
    for (const ms of times) {
      const id = idAt(ms, n++);
      const company_ = n % 7 === 0 ? company : null;
      await people.insert(person(org, id, company_));
      if (company_) inCompany.add(id);
      const held: string[] = [];
      for (const [tagId, every] of [
        [red, 3],
        [blue, 5],
      ] as const) {
        if (n % every) continue;
        await link(org, id, tagId);
        held.push(tagId);
        tagged.get(tagId)!.add(id);
      }
      // The links, then the person's stored copy of its tags (as the domain's refreshTags writes it).
      if (held.length) await people.setTags(org, id, held.map(ref), 1);
      ids.push(id);
    }
    // A neighbour with people in the same slots, the same company id and the same tags.
    for (let i = 0; i < 20; i++) {
      const id = idAt(1_764_000_000_000 + i, 900 + i);
      await people.insert(person(other, id, company));
      await link(other, id, red);
      await people.setTags(other, id, [ref(red)], 1);
    }
    ids = ids.sort().reverse();
  }, 120_000);

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  /** Every page of a list, with the store reads each page made. */
  async function walk(list: (beforeId: string | null) => Promise<Person[]>, limit: number) {
    const seen: string[] = [];
    const reads: number[] = [];
    const pages: string[][] = [];
    let beforeId: string | null = null;
    for (;;) {
      const spies = [
        jest.spyOn(models.People, 'find'),
        jest.spyOn(models.People, 'findOne'),
        jest.spyOn(models.TagLinks, 'find'),
      ];
      const rows = await list(beforeId);
      reads.push(spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0));
      for (const spy of spies) spy.mockRestore();
      pages.push(rows.slice(0, limit).map((p) => p.id));
      seen.push(...pages[pages.length - 1]!);
      if (rows.length <= limit) return { seen, reads, pages };
      beforeId = rows[limit - 1]!.id;
    }
  }

  it('pages the organization newest first, everyone once, reading only the slots of each page', async () => {
    const { seen, reads, pages } = await walk((beforeId) => people.list(org, { beforeId, limit: 26 }), 25);
    expect(seen).toEqual(ids);
    // A page reads the slots its people are in, and at most one more (where the next page starts).
    for (const [i, page] of pages.entries()) {
      expect(reads[i]).toBeLessThanOrEqual(new Set(page.map(slotOf)).size + 1);
    }
  });

  it("pages one company's people only, across the years, everyone once", async () => {
    const { seen, reads } = await walk(
      (beforeId) => people.list(org, { beforeId, limit: 11, companyId: company }),
      10,
    );
    expect(seen).toEqual(ids.filter((id) => inCompany.has(id)));
    expect(seen.length).toBeGreaterThan(30);
    for (const r of reads) expect(r).toBeLessThanOrEqual(2 * 11);
  });

  it("pages a tag's people, and several tags' people once each", async () => {
    const red_ = await walk((beforeId) => people.listTagged(org, [red], { beforeId, limit: 21 }), 20);
    expect(red_.seen).toEqual(ids.filter((id) => tagged.get(red)!.has(id)));
    // A partition of the tag's people at a time, not a read per person.
    for (const r of red_.reads) expect(r).toBeLessThan(21);
    const both = await walk((beforeId) => people.listTagged(org, [red, blue], { beforeId, limit: 21 }), 20);
    expect(both.seen).toEqual(ids.filter((id) => tagged.get(red)!.has(id) || tagged.get(blue)!.has(id)));
    const inRedCompany = await people.listTagged(org, [red], {
      beforeId: null,
      limit: 1000,
      companyId: company,
    });
    expect(inRedCompany.map((p) => p.id)).toEqual(
      ids.filter((id) => tagged.get(red)!.has(id) && inCompany.has(id)),
    );
  });

  it('a person deleted at the cursor: the next page starts at the next person, no duplicate', async () => {
    const first = await people.list(org, { beforeId: null, limit: 10 });
    const boundary = first[9]!.id;
    expect(await people.delete(org, boundary)).toBe(true);
    const next = await people.list(org, { beforeId: boundary, limit: 10 });
    expect(next.map((p) => p.id)).toEqual(ids.slice(10, 20));
    ids = ids.filter((id) => id !== boundary);
  });

  it('a person who joins a company later is listed in it', async () => {
    const old = ids.find((id) => !inCompany.has(id) && id < ids[100]!)!;
    await people.update(org, old, { companyId: company });
    const all = await people.list(org, { beforeId: null, limit: 1000, companyId: company });
    expect(all.map((p) => p.id)).toContain(old);
    expect(all.map((p) => p.id)).toEqual([...all.map((p) => p.id)].sort().reverse());
  });

  it("never lists another organization's people", async () => {
    const theirs = await people.list(other, { beforeId: null, limit: 100 });
    expect(theirs).toHaveLength(20);
    expect(theirs.every((p) => p.organizationId === other)).toBe(true);
    const ours = await people.list(org, { beforeId: null, limit: 1000, companyId: company });
    expect(ours.every((p) => p.organizationId === org)).toBe(true);
    const red_ = await people.listTagged(org, [red], { beforeId: null, limit: 1000 });
    expect(red_.every((p) => p.organizationId === org)).toBe(true);
  });

  it('people and links stored before partitions are listed after the one-time backfill', async () => {
    const legacy = newId();
    const id = idAt(1_700_000_000_000, 7);
    const now = new Date();
    await models.People.collection.insertOne({
      _id: id as never,
      organizationId: legacy,
      name: 'Before partitions',
      email: null,
      emailKey: `none:${id}`,
      phone: null,
      phoneKey: `none:${id}`,
      externalId: null,
      externalIdKey: `none:${id}`,
      companyId: company,
      channel: null,
      customFields: {},
      // older than the stored copy of its tags, too: they are its links
      createdAt: now,
      updatedAt: now,
    });
    // Stored with its tags, before their partitions.
    const copied = idAt(1_700_000_000_100, 8);
    await models.People.collection.insertOne({
      _id: copied as never,
      organizationId: legacy,
      name: 'Before tag partitions',
      email: null,
      emailKey: `none:${copied}`,
      phone: null,
      phoneKey: `none:${copied}`,
      externalId: null,
      externalIdKey: `none:${copied}`,
      companyId: null,
      channel: null,
      customFields: {},
      tags: [{ id: blue, name: 'Blue', color: '#0000ff' }],
      slots: partitionsOf(copied),
      createdAt: now,
      updatedAt: now,
    });
    await models.Slots.ensure(legacy, [ALL, scopeOf('tag', blue)], [copied]);
    await models.TagLinks.collection.insertOne({
      _id: newId() as never,
      organizationId: legacy,
      personId: id,
      tagId: red,
      createdAt: now,
    });
    expect((await people.list(legacy, { beforeId: null, limit: 10 })).map((p) => p.id)).toEqual([copied]);
    expect(await people.listTagged(legacy, [blue], { beforeId: null, limit: 10 })).toEqual([]);
    await models.Migrations.deleteMany({});
    await backfillSlots(models, createLogger('contacts', 'silent'));
    await backfillTagSlots(models, createLogger('contacts', 'silent'));
    expect((await people.list(legacy, { beforeId: null, limit: 10 })).map((p) => p.id)).toEqual([copied, id]);
    expect((await people.listTagged(legacy, [blue], { beforeId: null, limit: 10 })).map((p) => p.id)).toEqual(
      [copied],
    );
    expect(
      (await people.list(legacy, { beforeId: null, limit: 10, companyId: company })).map((p) => p.id),
    ).toEqual([id]);
    expect((await people.listTagged(legacy, [red], { beforeId: null, limit: 10 })).map((p) => p.id)).toEqual([
      id,
    ]);
    // Once done, a start does nothing more.
    expect(await models.Migrations.countDocuments({})).toBe(2);
  });

  it('when 100 people of one slot stored before chunks move into a company and get a tag, then every list still shows them', async () => {
    const legacy = newId();
    const moved = newId();
    const ms = Date.now() - 86_400_000;
    // Stored by the version before chunks: six partition keys, directory entries down to the slot.
    const older = Array.from({ length: 100 }, (_, i) => idAt(ms, i * 7))
      .sort()
      .reverse();
    const now = new Date();
    await models.People.collection.insertMany(
      older.map((id) => ({
        _id: id as never,
        ...person(legacy, id, null),
        id: undefined,
        emailKey: `none:${id}`,
        phoneKey: `none:${id}`,
        externalIdKey: `none:${id}`,
        tags: [],
        tagSlots: [],
        slots: partitionsOf(id).filter((key) => !key.startsWith('-1:')),
        createdAt: now,
      })),
    );
    await connection.collection('people_slots').insertMany(
      pathOf(legacy, ALL, positionOf(older[0]!))
        .filter((e) => e.level >= 0)
        .map((e) => ({
          _id: `${legacy}|${ALL}|${e.level}|${e.parent}|${e.key}` as never,
          organizationId: legacy,
          node: `${ALL}|${e.level}|${e.parent}`,
          key: e.key,
        })),
    );
    expect((await people.list(legacy, { beforeId: null, limit: 200 })).map((p) => p.id)).toEqual(older);
    // This version ensures their entries again: chunk included, the slot counted for each.
    for (const id of older) {
      await people.update(legacy, id, { companyId: moved });
      await link(legacy, id, blue);
      await people.setTags(legacy, id, [ref(blue)], 2);
    }
    expect((await people.list(legacy, { beforeId: null, limit: 200 })).map((p) => p.id)).toEqual(older);
    expect(
      (await people.list(legacy, { beforeId: null, limit: 200, companyId: moved })).map((p) => p.id),
    ).toEqual(older);
    expect(
      (await people.listTagged(legacy, [blue], { beforeId: null, limit: 200 })).map((p) => p.id),
    ).toEqual(older);
  });
});
