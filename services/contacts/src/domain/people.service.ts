import {
  DomainError,
  decodeCursor,
  ErrorCode,
  groupsByKey,
  isUuid,
  notFound,
  pageLimit,
  runKeyedBatch,
  toPage,
} from '@rapport/platform';
import { deletedData, tagRemovedData } from './contact-events';
import {
  MATCH_KEYS,
  type MatchKey,
  type PeopleQuery,
  type Person,
  type PersonPatch,
  type PersonView,
  type Tag,
  type ValidPatch,
} from './contacts.types';
import { emailKeyOf, hasNul, stripPhone, validatePatch } from './person.rules';
import { type ContactsDeps, isNotFound, PERSON_NOT_FOUND, PersonWriter } from './person-writer';

/** Unique-key races resolve in one or two rounds; more means something else is wrong. */
const MAX_UPSERT_ROUNDS = 5;
/**
 * Upserts of one batch in flight at once: well below the store pool of 20 (FerretDB v1 deadlocks
 * its PostgreSQL pool when about as many updates run at once; decision 0006).
 */
const BATCH_CONCURRENCY = 6;
/**
 * Tag links a batch's bulk create makes at most (three tags for each of 100 people). A bulk create is
 * one step that does not stop half-way, so its size is bounded: what would exceed this runs input by
 * input, and none of those starts after the caller left.
 */
const MAX_BULK_LINKS = 300;

export interface ListPeopleInput {
  cursor?: string;
  limit?: number;
  email?: string;
  phone?: string;
  companyId?: string;
  tagIds?: string[];
}

/** Use cases of people: reads, upsert, update, delete, tags on a person. */
export class PeopleService {
  private readonly writer: PersonWriter;

  constructor(private readonly deps: ContactsDeps) {
    this.writer = new PersonWriter(deps);
  }

  async get(organizationId: string, id: string): Promise<PersonView> {
    return this.deps.views.one(await this.writer.require(organizationId, id));
  }

  /** Newest first; keyset pagination on the time-ordered id. */
  async list(
    organizationId: string,
    input: ListPeopleInput,
  ): Promise<{ data: PersonView[]; nextCursor: string }> {
    const limit = pageLimit(input.limit);
    // No stored value contains NUL (refused on write), and the store cannot even compare one.
    if ([input.email, input.phone, input.companyId].some((v) => v !== undefined && hasNul(v))) {
      return { data: [], nextCursor: '' };
    }
    const query: PeopleQuery = { beforeId: decodeCursor(input.cursor), limit: limit + 1 };
    if (input.email !== undefined) query.email = emailKeyOf(input.email);
    // Stored phones are normalized and valid, so a filter that does not normalize matches nobody.
    if (input.phone !== undefined) query.phone = stripPhone(input.phone);
    if (input.companyId !== undefined) query.companyId = input.companyId;
    const tagIds = input.tagIds ?? [];
    const rows = tagIds.length
      ? await this.deps.people.listTagged(organizationId, tagIds, query)
      : await this.deps.people.list(organizationId, query);
    const page = toPage(rows, limit);
    return { data: await this.deps.views.many(page.data), nextCursor: page.nextCursor };
  }

