import type { SendCategory } from './suppression.types';

/** Records of the email service, as the domain sees them (no mongoose, gRPC or REST shapes). */

export interface Template {
  id: string;
  organizationId: string;
  name: string;
  subject: string;
  html: string;
  text: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The parts of a template; each is compiled and rendered on its own. */
export type TemplatePart = 'subject' | 'html' | 'text';

/** A template's parts rendered for one recipient. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string | null;
}

export type SendStatus = 'queued' | 'sent' | 'failed' | 'unknown' | 'suppressed';

/** One transactional send, persisted before any delivery attempt so it can be audited and retried. */
export interface EmailSend {
  id: string;
  organizationId: string;
  status: SendStatus;
  providerMessageId: string | null;
  to: string;
  templateId: string;
  contactId: string | null;
  /** The campaign this send is one recipient's email of; null for a transactional send. */
  campaignId: string | null;
  /** The rendered parts: what the worker sends on a retry, whatever happens to the template since. */
  subject: string;
  html: string;
  text: string | null;
  error: string | null;
  /** Status `suppressed`: why the address is on the suppression list (never sent). */
  suppressionReason?: string | null;
  /**
   * What the send is (`transactional` passes an unsubscribed address): its retries ask the suppression
   * list again with it. Absent on sends recorded before the field, which retry as `marketing`.
   */
  category?: SendCategory;
  /**
   * Grows by one with each write, in the record's turn (decision 0030): 1 as inserted; absent on
   * records stored before versions (read as 0).
   */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * What attempt n of a send came to, stored on the attempt (the platform's `Attempts`, `<sendId>#<n>`)
 * by the process that claimed it; an attempt without one is in progress, or `unknown` after its lease.
 */
export interface SendAttemptOutcome {
  state: 'sent' | 'failed';
  providerMessageId: string | null;
  error: string | null;
}

export interface Page<T> {
  data: T[];
  nextCursor: string;
}

/** The person's REST fields (api-decisions), as the contacts service gives them. */
export type ContactFields = Record<string, unknown> & { id: string; email: string | null };
