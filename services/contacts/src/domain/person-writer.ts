import {
  conflict,
  DomainError,
  ErrorCode,
  invalid,
  isUuid,
  newId,
  notFound,
  type RecordTurns,
  type Turn,
} from '@rapport/platform';
import { contactData, tagAddedData } from './contact-events';
import {
  type ChannelIdentityRepository,
  type CompanyDirectory,
  type EventOutbox,
  type PendingEvent,
  type PeopleRepository,
  type TagsRepository,
  UniqueKeyTaken,
} from './contacts.ports';
import { MATCH_KEYS, type Person, type PersonView, type Tag, type ValidPatch } from './contacts.types';
import { NAME_MESSAGE } from './person.rules';
import type { NewLink, PersonViews, TagLinker } from './tag-links';

/** Concurrent attach and detach settle in a round or two; more means something else is wrong. */
const MAX_TAG_ROUNDS = 5;
export interface ContactsDeps {
  people: PeopleRepository;
  tags: TagsRepository;
  identities: ChannelIdentityRepository;
  companies: CompanyDirectory;
  outbox: EventOutbox;
  views: PersonViews;
  linker: TagLinker;
  /** Each person's writes one at a time, their events recorded in that order (decision 0030). */
  turns: RecordTurns;
}

/** The key of a person's turns. */
export const personTurnKey = (id: string) => `person:${id}`;

export const PERSON_NOT_FOUND = 'person not found';
export const COMPANY_MESSAGE = 'companyId must be the id of a company of this organization';

type Changes = Partial<Omit<Person, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>>;

/** True when a tag of `tags` is not in the person's stored copy (a record without one lacks them all). */
function lacksAny(person: Person, tags: Tag[]): boolean {
  const stored = new Set(person.tags?.map((tag) => tag.id));
  return tags.some((tag) => !stored.has(tag.id));
}

/** A person about to be created from valid fields (a name is required). */
function newPerson(organizationId: string, fields: ValidPatch, id: string): Person {
  if (!fields.name) throw invalid([NAME_MESSAGE]);
  const now = new Date();
  return {
    id,
    organizationId,
    name: fields.name,
    email: fields.email ?? null,
    phone: fields.phone ?? null,
    externalId: fields.externalId ?? null,
    companyId: fields.companyId ?? null,
    channel: fields.channel ?? null,
    customFields: fields.customFields ?? {},
    createdAt: now,
    updatedAt: now,
    tags: [],
    version: 1,
  };
}

/**
 * The writes every use case shares. Each follows the outbox protocol of EventOutbox: prepare the
 * event, write, publish what became true, discard what did not.
 */
export class PersonWriter {
  constructor(private readonly deps: ContactsDeps) {}

  /** The person, or NOT_FOUND (also for ids that are not UUIDs: they cannot exist). */
  async require(organizationId: string, id: string): Promise<Person> {
    const person = isUuid(id) ? await this.deps.people.findById(organizationId, id) : null;
    if (!person) throw notFound(PERSON_NOT_FOUND);
    return person;
  }

  /** Asks the companies service, only when companyId is set to a new value. */
  async checkCompany(organizationId: string, companyId: string | null | undefined, current?: string | null) {
    if (typeof companyId !== 'string' || companyId === current) return;
    const exists = isUuid(companyId) && (await this.deps.companies.companyExists(organizationId, companyId));
    if (!exists) throw invalid([COMPANY_MESSAGE]);
  }

  /** Creates a person; null when a unique key (phone, email, externalId) was taken meanwhile. */
  async tryCreate(
    organizationId: string,
    fields: ValidPatch,
    tags: Tag[],
    id: string = newId(),
  ): Promise<PersonView | null> {
    const person = newPerson(organizationId, fields, id);
    return this.deps.turns.runNew([personTurnKey(id)], async ([turn]) => {
      const [event] = await this.deps.outbox.prepare([
        { type: 'contact.created', organizationId, contactId: id },
      ]);
      try {
        await this.deps.people.insert(person);
      } catch (err) {
        // Only a refused insert is known not to have happened; otherwise the relay decides.
        if (!(err instanceof UniqueKeyTaken)) throw err;
        await this.deps.outbox.discard([event!]);
        return null;
      }
      const links = await this.deps.linker.link(organizationId, id, tags);
      const stored = links.length ? await this.storeLinked(person, links, turn!) : person;
      return this.publish(event!, stored, links, turn!);
    });
  }

  /**
   * `tryCreate` for many people at once (a batch import): their events staged in one insert, their
   * tags' links in one insert, the people (their tags stored with them) in one insert command, then
   * the events of those that went in published (and recorded) together. Null for a person a unique
   * key refused: its events are discarded and its links removed. The links go in before the people:
   * nobody can reach a person whose id is not out yet, so a person's stored tags are exactly its
   * links, and a failure between the two leaves only links to a person that does not exist, which
   * every reader of links skips (they read the person by id) and the relay publishes nothing for.
   * When the store fails, all of them fail (what went in is unknown: the relay publishes what did).
   */
  async tryCreateMany(
    organizationId: string,
    creates: { fields: ValidPatch; tags: Tag[] }[],
  ): Promise<PromiseSettledResult<PersonView | null>[]> {
    if (!creates.length) return [];
    const people = creates.map(({ fields }) => newPerson(organizationId, fields, newId()));
    return this.deps.turns.runNew(
      people.map((person) => personTurnKey(person.id)),
      (turns) => this.createMany(organizationId, creates, people, turns),
    );
  }

