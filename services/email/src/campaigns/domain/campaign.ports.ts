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

// What the campaigns wing needs from outside (implemented in campaigns/store/, campaigns/events/,
// events/email.outbox.ts and campaigns/limits/); the service's own ports (templates, people, plans, the
// provider, the renderer) are in domain/email.ports.ts.

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
  /**
   * When the batch was opened (null: not opened, or opened before this was recorded) and whether its
   * fan-out published it: a fan-out that has not is still recording the batch's people, or died.
   */
  opening(organizationId: string, batchId: string): Promise<{ openedAt: Date | null; published: boolean }>;
  /** The batches opened so far, those whose message was published, and the results of those finished. */
  progress(
    organizationId: string,
    campaignId: string,
  ): Promise<{ opened: string[]; published: string[]; results: BatchResult[] }>;
}

/** Puts a fan-out job on its durable queue; resolves once the broker confirmed it. */
export interface FanoutScheduler {
  scheduleFanout(job: FanoutJob): Promise<void>;
}

/** Puts a batch on the durable work queue; resolves once the broker confirmed it. */
export interface BatchPublisher {
  publishBatch(job: BatchJob): Promise<void>;
}

/** What the delivery worker asks before each provider call. */
export interface RateLimiter {
  /** Resolves when `count` (1) more sends may start. */
  take(count?: number): Promise<void>;
}

/**
 * campaign.sent, staged in the service's outbox around the write of a campaign's final status
 * (events/email.outbox.ts), as OutcomeEvents does for sends.
 */
export interface CampaignOutcomeEvents {
  /** Writes a campaign's final status with campaign.sent when it is `sent`. */
  campaignStatus(
    organizationId: string,
    campaignId: string,
    status: Campaign['status'],
    write: () => Promise<Campaign | null>,
  ): Promise<Campaign | null>;
}
