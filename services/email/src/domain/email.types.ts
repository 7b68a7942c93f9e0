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

export type SendStatus = 'queued' | 'sent' | 'failed' | 'unknown';

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
  createdAt: Date;
  updatedAt: Date;
}

/**
 * One delivery attempt of a send, inserted into a unique index before the provider is called: the
 * insert of `<sendId>#<n>` is the claim that makes one process, and only one, own attempt n.
 */
export interface DeliveryAttempt {
  id: string;
  sendId: string;
  organizationId: string;
  n: number;
  state: 'in_progress' | 'sent' | 'failed';
  providerMessageId: string | null;
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

export interface Page<T> {
  data: T[];
  nextCursor: string;
}

/** The person's REST fields (api-decisions), as the contacts service gives them. */
export type ContactFields = Record<string, unknown> & { id: string; email: string | null };
