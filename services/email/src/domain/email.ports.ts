import type { ContactFields, EmailSend, RenderedEmail, Template, TemplatePart } from './email.types';
import type { SendCategory, Suppression } from './suppression.types';

// What the email domain needs from outside (implemented in store/, grpc/, events/, providers/ and
// rendering/). The campaigns wing adds its own (campaigns/domain/campaign.ports.ts); the ports of
// other services sit here because one client serves both processes (grpc/*.client.ts).

/** The people of an organization for campaign audiences (grpc/contacts.client.ts). */
export interface PeopleSource {
  /**
   * The people of the organization (with tagIds, those holding any of them) after `afterId`, in id
   * order, in pages of `pageSize`, read in one pass. With segmentId: the segment's members, newest
   * first, `afterId` resuming below that id; throws SegmentGone when the segment does not exist.
   */
  streamPeople(
    organizationId: string,
    query: { tagIds: string[]; pageSize: number; afterId: string; segmentId?: string; newestFirst?: boolean },
  ): AsyncIterable<ContactFields[]>;
  findPerson(organizationId: string, id: string): Promise<ContactFields | null>;
  /** Ids of the organization's tags. */
  tagIds(organizationId: string): Promise<Set<string>>;
  /** Whether the organization has the segment (the contacts service's, decision 0027). */
  segmentExists(organizationId: string, segmentId: string): Promise<boolean>;
}

/** A campaign's segment was deleted (its members can no longer be read). */
export class SegmentGone extends Error {
  override readonly name = 'SegmentGone';
  constructor(readonly segmentId: string) {
    super(`segment ${segmentId} does not exist`);
  }
}

export type TemplateChanges = Partial<Pick<Template, 'name' | 'subject' | 'html' | 'text'>> & {
  updatedAt: Date;
};

export interface TemplateRepository {
  insert(template: Template): Promise<void>;
  findById(organizationId: string, id: string): Promise<Template | null>;
  list(organizationId: string, cursorId: string | null, limit: number): Promise<Template[]>;
  /** Sets the given fields (and updatedAt); null when the template does not exist. */
  update(organizationId: string, id: string, changes: TemplateChanges): Promise<Template | null>;
  delete(organizationId: string, id: string): Promise<boolean>;
}

export interface SendRepository {
  insert(send: EmailSend): Promise<void>;
  /** False when a send with this id exists already. */
  tryInsert(send: EmailSend): Promise<boolean>;
  findById(organizationId: string, id: string): Promise<EmailSend | null>;
  list(
    organizationId: string,
    filter: { contactId?: string },
    cursorId: string | null,
    limit: number,
  ): Promise<EmailSend[]>;
  /**
   * The record after the changes; null when there is none, or (with `whileStatus`) when its status is
   * another one: then nothing is written (two processes finishing one send write its outcome once).
   */
  update(
    organizationId: string,
    id: string,
    changes: Partial<Pick<EmailSend, 'status' | 'providerMessageId' | 'error' | 'suppressionReason'>> & {
      updatedAt: Date;
    },
    whileStatus?: EmailSend['status'],
  ): Promise<EmailSend | null>;
  /** Deletes the person's sends and returns their ids (so their attempts can go too). */
  deleteByContact(organizationId: string, contactId: string): Promise<string[]>;
}

export interface ContactDirectory {
  /** The person, or null when the organization has no person with that id. */
  findPerson(organizationId: string, id: string): Promise<ContactFields | null>;
}

/** The organization's plan features, from the identity service (UNAVAILABLE when it is down). */
export interface PlanDirectory {
  featuresOf(organizationId: string): Promise<string[]>;
}

export interface SendJob {
  organizationId: string;
  sendId: string;
  scheduledAt: string;
}

/** Puts a send's job on the durable work queue; resolves once the broker has confirmed it. */
export interface SendJobScheduler {
  schedule(job: SendJob): Promise<void>;
}

/** What a provider is asked to deliver: one rendered message to one address. */
export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string | null;
  /**
   * Message-ID header, derived from the send id: every attempt of one send carries the same one, so
   * a duplicate (a crash after the server accepted the message, before it was recorded) is
   * recognizable downstream.
   */
  messageId: string;
  /** The send id, as a header for tracing. */
  sendId: string;
  /** More headers (a campaign email's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface SentEmail {
  /** The provider's id of the message, when it gives one. */
  providerMessageId: string | null;
}

/** transient: the same message may go through later; permanent: retrying gets the same answer. */
export type FailureKind = 'transient' | 'permanent';

/** A delivery that did not happen, with the provider's reason. */
export class ProviderFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /**
     * The conversation broke without a verdict after the connection was made: the server may have
     * accepted the message. A campaign records such an outcome as `unknown` and never re-sends it.
     */
    readonly maybeDelivered = false,
    /** A permanent refusal of the recipient's address (SMTP 5xx to RCPT TO): suppress it. */
    readonly hardBounce = false,
  ) {
    super(message);
    this.name = 'ProviderFailure';
  }
}

