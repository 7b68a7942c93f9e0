import type { EventEnvelope } from '@rapport/platform';
import type { Company, CompanyChanges, ListQuery, UpdateOutcome } from './company.types';

// What the companies domain needs from outside (implemented in store/ and events/).

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
