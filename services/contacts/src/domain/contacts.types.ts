import type { Channel } from '@rapport/contracts';

/** Channels a person can be reached on (api-decisions: whatsapp, instagram, facebook or null). */
export { CHANNELS, type Channel } from '@rapport/contracts';

export const DEFAULT_TAG_COLOR = '#6B7280';

export type CustomFields = Record<string, unknown>;

export interface Person {
  id: string;
  organizationId: string;
  name: string;
  email: string | null;
  /** Normalized (see normalizePhone). */
  phone: string | null;
  externalId: string | null;
  companyId: string | null;
  channel: Channel | null;
  customFields: CustomFields;
  createdAt: Date;
  updatedAt: Date;
  /**
   * The turn of the record's last write (decision 0030): it grows with each write; 0 for a record not
   * written since versions began. Events carry it, the REST record does not.
   */
  version?: number;
  /**
   * The tags as stored with the person (tags never change once created), so a read of a person is one
   * store read. Absent on records written before tags were stored with them: read from the links.
   */
  tags?: TagRef[];
}

export interface Tag {
  id: string;
  organizationId: string;
  name: string;
  color: string;
  createdAt: Date;
  updatedAt: Date;
}

export type TagRef = Pick<Tag, 'id' | 'name' | 'color'>;

/** A person with its tags, as every read and every event shows it. */
export interface PersonView extends Person {
  tags: TagRef[];
}

/**
 * What a caller asks to change. `undefined` leaves a field as it is; `null` clears it (customFields
 * becomes `{}`). Values are raw: the rules module validates and normalizes them.
 */
export interface PersonPatch {
  name?: string;
  email?: string | null;
  phone?: string | null;
  externalId?: string | null;
  companyId?: string | null;
  channel?: string | null;
  customFields?: CustomFields | null;
}

/** A patch that passed the rules: phone normalized, channel checked. */
export type ValidPatch = Omit<PersonPatch, 'channel' | 'customFields'> & {
  channel?: Channel | null;
  customFields?: CustomFields;
};

/** The unique keys of a person, in upsert priority order. */
export const MATCH_KEYS = ['phone', 'email', 'externalId'] as const;
export type MatchKey = (typeof MATCH_KEYS)[number];

export interface PeopleQuery {
  /** Return people with an id below this one (keyset pagination, newest first). */
  beforeId: string | null;
  limit: number;
  email?: string;
  /** Already normalized. */
  phone?: string;
  companyId?: string;
}

export type ContactEventType =
  | 'contact.created'
  | 'contact.updated'
  | 'contact.deleted'
  | 'contact.tag_added'
  | 'contact.tag_removed';