  private async createMany(
    organizationId: string,
    creates: { fields: ValidPatch; tags: Tag[] }[],
    people: Person[],
    turns: Turn[],
  ): Promise<PromiseSettledResult<PersonView | null>[]> {
    const now = new Date();
    const links = creates.flatMap(({ tags }, i) =>
      tags.map((tag) => ({
        tag,
        i,
        link: { id: newId(), organizationId, personId: people[i]!.id, tagId: tag.id, createdAt: now },
      })),
    );
    const events = await this.deps.outbox.prepare([
      ...people.map((person) => ({ type: 'contact.created' as const, organizationId, contactId: person.id })),
      ...links.map(({ tag, link }) => ({
        type: 'contact.tag_added' as const,
        organizationId,
        contactId: link.personId,
        tagId: tag.id,
        linkId: link.id,
      })),
    ]);
    const linkEvents = events.slice(people.length);
    // A fresh person's links are never refused; one that was anyway is not among its tags.
    const linked = await this.deps.tags.insertLinks(links.map(({ link }) => link));
    const newLinks = people.map((): NewLink[] => []);
    for (const [n, { tag, i }] of links.entries()) {
      if (linked[n]) newLinks[i]!.push({ tag, event: linkEvents[n]! });
    }
    for (const [i, person] of people.entries()) {
      person.tags = newLinks[i]!.map(({ tag }) => ({ id: tag.id, name: tag.name, color: tag.color }));
    }
    const inserted = await this.deps.people.insertMany(people);
    const refused = people.filter((_person, i) => !inserted[i]);
    await this.deps.outbox.discard([
      ...events.slice(0, people.length).filter((_event, i) => !inserted[i]),
      ...linkEvents.filter((_event, n) => !linked[n] || !inserted[links[n]!.i]),
    ]);
    // The others went in: a failure here must not fail them. A link it leaves is inert, as above.
    await Promise.all(
      refused
        .filter((person) => person.tags?.length)
        .map((person) => this.deps.tags.deleteLinksOf(organizationId, person.id).catch(() => undefined)),
    );
    return Promise.allSettled(
      people.map((person, i) =>
        inserted[i] ? this.publish(events[i]!, person, newLinks[i]!, turns[i]!) : null,
      ),
    );
  }

  /**
   * Runs `work` in the person's next turn (decision 0030), with the person as it is then: the write
   * is the only one of the person, and its events are recorded before the next write starts.
   * NOT_FOUND when the person does not exist (or no longer).
   */
  async inTurn<T>(
    organizationId: string,
    id: string,
    work: (person: Person, turn: Turn) => Promise<T>,
    known?: Person,
  ): Promise<T> {
    if (!isUuid(id)) throw notFound(PERSON_NOT_FOUND);
    return this.deps.turns.run(
      personTurnKey(id),
      () => this.deps.people.findById(organizationId, id),
      async (person, turn) => {
        if (!person || !turn) throw notFound(PERSON_NOT_FOUND);
        return work(person, turn);
      },
      known,
    );
  }

  /**
   * Applies the fields that differ and links the tags the person lacks, in the person's turn, to the
   * person as it is then (`known` may be older). Emits contact.updated when anything changed, then
   * contact.tag_added per new link. 409 names the key held by another person. `onlyIf` false for the
   * person as it is then: nothing changes.
   */
  async applyChanges(
    known: Person,
    fields: ValidPatch,
    tags: Tag[],
    onlyIf?: (person: Person) => boolean,
  ): Promise<PersonView> {
    return this.inTurn(
      known.organizationId,
      known.id,
      (current, turn) =>
        onlyIf && !onlyIf(current)
          ? this.deps.views.one(current)
          : this.applyInTurn(current, fields, tags, turn),
      known,
    );
  }

  private async applyInTurn(
    current: Person,
    fields: ValidPatch,
    tags: Tag[],
    turn: Turn,
  ): Promise<PersonView> {
    const { organizationId, id } = current;
    const changes = changedFields(current, fields);
    const newTags = tags.length ? await this.deps.linker.unlinked(organizationId, id, tags) : [];
    if (!Object.keys(changes).length && !newTags.length) return this.unchanged(current, tags);
    const [event] = await this.deps.outbox.prepare([
      { type: 'contact.updated', organizationId, contactId: id },
    ]);
    let person = current;
    try {
      if (Object.keys(changes).length) person = await this.update(current, changes, turn);
    } catch (err) {
      if (err instanceof DomainError) await this.deps.outbox.discard([event!]);
      throw err;
    }
    const links = await this.deps.linker.link(organizationId, id, newTags);
    if (person === current && !links.length) {
      await this.deps.outbox.discard([event!]);
      return this.unchanged(current, tags);
    }
    // A tag asked for that a concurrent attach linked may not be in the stored copy yet: the copy is
    // written from the links again, so the answer and the event show it.
    if (links.length || lacksAny(person, tags)) person = await this.storeLinked(person, links, turn);
    return this.publish(event!, person, links, turn);
  }

