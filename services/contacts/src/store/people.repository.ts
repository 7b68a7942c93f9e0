import { isDuplicateKey } from '@rapport/platform';
import type { QueryFilter } from 'mongoose';
import { type PeopleRepository, UniqueKeyTaken } from '../domain/contacts.ports';
import type { Channel, MatchKey, PeopleQuery, Person, TagRef } from '../domain/contacts.types';
import { emailKeyOf } from '../domain/person.rules';
import { type ContactsModels, noneKey, type PersonDoc } from './contacts.models';

const KEY_FIELD = { phone: 'phoneKey', email: 'emailKey', externalId: 'externalIdKey' } as const;

function keyValue(key: MatchKey, value: string): string {
  return key === 'email' ? emailKeyOf(value) : value;
}

/** The key fields that go with the fields of `set` (each falls back to the person's id). */
function keysOf(id: string, set: Partial<Person>): Partial<PersonDoc> {
  const keys: Partial<PersonDoc> = {};
  for (const key of ['phone', 'email', 'externalId'] as const) {
    if (!(key in set)) continue;
    const value = set[key];
    keys[KEY_FIELD[key]] = value ? keyValue(key, value) : noneKey(id);
  }
  return keys;
}

export function toPerson(doc: PersonDoc): Person {
  return {
    id: doc._id,
    organizationId: doc.organizationId,
    name: doc.name,
    email: doc.email ?? null,
    phone: doc.phone ?? null,
    externalId: doc.externalId ?? null,
    companyId: doc.companyId ?? null,
    channel: (doc.channel ?? null) as Channel | null,
    customFields: doc.customFields ?? {},
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    ...(Array.isArray(doc.tags)
      ? { tags: doc.tags.map(({ id, name, color }) => ({ id, name, color })) }
      : {}),
  };
}

const newestFirst = { _id: -1 } as const;

export class MongoPeopleRepository implements PeopleRepository {
  constructor(private readonly models: ContactsModels) {}

  async findById(organizationId: string, id: string): Promise<Person | null> {
    const doc = await this.models.People.findOne({ organizationId, _id: id }).lean<PersonDoc>();
    return doc ? toPerson(doc) : null;
  }

  async findByIds(organizationId: string, ids: string[]): Promise<Person[]> {
    if (!ids.length) return [];
    const docs = await this.models.People.find({ organizationId, _id: { $in: ids } }).lean<PersonDoc[]>();
    return docs.map(toPerson);
  }

  async findByKey(organizationId: string, key: MatchKey, value: string): Promise<Person | null> {
    const doc = await this.models.People.findOne({
      organizationId,
      [KEY_FIELD[key]]: keyValue(key, value),
    }).lean<PersonDoc>();
    return doc ? toPerson(doc) : null;
  }

  async insert(person: Person): Promise<void> {
    const { id, ...rest } = person;
    try {
      await this.models.People.create({ _id: id, ...rest, tags: person.tags ?? [], ...keysOf(id, person) });
    } catch (err) {
      if (isDuplicateKey(err)) throw new UniqueKeyTaken();
      throw err;
    }
  }

  async update(organizationId: string, id: string, set: Partial<Person>): Promise<Person | null> {
    const { id: _id, organizationId: _org, ...fields } = set;
    try {
      const doc = await this.models.People.findOneAndUpdate(
        { organizationId, _id: id },
        { $set: { ...fields, ...keysOf(id, set) } },
        { returnDocument: 'after' },
      ).lean<PersonDoc>();
      return doc ? toPerson(doc) : null;
    } catch (err) {
      if (isDuplicateKey(err)) throw new UniqueKeyTaken();
      throw err;
    }
  }

  async setTags(organizationId: string, id: string, tags: TagRef[]): Promise<Person | null> {
    const doc = await this.models.People.findOneAndUpdate(
      { organizationId, _id: id },
      { $set: { tags } },
      { returnDocument: 'after' },
    ).lean<PersonDoc>();
    return doc ? toPerson(doc) : null;
  }