  /**
   * The audience of a bulk reader, in pages of `pageSize` (1-5000) people with their tags: with
   * `newestFirst`, the organization's or the tags' people newest first below `afterId`, each page read
   * as a list's (O(page): a tag's audience costs its people, not the organization); else in id order
   * after `afterId`, one pass over the organization (for readers that began so).
   */
  async *stream(
    organizationId: string,
    input: { pageSize: number; tagIds: string[]; afterId: string; newestFirst?: boolean },
  ): AsyncIterable<PersonView[]> {
    const pageSize = Math.min(Math.max(input.pageSize || 1_000, 1), 5_000);
    if (input.newestFirst) {
      let beforeId = input.afterId || null;
      for (;;) {
        const query = { beforeId, limit: pageSize };
        const rows = input.tagIds.length
          ? await this.deps.people.listTagged(organizationId, input.tagIds, query)
          : await this.deps.people.list(organizationId, query);
        if (rows.length) yield await this.deps.views.many(rows);
        if (rows.length < pageSize) return;
        beforeId = rows[rows.length - 1]!.id;
      }
    }
    const tagged = input.tagIds.length
      ? await this.deps.people.taggedIds(organizationId, input.tagIds)
      : null;
    let page: Person[] = [];
    for await (const person of this.deps.people.scan(organizationId, input.afterId)) {
      if (tagged && !tagged.has(person.id)) continue;
      page.push(person);
      if (page.length < pageSize) continue;
      yield await this.deps.views.many(page);
      page = [];
    }
    if (page.length) yield await this.deps.views.many(page);
  }

  /**
   * Matches on phone, then email, then externalId and updates the first match with the fields
   * given; otherwise creates. Under concurrency the unique key indexes decide: a create that loses
   * the race finds the winner on the next round and updates it.
   */
  async upsert(
    organizationId: string,
    patch: PersonPatch,
    tagIds: string[],
  ): Promise<{ person: PersonView; created: boolean; matchedOn: MatchKey | null }> {
    const fields = validatePatch(patch, false);
    const tags = tagIds.length ? await this.deps.linker.resolve(organizationId, tagIds) : [];
    const created = await this.createFirst(organizationId, fields, tags);
    if (created) return { person: created, created: true, matchedOn: null };
    for (let round = 0; round < MAX_UPSERT_ROUNDS; round++) {
      const match = await this.findMatch(organizationId, fields);
      if (match) {
        await this.writer.checkCompany(organizationId, fields.companyId, match.person.companyId);
        try {
          const person = await this.writer.applyChanges(match.person, fields, tags);
          return { person, created: false, matchedOn: match.key };
        } catch (err) {
          if (!isNotFound(err)) throw err;
          continue; // deleted before its turn: match again, or create
        }
      }
      await this.writer.checkCompany(organizationId, fields.companyId);
      const created = await this.writer.tryCreate(organizationId, fields, tags);
      if (created) return { person: created, created: true, matchedOn: null };
    }
    throw new Error(`upsert did not settle after ${MAX_UPSERT_ROUNDS} rounds`);
  }

  /**
   * Up to 100 upserts, each exactly as `upsert` (rules, events), one outcome per input in order: a
   * failing input fails only its own outcome. First the batch's creates go in together (`upsert`'s
   * create-first, for every input that shares no key with another and would be created:
   * `creatable`): one insert of their events, one of their tag links, one of the people, their events
   * recorded and published in one go. What a unique key refused, and every other input, then runs as
   * `upsert`: inputs that share a phone, email or externalId in order, the others a few at a time.
   * None starts once `signal` aborted (the caller left).
   */
  async upsertMany(
    organizationId: string,
    inputs: { patch: PersonPatch; tagIds: string[] }[],
    signal?: AbortSignal,
  ): Promise<PromiseSettledResult<Awaited<ReturnType<PeopleService['upsert']>>>[]> {
    const results: PromiseSettledResult<Awaited<ReturnType<PeopleService['upsert']>>>[] = new Array(
      inputs.length,
    );
    const creates = signal?.aborted ? [] : await this.creatable(organizationId, inputs);
    if (creates.length && !signal?.aborted) {
      try {
        const made = await this.writer.tryCreateMany(organizationId, creates);
        for (const [n, { index }] of creates.entries()) {
          const outcome = made[n]!;
          if (outcome.status === 'rejected') results[index] = outcome;
          else if (outcome.value)
            results[index] = {
              status: 'fulfilled',
              value: { person: outcome.value, created: true, matchedOn: null },
            };
        }
      } catch (reason) {
        for (const { index } of creates) results[index] = { status: 'rejected', reason };
      }
    }
    const rest = inputs.flatMap((_input, index) => (results[index] ? [] : [index]));
    const settled = await runKeyedBatch(
      rest,
      (index) => matchKeysOf(inputs[index]!.patch),
      BATCH_CONCURRENCY,
      (index) => this.upsert(organizationId, inputs[index]!.patch, inputs[index]!.tagIds),
      signal,
    );
    for (const [n, index] of rest.entries()) results[index] = settled[n]!;
    return results;
  }

