import type { Json } from '@rapport/platform';

/** Optional text fields of a company: each is a string or null. */
export { COMPANY_TEXT_FIELDS as TEXT_FIELDS, type CompanyTextField as TextField } from '@rapport/contracts';

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
  /**
   * The turn of the company's last write (decision 0030): 1 at creation, growing with each write; 0 for
   * a record not written since versions began. Events carry it, the REST record does not.
   */
  version?: number;
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

export const COMPANY_CREATED = 'company.created';
export const COMPANY_UPDATED = 'company.updated';
export const COMPANY_DELETED = 'company.deleted';