  async delete(organizationId: string, id: string): Promise<boolean> {
    const result = await this.models.People.deleteOne({ organizationId, _id: id });
    return result.deletedCount > 0;
  }

  async list(organizationId: string, query: PeopleQuery): Promise<Person[]> {
    const docs = await this.models.People.find(this.filter(organizationId, query))
      .sort(newestFirst)
      .limit(query.limit)
      .lean<PersonDoc[]>();
    return docs.map(toPerson);
  }

  /**
   * Walks the tag links by person id (descending), so the keyset order is the people's; a person
   * with several of the tags appears once.
   */
  async listTagged(organizationId: string, tagIds: string[], query: PeopleQuery): Promise<Person[]> {
    const out: Person[] = [];
    const batch = Math.max(query.limit * tagIds.length, 50);
    let before = query.beforeId;
    while (out.length < query.limit) {
      const links = await this.models.TagLinks.find({
        organizationId,
        tagId: { $in: tagIds },
        ...(before ? { personId: { $lt: before } } : {}),
      })
        .sort({ personId: -1 })
        .limit(batch)
        .select({ personId: 1 })
        .lean<{ personId: string }[]>();
      if (!links.length) break;
      const ids = [...new Set(links.map((link) => link.personId))];
      // The last person's other links may lie past this batch; it is complete already, so skip them.
      before = ids[ids.length - 1]!;
      const docs = await this.models.People.find({
        ...this.filter(organizationId, { ...query, beforeId: null }),
        _id: { $in: ids },
      }).lean<PersonDoc[]>();
      out.push(...docs.map(toPerson).sort((a, b) => (a.id < b.id ? 1 : -1)));
      if (links.length < batch) break;
    }
    return out.slice(0, query.limit);
  }

  /**
   * One cursor over the organization. FerretDB sorts and filters ranges in its own process over
   * every document of the organization, so this costs about what one page of `list` costs (pages of
   * `list` would each cost as much); the documents then stream.
   */
  async *scan(organizationId: string, afterId: string): AsyncIterable<Person> {
    const cursor = this.models.People.find({ organizationId, ...(afterId ? { _id: { $gt: afterId } } : {}) })
      .sort({ _id: 1 })
      .batchSize(1_000)
      .lean<PersonDoc[]>()
      .cursor();
    for await (const doc of cursor) yield toPerson(doc as unknown as PersonDoc);
  }

  async taggedIds(organizationId: string, tagIds: string[]): Promise<Set<string>> {
    const ids = new Set<string>();
    for (const tagId of tagIds) {
      const links = await this.models.TagLinks.find({ organizationId, tagId })
        .select({ personId: 1 })
        .lean<{ personId: string }[]>();
      for (const link of links) ids.add(link.personId);
    }
    return ids;
  }

  async withCompany(organizationId: string, companyId: string, limit: number): Promise<Person[]> {
    const docs = await this.models.People.find({ organizationId, companyId })
      .limit(limit)
      .lean<PersonDoc[]>();
    return docs.map(toPerson);
  }

  private filter(organizationId: string, query: PeopleQuery): QueryFilter<PersonDoc> {
    const filter: QueryFilter<PersonDoc> = { organizationId };
    if (query.beforeId) filter._id = { $lt: query.beforeId };
    // emailKey holds noneKey(id) for people without email: require a real email too.
    if (query.email !== undefined) Object.assign(filter, { emailKey: query.email, email: { $ne: null } });
    // phoneKey is the stored (normalized) phone, or noneKey(id) that no phone equals: its unique
    // index bounds the read (a filter on phone alone has none and reads the whole organization).
    if (query.phone !== undefined) Object.assign(filter, { phoneKey: query.phone, phone: query.phone });
    if (query.companyId !== undefined) filter.companyId = query.companyId;
    return filter;
  }
}
