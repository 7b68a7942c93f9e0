/** Campaign records, as the domain sees them (no mongoose, gRPC or REST shapes). */
import type { ContactFields } from '../../domain/email.types';

export type CampaignStatus = 'draft' | 'sending' | 'sent' | 'failed';

export type Audience =
  | { type: 'all' }
  | { type: 'tags'; tagIds: string[] }
  | { type: 'people'; contactIds: string[] }
  /** The contacts service's segment, its members read when the campaign is sent (decision 0027). */
  | { type: 'segment'; segmentId: string };

export interface CampaignStats {
  recipients: number;
  sent: number;
  failed: number;
  skipped: number;
  /** Handed to the provider by a worker that stopped before it recorded the answer: never re-sent. */
  unknown: number;
  /** On the organization's suppression list when their turn came: not sent to (decision 0026). */
  suppressed: number;
}

export interface Campaign {
  id: string;
  organizationId: string;
  name: string;
  templateId: string;
  audience: Audience;
  status: CampaignStatus;
  /** The final counts, written with the final status; while sending they are counted live. */
  stats: CampaignStats | null;
  /**
   * Grows by one with each write, in the record's turn (decision 0030): 1 as inserted; absent on
   * records stored before versions (read as 0).
   */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
}

/** What every recipient gets: the template as it was when the campaign was sent. */
export interface CampaignContent {
  templateId: string;
  subject: string;
  html: string;
  text: string | null;
}

/**
 * The one send of a campaign. Its insert under `send:<campaignId>` (a unique `_id`) is the claim
 * that lets exactly one send call start a delivery; `runId` names the fan-out job of that call.
 */
export interface CampaignRun {
  campaignId: string;
  organizationId: string;
  runId: string;
  content: CampaignContent;
  /**
   * Where the fan-out continues after a restart: the last person id of the last published batch, or
   * a position in a list of ids ('' = the start).
   */
  fanoutCursor: string;
  /** The highest batch number the fan-out opened (where the next run looks for a free one). */
  batches: number;
  /** People recorded so far (the `recipients` of the stats while the fan-out runs). */
  recorded: number;
  /** Set once every person of the audience has a recipient record and every batch is published. */
  fanoutDoneAt: Date | null;
  createdAt: Date;
}

export type FanoutProgress = Pick<CampaignRun, 'fanoutCursor' | 'batches' | 'recorded' | 'fanoutDoneAt'>;

/** The decided end of a campaign, inserted under `done:<campaignId>`: every writer applies the same. */
export interface CampaignOutcome {
  campaignId: string;
  organizationId: string;
  status: 'sent' | 'failed';
  stats: CampaignStats;
  sentAt: Date;
}

/**
 * pending: not yet handed to the provider (or a transient failure to retry). unknown: a claim was
 * taken and its holder never recorded the provider's answer (it may have been sent; never re-sent).
 */
export type RecipientState = 'pending' | 'sent' | 'failed' | 'skipped' | 'unknown' | 'suppressed';

/** One person of a campaign's audience; its id is `<campaignId>:<personId>` (one per person). */
export interface Recipient {
  id: string;
  organizationId: string;
  campaignId: string;
  personId: string;
  /** The batch the fan-out recorded this person in (`<campaignId>:<n>`). */
  batchId: string;
  /** The address at fan-out time; null for a person without one (state `skipped`). */
  email: string | null;
  state: RecipientState;
  /** Provider attempts that ended (transient failures); the next claim is `<id>#<attempts + 1>`. */
  attempts: number;
  /** Id of the recipient's email: its Message-ID is `<sendId@domain>`. */
  sendId: string;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The state a delivery writes for one recipient. */
export interface RecipientOutcome {
  id: string;
  state: Exclude<RecipientState, 'skipped'>;
  attempts: number;
  error: string | null;
}

/** The counts of one finished batch, inserted once under the batch id (the first writer's stands). */
export interface BatchResult {
  batchId: string;
  organizationId: string;
  campaignId: string;
  stats: CampaignStats;
  doneAt: Date;
}

/**
 * One link of a batch's claim chain: whoever inserts number `seq` (a unique insert) holds the batch
 * and hands the attempts `keys` (`<recipientId>#<attempt>`) to the provider; its next slice takes
 * `seq + 1`, so a worker that takes over a stale batch and the old holder can never both go on.
 */
export interface SliceClaim {
  seq: number;
  keys: string[];
  claimedAt: Date;
}

export interface FanoutJob {
  organizationId: string;
  campaignId: string;
  runId: string;
  publishedAt: string;
}

/** The message of the batch queue: one batch of recipients, with the people's fields to render. */
export interface BatchJob {
  organizationId: string;
  campaignId: string;
  batchId: string;
  /** The people the fan-out read for this batch (a record of the batch missing here is looked up). */
  contacts: ContactFields[];
}