  /**
   * `refreshTags` after this write linked `links`. When the person was deleted meanwhile, each new
   * link is settled so that the tags' counts (decision 0029) stay paired: a link still there is
   * removed and its contact.tag_added dropped (nobody counted it); a link the delete removed was
   * counted off in its contact.deleted, so its contact.tag_added goes out to match.
   */
  private async storeLinked(person: Person, links: NewLink[], turn: Turn): Promise<Person> {
    try {
      return await this.refreshTags(person, turn);
    } catch (err) {
      if (!isNotFound(err) || !links.length) throw err;
      const { organizationId, id } = person;
      for (const link of links) {
        if (await this.deps.tags.deleteLink(organizationId, id, link.tag.id)) {
          await this.deps.outbox.discard([link.event]);
        } else {
          await this.deps.outbox.publish(link.event, tagAddedData(id, link.tag, null));
        }
      }
      throw err;
    }
  }

  /**
   * The person as it is when this write changed nothing. Tags asked for were linked by a concurrent
   * request whose stored copy may not be written yet: those come from the links.
   */
  private async unchanged(person: Person, tags: Tag[]): Promise<PersonView> {
    if (!lacksAny(person, tags)) return this.deps.views.one(person);
    return this.deps.views.one({
      ...person,
      tags: (await this.deps.views.fromLinks([person])).get(person.id) ?? [],
    });
  }

  /**
   * Stores the person's tags, read from its links, with its record, so a read of the person is one
   * store read. The links stay the truth: after the write they are read again, and a concurrent
   * attach or detach that changed them meanwhile makes this write again.
   */
  async refreshTags(person: Person, turn: Turn): Promise<Person> {
    const { organizationId, id } = person;
    const linked = async () => (await this.deps.views.fromLinks([person])).get(id) ?? [];
    const linkedIds = async () =>
      (await this.deps.tags.linksOf(organizationId, [id])).map((link) => link.tagId).join();
    let tags = await linked();
    for (let round = 0; round < MAX_TAG_ROUNDS; round++) {
      turn.fence();
      const updated = await this.deps.people.setTags(organizationId, id, tags, turn.n);
      if (!updated) throw notFound(PERSON_NOT_FOUND);
      // The check needs only the link ids; names and colors are read again only when they changed.
      if ((await linkedIds()) === tags.map((t) => t.id).join()) return updated;
      tags = await linked();
    }
    throw new Error(`the tags of person ${id} did not settle after ${MAX_TAG_ROUNDS} rounds`);
  }

  /**
   * Publishes the person's own event, then one contact.tag_added per new link; the turn lasts until
   * they are recorded.
   */
  async publish(event: PendingEvent, person: Person, links: NewLink[], turn: Turn): Promise<PersonView> {
    const view = await this.deps.views.one(person);
    turn.until((await this.deps.outbox.publish(event, contactData(view))).done);
    for (const link of links) {
      const published = await this.deps.outbox.publish(
        link.event,
        tagAddedData(person.id, link.tag, view.version ?? 0),
      );
      turn.until(published.done);
    }
    return view;
  }

  private async update(current: Person, changes: Changes, turn: Turn): Promise<Person> {
    try {
      turn.fence();
      const updated = await this.deps.people.update(current.organizationId, current.id, {
        ...changes,
        updatedAt: new Date(),
        version: turn.n,
      });
      if (!updated) throw notFound(PERSON_NOT_FOUND);
      return updated;
    } catch (err) {
      if (!(err instanceof UniqueKeyTaken)) throw err;
      throw conflict(await this.collision(current, changes));
    }
  }

  /** Which key of the write another person holds (the store's error does not say). */
  private async collision(current: Person, changes: Changes): Promise<string> {
    for (const key of MATCH_KEYS) {
      const value = changes[key];
      if (typeof value !== 'string') continue;
      const holder = await this.deps.people.findByKey(current.organizationId, key, value);
      if (holder && holder.id !== current.id) return `${key} is already used by another person`;
    }
    return 'phone, email or externalId is already used by another person';
  }
}

/** The fields of `fields` whose value differs from the person's. */
export function changedFields(current: Person, fields: ValidPatch): Changes {
  const changes: Changes = {};
  const assign = <K extends keyof Changes>(key: K, value: Changes[K] | undefined) => {
    if (value !== undefined && value !== current[key]) changes[key] = value;
  };
  assign('name', fields.name);
  assign('email', fields.email);
  assign('phone', fields.phone);
  assign('externalId', fields.externalId);
  assign('companyId', fields.companyId);
  assign('channel', fields.channel);
  if (
    fields.customFields !== undefined &&
    JSON.stringify(fields.customFields) !== JSON.stringify(current.customFields)
  ) {
    changes.customFields = fields.customFields;
  }
  return changes;
}

export const isNotFound = (err: unknown) => err instanceof DomainError && err.code === ErrorCode.NOT_FOUND;