/** One small interface per delivery technology; `send` throws ProviderFailure. */
export interface EmailProvider {
  readonly name: string;
  send(email: OutgoingEmail, signal: AbortSignal): Promise<SentEmail>;
  close(): Promise<void>;
}

/**
 * The outcome events of transactional sends (email.sent / email.failed), staged in the outbox around
 * the write that makes them true (events/email.outbox.ts): the use case names each one, and a crash
 * between stage and publish leaves it to the relay. Campaigns have their own (campaign.sent).
 */
export interface OutcomeEvents {
  /** Writes a send's status with its event when the status is `sent` or `failed`. */
  sendStatus(
    organizationId: string,
    sendId: string,
    status: EmailSend['status'],
    write: () => Promise<EmailSend | null>,
  ): Promise<EmailSend | null>;
}

/** Renders a template within a budget of work; rejects with RenderBudgetError past it. */
export interface TemplateRenderer {
  render(template: RenderableTemplate, variables: Record<string, unknown>): Promise<RenderedEmail>;
}

export type RenderableTemplate = Pick<Template, 'subject' | 'html' | 'text'>;

/** A render that went past its budget; the message names the budget. */
export class RenderBudgetError extends Error {
  override readonly name = 'RenderBudgetError';
}

/** The template engine threw (a runtime error of the template itself). */
export class RenderError extends Error {
  override readonly name = 'RenderError';
}

/** The template language, asked when a template is saved. */
export interface TemplateCompiler {
  /** Why a part's source cannot be used (the engine's message, prefixed by the part), or null. */
  compileError(part: TemplatePart, source: string): string | null;
}

/** The organizations' suppression lists (unique on organization and normalized address). */
export interface SuppressionRepository {
  /** False when the organization has the address already. */
  tryInsert(suppression: Suppression): Promise<boolean>;
  findByAddress(organizationId: string, address: string): Promise<Suppression | null>;
  findById(organizationId: string, id: string): Promise<Suppression | null>;
  list(
    organizationId: string,
    filter: { address?: string },
    cursorId: string | null,
    limit: number,
  ): Promise<Suppression[]>;
  update(
    organizationId: string,
    id: string,
    changes: Pick<Suppression, 'reason' | 'source' | 'updatedAt'>,
  ): Promise<Suppression | null>;
  delete(organizationId: string, id: string): Promise<boolean>;
}

/** An event of the suppression list (email.suppressed, email.unsubscribed, email.bounced). */
export interface SuppressionEvent {
  type: string;
  data: Record<string, unknown>;
}

/**
 * The suppression list's events through the outbox (events/email.outbox.ts): staged before the write,
 * published after it when it happened, discarded when it did not.
 */
export interface SuppressionEvents {
  around<T>(
    organizationId: string,
    suppressionId: string,
    events: SuppressionEvent[],
    write: () => Promise<T>,
    happened: (result: T) => boolean,
  ): Promise<T>;
}

/** What a hard bounce is recorded with: its source and diagnostic, and what the send knew. */
export interface BounceDetails {
  source: string;
  diagnostic: string;
  emailId?: string;
  campaignId?: string;
  /** The person the send went to (its activity lists the bounce, decision 0028). */
  contactId?: string;
}

/**
 * The suppression list as delivery sees it: a queued send's retry asks it again, and a hard bounce
 * found while sending is recorded in it.
 */
export interface BounceRecorder {
  hardBounce(organizationId: string, address: string, details: BounceDetails): Promise<void>;
  /** The entry that stops a send of `category` to `address`, or null. */
  blocking(
    organizationId: string,
    address: string,
    category: SendCategory,
  ): Promise<{ reason: string } | null>;
}

/**
 * The provider notifications already taken (issue 48), each claimed once by a unique insert of its
 * signature until its signed time is out of the tolerance, so a replay changes nothing on any replica.
 */
export interface NotificationReceipts {
  /** True when this call took the notification; false when it was taken before (a replay). */
  claim(organizationId: string, signature: string, expiresAt: Date): Promise<boolean>;
  /** Gives a notification back (its handling failed: the provider's retry may take it). */
  release(organizationId: string, signature: string): Promise<void>;
  /** Removes the organization's claims that expired before `now`. */
  prune(organizationId: string, now: Date): Promise<void>;
}

/** The per-organization secret that signs provider event notifications (decision 0026). */
export interface EventSecretRepository {
  find(organizationId: string): Promise<{ secret: string; createdAt: Date } | null>;
  /** Replaces the organization's secret. */
  put(organizationId: string, secret: string, createdAt: Date): Promise<void>;
}
