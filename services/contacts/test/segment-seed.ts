import { DEFAULTS, newId } from '@rapport/platform';
import { ALL, connectMongo, PAST_RECORDS, partitionsOf, scopeOf } from '@rapport/platform/mongo';
import type { Person, TagRef } from '../src/domain/contacts.types';
import { noneKey, registerModels } from '../src/store/contacts.models';
import { tagPartitionsOf } from '../src/store/people.repository';

/** A UUIDv7 of the given millisecond (random below it). */
export function idAt(ms: number): string {
  const hex = ms.toString(16).padStart(12, '0');
  const rest = newId().replace(/-/g, '').slice(12);
  return `${hex.slice(0, 8)}-${hex.slice(8)}-7${rest.slice(1, 4)}-8${rest.slice(5, 8)}-${rest.slice(8, 20)}`;
}

/** A person to seed: its fields and the tags it holds. */
export type SeedPerson = Omit<Person, 'tags' | 'updatedAt'> & { tags: TagRef[] };

const CHUNK = 2_000;

/**
 * Writes people and their tag links in bulk into contacts' store, as its repositories would: the
 * directory entries of every scope first (the organization, each company, each tag: decision 0021),
 * then the documents with their partitions and key fields. Much faster than the API, for tests of
 * reads over thousands of people.
 */
export async function seedPeople(people: SeedPerson[]): Promise<void> {
  const connection = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, 'rapport_contacts');
  try {
    // People of the past: no reader keeps their nodes (slots.ts SETTLE_MS), and their creates are not refused.
    const models = registerModels(connection, { slots: PAST_RECORDS });
    const scopes = new Map<string, { organizationId: string; ids: string[] }>();
    const add = (organizationId: string, scope: string, id: string) => {
      const key = `${organizationId}|${scope}`;
      const entry = scopes.get(key) ?? { organizationId, ids: [] };
      entry.ids.push(id);
      scopes.set(key, entry);
    };
    for (const p of people) {
      add(p.organizationId, ALL, p.id);
      if (p.companyId) add(p.organizationId, scopeOf('company', p.companyId), p.id);
      for (const tag of p.tags) add(p.organizationId, scopeOf('tag', tag.id), p.id);
    }
    // Created as an import creates them: the organization's and companies' slots count toward dense
    // (a tag's links are ensured for people that may be older, so a tag's slots do not).
    for (const [key, { organizationId, ids }] of scopes) {
      const scope = key.slice(key.indexOf('|') + 1);
      await models.Slots.ensure(organizationId, [scope], ids, { created: !scope.startsWith('tag:') });
    }
    for (let i = 0; i < people.length; i += CHUNK) {
      const chunk = people.slice(i, i + CHUNK);
      await models.People.collection.insertMany(chunk.map(personDoc) as never[], { ordered: false });
      const links = chunk.flatMap((p) =>
        p.tags.map((tag) => ({
          _id: newId(),
          organizationId: p.organizationId,
          personId: p.id,
          tagId: tag.id,
          slots: partitionsOf(p.id),
          createdAt: p.createdAt,
        })),
      );
      if (links.length) await models.TagLinks.collection.insertMany(links as never[], { ordered: false });
    }
  } finally {
    await connection.close();
  }
}

function personDoc({ id, ...p }: SeedPerson) {
  return {
    _id: id,
    ...p,
    emailKey: p.email ? p.email.toLowerCase() : noneKey(id),
    phoneKey: p.phone ?? noneKey(id),
    externalIdKey: p.externalId ?? noneKey(id),
    tags: p.tags.map(({ id: tagId, name, color }) => ({ id: tagId, name, color })),
    slots: partitionsOf(id),
    tagSlots: tagPartitionsOf(
      id,
      p.tags.map((tag) => tag.id),
    ),
    updatedAt: p.createdAt,
  };
}