  /**
   * The inputs of a batch that `upsert` would try to create first and that no other input of the
   * batch could match: valid, named, sharing no key with another input, with a company that checks
   * out (once per company) and tags of the organization (all of the batch's read at once), in input
   * order while their links stay within MAX_BULK_LINKS. Any doubt leaves an input to `upsert`, which
   * answers it (its error included).
   */
  private async creatable(
    organizationId: string,
    inputs: { patch: PersonPatch; tagIds: string[] }[],
  ): Promise<{ index: number; fields: ValidPatch; tags: Tag[] }[]> {
    const companies = new Map<string, Promise<boolean>>();
    const known = (companyId: string) => {
      let check = companies.get(companyId);
      if (!check) {
        check = this.writer.checkCompany(organizationId, companyId).then(
          () => true,
          () => false,
        );
        companies.set(companyId, check);
      }
      return check;
    };
    const alone = groupsByKey(inputs, (input) => matchKeysOf(input.patch))
      .filter((g) => g.length === 1)
      .map(([index]) => index!)
      .sort((a, b) => a - b);
    const tagsOf = await this.deps.linker.resolveEach(
      organizationId,
      alone.map((index) => inputs[index]!.tagIds),
    );
    const found = await Promise.all(
      alone.map(async (index, n) => {
        const input = inputs[index]!;
        const tags = tagsOf[n];
        if (!tags) return null;
        let fields: ValidPatch;
        try {
          fields = validatePatch(input.patch, false);
        } catch {
          return null;
        }
        if (!fields.name) return null;
        if (typeof fields.companyId === 'string' && !(await known(fields.companyId))) return null;
        return { index, fields, tags };
      }),
    );
    let links = 0;
    return found.filter((create): create is NonNullable<typeof create> => {
      if (!create || links + create.tags.length > MAX_BULK_LINKS) return false;
      links += create.tags.length;
      return true;
    });
  }

  async update(organizationId: string, id: string, patch: PersonPatch): Promise<PersonView> {
    const current = await this.writer.require(organizationId, id);
    const fields = validatePatch(patch, false);
    await this.writer.checkCompany(organizationId, fields.companyId, current.companyId);
    return this.writer.applyChanges(current, fields, []);
  }

  /** Removes the person and what contacts owns about it; other services react to contact.deleted. */
  async delete(organizationId: string, id: string): Promise<void> {
    // In the person's turn: the deletion is its last change, recorded after every earlier one.
    await this.writer.inTurn(organizationId, id, async (person, turn) => {
      const identifiers = { email: person.email, phone: person.phone, externalId: person.externalId };
      const [event] = await this.deps.outbox.prepare([
        { type: 'contact.deleted', organizationId, contactId: id, identifiers },
      ]);
      turn.fence();
      if (!(await this.deps.people.delete(organizationId, id))) {
        await this.deps.outbox.discard([event!]);
        throw notFound(PERSON_NOT_FOUND);
      }
      // After the person is gone: an attach that links a tag later finds no person to store it with.
      const tagIds = await this.deps.tags.deleteLinksOf(organizationId, id);
      await this.deps.identities.deleteOf(organizationId, id);
      const published = await this.deps.outbox.publish(event!, deletedData(id, identifiers, tagIds, turn.n));
      turn.until(published.done);
    });
  }

