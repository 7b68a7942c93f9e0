import { LRUCache } from 'lru-cache';
import type { PeopleRepository } from '../domain/contacts.ports';
import type { MatchKey, PeopleQuery, Person, TagRef } from '../domain/contacts.types';
import type { PersonVersions } from './person-versions.redis';

/** A person kept in memory is shared by every read of it: nobody may change it. */
function frozen(person: Person): Person {
  Object.freeze(person.customFields);
  if (person.tags) {
    for (const tag of person.tags) Object.freeze(tag);
    Object.freeze(person.tags);
  }
  return Object.freeze(person);
}

/**
 * The people store with the reads of one person by id (GET /v1/people/{id}, GetPerson of the other
 * services) answered from this process's memory when the person's version in Redis says no write
 * happened since it was read (person-versions.redis.ts, decision 0018). Every write of a person goes
 * through its version; lists, keys and scans go to the store as before.
 */
export class CachedPeopleRepository implements PeopleRepository {
  private readonly memory: LRUCache<string, { version: string; person: Person }>;

  constructor(
    private readonly store: PeopleRepository,
    private readonly versions: PersonVersions,
    options: { max: number; ttlMs: number },
  ) {
    this.memory = new LRUCache({ max: options.max, ttl: options.ttlMs });
  }

  /** Forgets every person (after Redis came back: versions it lost could come back older). */
  clear(): void {
    this.memory.clear();
  }

  async findById(organizationId: string, id: string): Promise<Person | null> {
    const key = `${organizationId}/${id}`;
    // The version first, then the store: what the store answers is at least that version.
    const version = await this.versions.current(organizationId, id);
    const kept = version ? this.memory.get(key) : undefined;
    if (kept && kept.version === version) return kept.person;
    const person = await this.store.findById(organizationId, id);
    if (version && person) this.memory.set(key, { version, person: frozen(person) });
    return person;
  }

  findByIds(organizationId: string, ids: string[]): Promise<Person[]> {
    return this.store.findByIds(organizationId, ids);
  }

  findByKey(organizationId: string, key: MatchKey, value: string): Promise<Person | null> {
    return this.store.findByKey(organizationId, key, value);
  }

  /** A new id: no memory holds it (absent people are never kept), so no version to change. */
  insert(person: Person): Promise<void> {
    return this.store.insert(person);
  }

  insertMany(people: Person[]): Promise<boolean[]> {
    return this.store.insertMany(people);
  }

  update(organizationId: string, id: string, set: Partial<Person>): Promise<Person | null> {
    return this.versions.writing(organizationId, id, () => this.store.update(organizationId, id, set));
  }

  setTags(organizationId: string, id: string, tags: TagRef[], version: number): Promise<Person | null> {
    return this.versions.writing(organizationId, id, () =>
      this.store.setTags(organizationId, id, tags, version),
    );
  }

  delete(organizationId: string, id: string): Promise<boolean> {
    return this.versions.writing(organizationId, id, () => this.store.delete(organizationId, id));
  }

  list(organizationId: string, query: PeopleQuery): Promise<Person[]> {
    return this.store.list(organizationId, query);
  }

  listTagged(organizationId: string, tagIds: string[], query: PeopleQuery): Promise<Person[]> {
    return this.store.listTagged(organizationId, tagIds, query);
  }

  scan(organizationId: string, afterId: string): AsyncIterable<Person> {
    return this.store.scan(organizationId, afterId);
  }

  taggedIds(organizationId: string, tagIds: string[]): Promise<Set<string>> {
    return this.store.taggedIds(organizationId, tagIds);
  }
}
