import type { EventEnvelope, Json } from '@rapport/platform';

/** Optional text fields of a company: each is a string or null. */
export const TEXT_FIELDS = [
  'description',
  'industry',
  'size',
  'website',
  'city',
  'state',
  'country',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export type CustomFields = Record<string, Json>;

export interface Company {
  id: string;
  organizationId: string;
  /** Required when a company is created; cannot be cleared. */
  name: string;
  /** Normalized (see normalizeDomain); null when the company has none. */
  domain: string | null;
  description: string | null;
  industry: string | null;
  size: string | null;
  website: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  categories: string[];
  customFields: CustomFields;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A write: `undefined` leaves a field as it is, `null` clears it (categories to [], customFields to
 * {}). Values are as the caller sent them; validatePatch checks and normalizes them.
 */
export interface CompanyPatch {
  name?: string | null;
  domain?: string | null;
  description?: string | null;
  industry?: string | null;
  size?: string | null;
  website?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  categories?: string[] | null;
  customFields?: CustomFields | null;
}

/** The stored fields a write sets (everything but id, organization and createdAt). */
export type CompanyChanges = Partial<Omit<Company, 'id' | 'organizationId' | 'createdAt'>>;

export interface ListQuery {
  organizationId: string;
  /** Id after which the page starts (decoded cursor), newest first. */
  afterId: string | null;
  limit: number;
  /** Normalized domain, exact match. */
  domain?: string;
  /** Case-insensitive substring of name or domain (raw text; the store escapes it). */
  search?: string;
}

export type UpdateOutcome =
  | { kind: 'updated'; company: Company }
  | { kind: 'not_found' }
  | { kind: 'duplicate_domain' };

/** Data access; every call names the organization. */
export interface CompanyRepository {
  list(query: ListQuery): Promise<Company[]>;
  findById(organizationId: string, id: string): Promise<Company | null>;
  findByDomain(organizationId: string, domain: string): Promise<Company | null>;
  /** Inserts, or answers 'duplicate_domain' when another company of the organization holds the domain. */
  insert(company: Company): Promise<'inserted' | 'duplicate_domain'>;
  update(organizationId: string, id: string, changes: CompanyChanges): Promise<UpdateOutcome>;
  /** True when the company existed and was deleted. */
  delete(organizationId: string, id: string): Promise<boolean>;
}

/**
 * Durable event delivery without transactions: an event is saved before (company.deleted) or right
 * after (created, updated) the change it reports, published with broker confirms, then discarded.
 * Events left behind (broker down, crash) are republished by the relay.
 */
export interface CompanyEvents {
  /** Saves the event so that it survives a crash; throws when it could not be saved. */
  stage(event: EventEnvelope): Promise<void>;
  /** Publishes a staged event and discards it once confirmed; failures leave it to the relay. */
  dispatch(event: EventEnvelope): Promise<void>;
  /** Discards a staged event whose change did not happen. */
  discard(event: EventEnvelope): Promise<void>;
}

export const COMPANY_CREATED = 'company.created';
export const COMPANY_UPDATED = 'company.updated';
export const COMPANY_DELETED = 'company.deleted';