  /** Idempotent: only tags the person lacks are linked, and only those emit contact.tag_added. */
  async attachTags(organizationId: string, personId: string, tagIds: string[]): Promise<PersonView> {
    const person = await this.writer.require(organizationId, personId);
    const tags = await this.deps.linker.resolve(organizationId, tagIds);
    return this.writer.applyChanges(person, {}, tags);
  }

  async detachTag(organizationId: string, personId: string, tagId: string): Promise<PersonView> {
    const known = await this.writer.require(organizationId, personId);
    const [tag] = isUuid(tagId) ? await this.deps.tags.findByIds(organizationId, [tagId]) : [];
    if (!tag) throw notFound('tag not found');
    return this.writer.inTurn(
      organizationId,
      personId,
      async (person, turn) => {
        const [event, removed] = await this.deps.outbox.prepare([
          { type: 'contact.updated', organizationId, contactId: personId },
          { type: 'contact.tag_removed', organizationId, contactId: personId, tagId },
        ]);
        if (!(await this.deps.tags.deleteLink(organizationId, personId, tagId))) {
          await this.deps.outbox.discard([event!, removed!]);
          return this.deps.views.one(person);
        }
        try {
          return await this.writer.publish(event!, await this.writer.refreshTags(person, turn), [], turn);
        } finally {
          // The link is gone whatever followed, so this event is true.
          const published = await this.deps.outbox.publish(removed!, tagRemovedData(personId, tag, turn.n));
          turn.until(published.done);
        }
      },
      known,
    );
  }

  /** company.deleted: clears companyId on the organization's people (contact.updated for each). */
  async clearCompany(organizationId: string, companyId: string): Promise<number> {
    let cleared = 0;
    let beforeId: string | null = null;
    for (;;) {
      // Newest first with a cursor: each page is read once, whatever the company's size.
      const batch = await this.deps.people.list(organizationId, { beforeId, limit: 100, companyId });
      if (!batch.length) return cleared;
      beforeId = batch[batch.length - 1]!.id;
      for (const person of batch) {
        try {
          // Only while the person is still in the company (a move may have won meanwhile).
          await this.writer.applyChanges(person, { companyId: null }, [], (p) => p.companyId === companyId);
          cleared++;
        } catch (err) {
          if (!isNotFound(err)) throw err; // deleted meanwhile: nothing to clear
        }
      }
    }
  }

  /**
   * The unique indexes of phone, email and externalId match first: a create that goes in proves that
   * nobody holds any of the keys, so it is exactly what the ordered match would have done, without
   * its three lookups (an import of new people). Null when a key is taken, or when the create would
   * not be the answer anyway (no name, a company that does not check out): the ordered match decides.
   */
  private async createFirst(
    organizationId: string,
    fields: ValidPatch,
    tags: Tag[],
  ): Promise<PersonView | null> {
    if (!fields.name) return null;
    try {
      await this.writer.checkCompany(organizationId, fields.companyId);
    } catch (err) {
      if (err instanceof DomainError && err.code === ErrorCode.INVALID_ARGUMENT) return null;
      throw err;
    }
    return this.writer.tryCreate(organizationId, fields, tags);
  }

  private async findMatch(
    organizationId: string,
    fields: ValidPatch,
  ): Promise<{ person: Person; key: MatchKey } | null> {
    for (const key of MATCH_KEYS) {
      const value = fields[key];
      if (typeof value !== 'string') continue;
      const person = await this.deps.people.findByKey(organizationId, key, value);
      if (person) return { person, key };
    }
    return null;
  }
}

/** The values an input may match on, as the store compares them (for grouping a batch). */
function matchKeysOf(patch: PersonPatch): string[] {
  const keys: string[] = [];
  if (typeof patch.phone === 'string') keys.push(`phone:${stripPhone(patch.phone)}`);
  if (typeof patch.email === 'string') keys.push(`email:${emailKeyOf(patch.email)}`);
  if (typeof patch.externalId === 'string') keys.push(`externalId:${patch.externalId}`);
  return keys;
}
