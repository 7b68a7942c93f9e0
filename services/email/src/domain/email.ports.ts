import type {
  BatchJob,
  BatchResult,
  Campaign,
  CampaignOutcome,
  CampaignRun,
  FanoutJob,
  FanoutProgress,
  Recipient,
  RecipientOutcome,
  SliceClaim,
} from './campaign.types';
import type { ContactFields, DeliveryAttempt, EmailSend, Template } from './email.types';

// What the email domain needs from outside (implemented in store/, grpc/, events/ and providers/).

export interface CampaignRepository {
  insert(campaign: Campaign): Promise<void>;
  findById(organizationId: string, id: string): Promise<Campaign | null>;
  list(organizationId: string, cursorId: string | null, limit: number): Promise<Campaign[]>;
  update(
    organizationId: string,
    id: string,
    changes: Partial<Pick<Campaign, 'status' | 'stats' | 'sentAt'>> & { updatedAt: Date },
  ): Promise<Campaign | null>;
}

export interface CampaignRunRepository {
  /** False when the campaign has a run already (another send won). */
  tryInsertRun(run: CampaignRun): Promise<boolean>;
  findRun(organizationId: string, campaignId: string): Promise<CampaignRun | null>;
  saveProgress(organizationId: string, campaignId: string, progress: FanoutProgress): Promise<void>;
  /** Inserts the outcome unless one exists; answers the one that stands. */
  settleOutcome(outcome: CampaignOutcome): Promise<CampaignOutcome>;
}

export interface RecipientRepository {
  /** Inserts those whose (campaignId, personId) has no record yet; answers the ids it inserted. */
  insertNew(recipients: Recipient[]): Promise<Set<string>>;
  /** The records of one batch (at most a batch size). */
  findBatch(organizationId: string, batchId: string): Promise<Recipient[]>;
  /**
   * Writes the outcomes of recipients of one batch as one document `key` (unique: a second write
   * under the same key is dropped). Of two outcomes of one attempt, the one written first stands.
   */
  record(organizationId: string, batchId: string, key: string, outcomes: RecipientOutcome[]): Promise<void>;
  /** contact.deleted: the person's recipient records of every campaign; answers how many went. */
  deleteForPerson(organizationId: string, personId: string): Promise<number>;
}

export interface ClaimRepository {
  /** Inserts link `claim.seq` of the batch's chain; false when another holder took that number. */
  claim(organizationId: string, batchId: string, claim: SliceClaim): Promise<boolean>;
  /** The chain of one batch, in order. */
  ofBatch(organizationId: string, batchId: string): Promise<SliceClaim[]>;
}

export interface BatchResultRepository {
  /**
   * Opens a batch number for the fan-out (a unique insert: concurrent runs of one fan-out never
   * share a number). False when it is taken.
   */
  open(organizationId: string, campaignId: string, batchId: string): Promise<boolean>;
  /** Inserts the result unless the batch has one already. */
  settle(result: BatchResult): Promise<void>;
  /** Marks a batch's message as published (confirmed by the broker). */
  published(organizationId: string, campaignId: string, batchId: string): Promise<void>;
  /** The batches opened so far, those whose message was published, and the results of those finished. */
  progress(
    organizationId: string,
    campaignId: string,
  ): Promise<{ opened: string[]; published: string[]; results: BatchResult[] }>;
}

export interface PeopleSource {
  /**
   * The people of the organization (with tagIds, those holding any of them) after `afterId`, in id
   * order, in pages of `pageSize`, read in one pass.
   */
  streamPeople(
    organizationId: string,
    query: { tagIds: string[]; pageSize: number; afterId: string },
  ): AsyncIterable<ContactFields[]>;
  findPerson(organizationId: string, id: string): Promise<ContactFields | null>;
  /** Ids of the organization's tags. */
  tagIds(organizationId: string): Promise<Set<string>>;
}

/** Puts a fan-out job on its durable queue; resolves once the broker confirmed it. */
export interface FanoutScheduler {
  scheduleFanout(job: FanoutJob): Promise<void>;
}

/** Puts a batch on the durable work queue; resolves once the broker confirmed it. */
export interface BatchPublisher {
  publishBatch(job: BatchJob): Promise<void>;
}

export interface TemplateRepository {
  insert(template: Template): Promise<void>;
  findById(organizationId: string, id: string): Promise<Template | null>;
  list(organizationId: string, cursorId: string | null, limit: number): Promise<Template[]>;
  replace(template: Template): Promise<Template | null>;
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
  update(
    organizationId: string,
    id: string,
    changes: Partial<Pick<EmailSend, 'status' | 'providerMessageId' | 'error'>> & { updatedAt: Date },
  ): Promise<EmailSend | null>;
  /** Deletes the person's sends and returns their ids (so their attempts can go too). */
  deleteByContact(organizationId: string, contactId: string): Promise<string[]>;
}

export interface AttemptRepository {
  /** Attempts of one send, oldest first. */
  listForSend(sendId: string): Promise<DeliveryAttempt[]>;
  /** False when attempt `<sendId>#<n>` already exists (another process owns it). */
  tryInsert(attempt: DeliveryAttempt): Promise<boolean>;
  finish(
    id: string,
    outcome: Pick<DeliveryAttempt, 'state' | 'providerMessageId' | 'error'> & { finishedAt: Date },
  ): Promise<void>;
  deleteForSends(sendIds: string[]): Promise<void>;
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
 * The outcome events (email.sent / email.failed of transactional sends, campaign.sent), staged in the
 * outbox around the write that makes them true (events/email.outbox.ts): the use case names each one,
 * and a crash between stage and publish leaves it to the relay.
 */
export interface OutcomeEvents {
  /** Writes a send's status with its event when the status is `sent` or `failed`. */
  sendStatus(
    organizationId: string,
    sendId: string,
    status: EmailSend['status'],
    write: () => Promise<EmailSend | null>,
  ): Promise<EmailSend | null>;
  /** Writes a campaign's final status with campaign.sent when it is `sent`. */
  campaignStatus(
    organizationId: string,
    campaignId: string,
    status: Campaign['status'],
    write: () => Promise<Campaign | null>,
  ): Promise<Campaign | null>;
}
