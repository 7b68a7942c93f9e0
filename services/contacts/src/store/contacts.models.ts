import type { SegmentFilter } from '@rapport/contracts';
import {
  MongoSlotDirectoryStore,
  outboxModel,
  recordTurnModel,
  SlotDirectory,
  type SlotDirectoryOptions,
} from '@rapport/platform/mongo';
import { type Connection, Schema } from 'mongoose';

/**
 * Uniqueness of optional keys (phone, email, externalId) comes from unique indexes on key fields
 * that fall back to the record's own id when the value is absent: FerretDB has no partial or
 * sparse indexes, and inserts into a unique index are the one atomic guarantee it offers.
 */
export const noneKey = (id: string) => `none:${id}`;

export interface PersonDoc {
  _id: string;
  organizationId: string;
  name: string;
  email: string | null;
  /** lower(email), or noneKey(_id). */
  emailKey: string;
  phone: string | null;
  /** The normalized phone, or noneKey(_id). */
  phoneKey: string;
  externalId: string | null;
  /** externalId, or noneKey(_id). */
  externalIdKey: string;
  companyId: string | null;
  channel: string | null;
  customFields: Record<string, unknown>;
  /** The turn of the last write (decision 0030): 1 at creation; absent (0) on records older than it. */
  version?: number;
  /** The person's tags (id, name, color) in link order; absent on records older than this field. */
  tags?: { id: string; name: string; color: string }[];
  /** The time partitions of `_id` (slots.ts of the platform `partitionsOf`): lists read them. */
  slots: string[];
  /**
   * The same partitions once per tag of `tags`, `<tagId>|<partition>` (`tagPartitionsOf`): a tag's
   * people are read one partition at a time (decision 0021). Absent on records older than this field
   * until the `tag-partitions-v1` backfill.
   */
  tagSlots?: string[];
  createdAt: Date;
  updatedAt: Date;
}

export interface TagDoc {
  _id: string;
  organizationId: string;
  name: string;
  /** lower(trim(name)). */
  nameKey: string;
  color: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface TagLinkDoc {
  _id: string;
  organizationId: string;
  personId: string;
  tagId: string;
  /** The time partitions of `personId`: a tag's people are read one partition at a time. */
  slots: string[];
  createdAt: Date;
}

export interface SegmentDoc {
  _id: string;
  organizationId: string;
  name: string;
  /** As validated (segmentFilterProblems): {match, conditions}. */
  filter: SegmentFilter;
  createdAt: Date;
  updatedAt: Date;
}

export interface ChannelIdentityDoc {
  _id: string;
  organizationId: string;
  channel: string;
  channelUserId: string;
  personId: string;
  createdAt: Date;
}

const options = { versionKey: false as const, minimize: false };
const str = { type: String, required: true };
const optionalStr = { type: String, default: null };
const date = { type: Date, required: true };

const personSchema = new Schema<PersonDoc>(
  {
    _id: str,
    organizationId: str,
    name: str,
    email: optionalStr,
    emailKey: str,
    phone: optionalStr,
    phoneKey: str,
    externalId: optionalStr,
    externalIdKey: str,
    companyId: optionalStr,
    channel: optionalStr,
    customFields: { type: Schema.Types.Mixed, default: () => ({}) },
    tags: { type: [{ _id: false, id: str, name: str, color: str }], default: undefined },
    slots: { type: [String], required: true },
    tagSlots: { type: [String], default: undefined },
    version: { type: Number, default: undefined },
    createdAt: date,
    updatedAt: date,
  },
  { ...options, collection: 'people' },
);
personSchema.index({ organizationId: 1, phoneKey: 1 }, { unique: true });
personSchema.index({ organizationId: 1, emailKey: 1 }, { unique: true });
personSchema.index({ organizationId: 1, externalIdKey: 1 }, { unique: true });
// Bulk readers (scan) walk the organization in id order.
personSchema.index({ organizationId: 1, _id: -1 });
// Lists read one time partition at a time (decision 0021): the organization's, or one company's.
personSchema.index({ organizationId: 1, slots: 1 });
personSchema.index({ organizationId: 1, companyId: 1, slots: 1 });
// A tag's people, one partition at a time: one key per tag and partition (a compound index of two
// arrays, tags and slots, is refused by MongoDB).
personSchema.index({ organizationId: 1, tagSlots: 1 });

const tagSchema = new Schema<TagDoc>(
  { _id: str, organizationId: str, name: str, nameKey: str, color: str, createdAt: date, updatedAt: date },
  { ...options, collection: 'tags' },
);
tagSchema.index({ organizationId: 1, nameKey: 1 }, { unique: true });
tagSchema.index({ organizationId: 1, _id: 1 });

const tagLinkSchema = new Schema<TagLinkDoc>(
  {
    _id: str,
    organizationId: str,
    personId: str,
    tagId: str,
    slots: { type: [String], required: true },
    createdAt: date,
  },
  { ...options, collection: 'person_tags' },
);
// One link per person and tag: attaching twice is refused by the index, so it emits once.
tagLinkSchema.index({ organizationId: 1, personId: 1, tagId: 1 }, { unique: true });
// A tag's people, one time partition at a time (decision 0021); `{organizationId, tagId}` alone too.
tagLinkSchema.index({ organizationId: 1, tagId: 1, slots: 1 });

const channelIdentitySchema = new Schema<ChannelIdentityDoc>(
  { _id: str, organizationId: str, channel: str, channelUserId: str, personId: str, createdAt: date },
  { ...options, collection: 'channel_identities' },
);
channelIdentitySchema.index({ organizationId: 1, channel: 1, channelUserId: 1 }, { unique: true });
channelIdentitySchema.index({ organizationId: 1, personId: 1 });

const segmentSchema = new Schema<SegmentDoc>(
  {
    _id: str,
    organizationId: str,
    name: str,
    filter: { type: Schema.Types.Mixed, required: true },
    createdAt: date,
    updatedAt: date,
  },
  { ...options, collection: 'segments' },
);
// Reads by {organizationId, _id}; the organization's list by the equality alone (decision 0027).
segmentSchema.index({ organizationId: 1, _id: 1 });

const migrationSchema = new Schema<{ _id: string; doneAt: Date }>(
  { _id: str, doneAt: date },
  { ...options, collection: 'migrations' },
);

/**
 * The models on `connection`. `slots`: options of the time-slot directory (a seed that writes people
 * of the past passes `settleMs: Infinity`, slots.ts).
 */
export function registerModels(connection: Connection, options: { slots?: SlotDirectoryOptions } = {}) {
  return {
    People: connection.model('Person', personSchema),
    Tags: connection.model('Tag', tagSchema),
    TagLinks: connection.model('TagLink', tagLinkSchema),
    ChannelIdentities: connection.model('ChannelIdentity', channelIdentitySchema),
    Segments: connection.model('Segment', segmentSchema),
    /** Events not yet confirmed by the broker (the platform's outbox collection). */
    Outbox: outboxModel(connection),
    /** Which time slots hold people, per scope (the organization, a company, a tag). */
    Slots: new SlotDirectory(new MongoSlotDirectoryStore(connection, 'people_slots'), options.slots),
    /** One-time data migrations done (`_id`: the migration's name). */
    Migrations: connection.model('Migration', migrationSchema),
    /** The claims of people's write turns (decision 0030). */
    Turns: recordTurnModel(connection),
  };
}
export type ContactsModels = ReturnType<typeof registerModels>;
