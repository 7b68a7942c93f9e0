import { PERSON_LIMITS } from '@rapport/contracts';
import { invalid, isUuid, newId } from '@rapport/platform';
import type { EventOutbox, PendingEvent, TagsRepository } from './contacts.ports';
import type { Person, PersonView, Tag, TagRef } from './contacts.types';

/** At most this many tagIds in one write (the gateway's schemas use the same limit). */
export const MAX_TAG_IDS = PERSON_LIMITS.tagIds;
/** At most this many tags on one person. */
export const MAX_TAGS_PER_PERSON = PERSON_LIMITS.tags;

/**
 * People with their tags. The tags stored with each person serve reads without another query; only
 * records older than that field load theirs from the links (one query for the links, one for tags).
 */
export class PersonViews {
  constructor(private readonly tags: TagsRepository) {}

  async one(person: Person): Promise<PersonView> {
    const [view] = await this.many([person]);
    return view!;
  }

  async many(people: Person[]): Promise<PersonView[]> {
    const legacy = people.filter((person) => !person.tags);
    const loaded = legacy.length ? await this.fromLinks(legacy) : new Map<string, TagRef[]>();
    return people.map(({ tags, ...person }) => ({ ...person, tags: tags ?? loaded.get(person.id) ?? [] }));
  }

  /** The tags of people from their links, in link order. */
  async fromLinks(people: Person[]): Promise<Map<string, TagRef[]>> {
    const first = people[0];
    if (!first) return new Map();
    const links = await this.tags.linksOf(
      first.organizationId,
      people.map((p) => p.id),
    );
    const tagIds = [...new Set(links.map((link) => link.tagId))];
    const tags = tagIds.length ? await this.tags.findByIds(first.organizationId, tagIds) : [];
    const tagById = new Map(tags.map((tag) => [tag.id, tag]));
    const refsOf = new Map<string, PersonView['tags']>();
    for (const link of links) {
      const tag = tagById.get(link.tagId);
      if (!tag) continue;
      const refs = refsOf.get(link.personId) ?? [];
      refs.push({ id: tag.id, name: tag.name, color: tag.color });
      refsOf.set(link.personId, refs);
    }
    return refsOf;
  }
}

/** The tags of `wanted` (distinct ids, in order) found in `byId`, and the ids that are not. */
function named(wanted: string[], byId: Map<string, Tag>): { tags: Tag[]; unknown: string[] } {
  const tags: Tag[] = [];
  const unknown: string[] = [];
  for (const id of wanted) {
    const tag = byId.get(id);
    if (tag) tags.push(tag);
    else unknown.push(id);
  }
  return { tags, unknown };
}

export interface NewLink {
  tag: Tag;
  event: PendingEvent;
}

/** Attaching tags to people: the unique link index makes it idempotent under concurrency. */
export class TagLinker {
  constructor(
    private readonly tags: TagsRepository,
    private readonly outbox: EventOutbox,
  ) {}

  /** The tags named by `tagIds`, or INVALID_ARGUMENT naming the field when one is not in the org. */
  async resolve(organizationId: string, tagIds: string[]): Promise<Tag[]> {
    const wanted = [...new Set(tagIds)];
    if (wanted.length > MAX_TAG_IDS) throw invalid([`tagIds must contain at most ${MAX_TAG_IDS} items`]);
    const { tags, unknown } = named(wanted, await this.byId(organizationId, wanted));
    if (unknown.length) {
      throw invalid([
        `tagIds must contain only ids of tags of this organization (unknown: ${unknown.join(', ')})`,
      ]);
    }
    return tags;
  }

  /**
   * For each list of tag ids, the tags `resolve` would answer, or null where it would refuse the list;
   * the tags of all lists are read at once.
   */
  async resolveEach(organizationId: string, lists: string[][]): Promise<(Tag[] | null)[]> {
    const byId = await this.byId(organizationId, [...new Set(lists.flat())]);
    return lists.map((tagIds) => {
      const wanted = [...new Set(tagIds)];
      const { tags, unknown } = named(wanted, byId);
      return wanted.length > MAX_TAG_IDS || unknown.length ? null : tags;
    });
  }

  private async byId(organizationId: string, ids: string[]): Promise<Map<string, Tag>> {
    const valid = ids.filter(isUuid);
    const found = valid.length ? await this.tags.findByIds(organizationId, valid) : [];
    return new Map(found.map((tag) => [tag.id, tag]));
  }

  /**
   * The tags of `tags` the person does not have yet; INVALID_ARGUMENT when linking them would give the
   * person more than MAX_TAGS_PER_PERSON (checked before anything is written; two attaches racing may
   * pass it together, so the bound holds up to one write's tagIds).
   */
  async unlinked(organizationId: string, personId: string, tags: Tag[]): Promise<Tag[]> {
    const had = new Set((await this.tags.linksOf(organizationId, [personId])).map((link) => link.tagId));
    const missing = tags.filter((tag) => !had.has(tag.id));
    if (missing.length && had.size + missing.length > MAX_TAGS_PER_PERSON) {
      throw invalid([
        `a person holds at most ${MAX_TAGS_PER_PERSON} tags: this one has ${had.size} and the request adds ${missing.length}`,
      ]);
    }
    return missing;
  }

  /**
   * Inserts one link per tag. Returns the links this call created, each with its prepared
   * contact.tag_added event (published by the caller once the person's own event is out); a link
   * refused by the unique index (a concurrent attach won) gets no event.
   */
  async link(organizationId: string, personId: string, missing: Tag[]): Promise<NewLink[]> {
    if (!missing.length) return [];
    const linkIds = missing.map(() => newId());
    const events = await this.outbox.prepare(
      missing.map((tag, i) => ({
        type: 'contact.tag_added' as const,
        organizationId,
        contactId: personId,
        tagId: tag.id,
        linkId: linkIds[i],
      })),
    );
    const added: NewLink[] = [];
    const refused: PendingEvent[] = [];
    const now = new Date();
    for (const [i, tag] of missing.entries()) {
      const inserted = await this.tags.insertLink({
        id: linkIds[i]!,
        organizationId,
        personId,
        tagId: tag.id,
        createdAt: now,
      });
      if (inserted) added.push({ tag, event: events[i]! });
      else refused.push(events[i]!);
    }
    await this.outbox.discard(refused);
    return added;
  }
}
