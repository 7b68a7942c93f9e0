import type { ContactEventType, MatchKey, PeopleQuery, Person, Tag, TagRef } from './contacts.types';
import type { Segment, Source } from './segment.types';

/** A write hit a unique index: another record already holds the key. */
export class UniqueKeyTaken extends Error {
  constructor() {
    super('unique key taken');
    this.name = 'UniqueKeyTaken';
  }
}

/** People store. Every method takes the organization id; nothing crosses organizations. */
export interface PeopleRepository {
  findById(organizationId: string, id: string): Promise<Person | null>;
  findByIds(organizationId: string, ids: string[]): Promise<Person[]>;
  /** `value` is normalized (phone) or as given (email is matched case-insensitively). */
  findByKey(organizationId: string, key: MatchKey, value: string): Promise<Person | null>;
  /** Throws UniqueKeyTaken when phone, email or externalId is held by another person. */
  insert(person: Person): Promise<void>;
  /**
   * New people in one store command: per person, true when it went in, false when a unique key
   * (phone, email, externalId) was held; throws when the store failed (then what went in is unknown).
   */
  insertMany(people: Person[]): Promise<boolean[]>;
  /**
   * Returns the updated person, null when it does not exist; throws UniqueKeyTaken. Called in the
   * person's turn (decision 0030), with `version` its number.
   */
  update(organizationId: string, id: string, set: Partial<Person>): Promise<Person | null>;
  /** Stores the person's tags with it, in turn `version`; null when the person does not exist. */
  setTags(organizationId: string, id: string, tags: TagRef[], version: number): Promise<Person | null>;
  delete(organizationId: string, id: string): Promise<boolean>;
  /** Newest first, `limit` rows at most. */
  list(organizationId: string, query: PeopleQuery): Promise<Person[]>;
  /** Same, restricted to people holding any of `tagIds`. */
  listTagged(organizationId: string, tagIds: string[], query: PeopleQuery): Promise<Person[]>;
  /** Every person of the organization after `afterId`, in id order, in one pass of the store. */
  scan(organizationId: string, afterId: string): AsyncIterable<Person>;
  /** Ids of the people holding any of `tagIds`. */
  taggedIds(organizationId: string, tagIds: string[]): Promise<Set<string>>;
}

/** Segments store (decision 0027). */
export interface SegmentRepository {
  insert(segment: Segment): Promise<void>;
  findById(organizationId: string, id: string): Promise<Segment | null>;
  /** Every segment of the organization (a few hundred at most), in any order. */
  listAll(organizationId: string): Promise<Segment[]>;
  count(organizationId: string): Promise<number>;
  /** The updated segment; null when it does not exist. */
  update(
    organizationId: string,
    id: string,
    set: Partial<Pick<Segment, 'name' | 'filter'>> & { updatedAt: Date },
  ): Promise<Segment | null>;
  delete(organizationId: string, id: string): Promise<boolean>;
}

/** Where a segment's candidates are read (store/segment-candidates.ts). */
export interface SegmentCandidates {
  /**
   * The people of `source` with an id below `beforeId`, newest first, each once. `wanted()` is how
   * many more the reader expects to need: it sizes how many partitions are read at once.
   */
  candidates(
    organizationId: string,
    source: Source,
    beforeId: string | null,
    wanted: () => number,
  ): AsyncIterable<Person>;
}

export interface TagLink {
  id: string;
  organizationId: string;
  personId: string;
  tagId: string;
  createdAt: Date;
}

export interface TagsRepository {
  /** Oldest first. */
  list(organizationId: string): Promise<Tag[]>;
  findByIds(organizationId: string, ids: string[]): Promise<Tag[]>;
  /** Throws UniqueKeyTaken when the organization has a tag of that name (case-insensitive). */
  insert(tag: Tag): Promise<void>;
  /** False when the person already had the tag (the unique index refused the link). */
  insertLink(link: TagLink): Promise<boolean>;
  /** Many links in one insert: false for each one the unique index refused. */
  insertLinks(links: TagLink[]): Promise<boolean[]>;
  findLink(organizationId: string, linkId: string): Promise<TagLink | null>;
  deleteLink(organizationId: string, personId: string, tagId: string): Promise<boolean>;
  /** Links of these people, in attach order. */
  linksOf(organizationId: string, personIds: string[]): Promise<TagLink[]>;
  /** Removes the person's links; answers the tags of those this call removed (not a racing one). */
  deleteLinksOf(organizationId: string, personId: string): Promise<string[]>;
}

/** Who a person is on a chat channel (FindOrCreatePersonByChannel). */
export interface ChannelIdentity {
  id: string;
  organizationId: string;
  channel: string;
  channelUserId: string;
  personId: string;
  createdAt: Date;
}

export interface ChannelIdentityRepository {
  find(organizationId: string, channel: string, channelUserId: string): Promise<ChannelIdentity | null>;
  /** Throws UniqueKeyTaken when the channel user id is already claimed. */
  insert(identity: ChannelIdentity): Promise<void>;
  deleteById(organizationId: string, id: string): Promise<void>;
  deleteOf(organizationId: string, personId: string): Promise<void>;
}

/** The companies service, as far as contacts needs it. */
export interface CompanyDirectory {
  companyExists(organizationId: string, companyId: string): Promise<boolean>;
}

/**
 * What an event will be about. Written to the outbox *before* the write it describes, so that a
 * crash after the write still leaves a trace from which the relay can publish it (see EventOutbox).
 */
export interface EventIntent {
  type: ContactEventType;
  organizationId: string;
  contactId: string;
  /** contact.tag_added: the link whose insert makes the event true. */
  linkId?: string;
  /** contact.tag_added/tag_removed: the tag. */
  tagId?: string;
  /** contact.deleted: what identified the person (the change feed's record of a deletion). */
  identifiers?: DeletedIdentifiers;
}

export interface DeletedIdentifiers {
  email: string | null;
  phone: string | null;
  externalId: string | null;
}

export interface PendingEvent {
  /** The event id (envelope `id`); the relay republishes under the same id. */
  readonly id: string;
  readonly intent: EventIntent;
  /** When the write was about to happen: the envelope's `occurredAt`. */
  readonly occurredAt: Date;
}

/**
 * Outbox of contact events. Protocol for every write: `prepare` the intents, do the write, then
 * `publish` the events that became true and `discard` the others. Entries that are neither published
 * nor discarded (publish failed, process crashed) are republished by the relay, which rebuilds their
 * data from the current state with `resolveEventData`.
 */
export interface EventOutbox {
  prepare(intents: EventIntent[]): Promise<PendingEvent[]>;
  /**
   * Publishes with a broker confirm and forgets the entry. Never throws: a failure leaves the entry.
   * `done` settles when the publish ended (later than this resolves when publishes run behind writes).
   */
  publish(pending: PendingEvent, data: unknown): Promise<{ done: Promise<void> }>;
  /** The write did not happen (or changed nothing). Never throws. */
  discard(pending: PendingEvent[]): Promise<void>;
}
