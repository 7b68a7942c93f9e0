/** Campaign records, as the domain sees them (no mongoose, gRPC or REST shapes). */
import type { ContactFields } from './email.types';

export type CampaignStatus = 'draft' | 'sending' | 'sent' | 'failed';

export type Audience =
  | { type: 'all' }
  | { type: 'tags'; tagIds: string[] }
  | { type: 'people'; contactIds: string[] };

export interface CampaignStats {
  recipients: number;
  sent: number;
  failed: number;
  skipped: number;
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
  /** Where the fan-out job continues after a restart ('' = from the start). */
  fanoutCursor: string;
  /** Set once every person of the audience has a recipient record. */
  fanoutDoneAt: Date | null;
  createdAt: Date;
}

/** The decided end of a campaign, inserted under `done:<campaignId>`: every writer applies the same. */
export interface CampaignOutcome {
  campaignId: string;
  organizationId: string;
  status: 'sent' | 'failed';
  stats: CampaignStats;
  sentAt: Date;
}

export type RecipientState = 'pending' | 'sent' | 'failed' | 'skipped';

/** One person of a campaign's audience; unique per (campaignId, personId). */
export interface Recipient {
  id: string;
  organizationId: string;
  campaignId: string;
  personId: string;
  /** The address at fan-out time; null for a person without one (state `skipped`). */
  email: string | null;
  state: RecipientState;
  /** Id of the email send record of this recipient (created by the delivery worker). */
  sendId: string;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The message of the fan-out queue: walk the audience of one campaign send. */
export interface FanoutJob {
  organizationId: string;
  campaignId: string;
  runId: string;
  publishedAt: string;
}

/** The message of the delivery queue: one recipient, with the person's fields to render. */
export interface DeliveryJob {
  organizationId: string;
  campaignId: string;
  recipientId: string;
  contact: ContactFields;
}

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
  saveProgress(
    organizationId: string,
    campaignId: string,
    progress: Pick<CampaignRun, 'fanoutCursor' | 'fanoutDoneAt'>,
  ): Promise<void>;
  /** Inserts the outcome unless one exists; answers the one that stands. */
  settleOutcome(outcome: CampaignOutcome): Promise<CampaignOutcome>;
}

export interface RecipientRepository {
  /** Inserts those whose (campaignId, personId) has no record yet; duplicates are ignored. */
  insertNew(recipients: Recipient[]): Promise<void>;
  findForPeople(organizationId: string, campaignId: string, personIds: string[]): Promise<Recipient[]>;
  findById(organizationId: string, id: string): Promise<Recipient | null>;
  finish(
    organizationId: string,
    id: string,
    outcome: { state: 'sent' | 'failed'; error: string | null },
  ): Promise<void>;
  hasPending(organizationId: string, campaignId: string): Promise<boolean>;
  count(organizationId: string, campaignId: string): Promise<CampaignStats>;
  /** contact.deleted: the person's recipient records of every campaign; answers how many went. */
  deleteForPerson(organizationId: string, personId: string): Promise<number>;
}

/** One page of an audience from the contacts service. */
export interface PeoplePage {
  people: ContactFields[];
  /** '' at the end. */
  nextCursor: string;
}

export interface PeopleSource {
  /** Newest first; with tagIds, people holding any of them. */
  listPeople(
    organizationId: string,
    query: { tagIds: string[]; cursor: string; limit: number },
  ): Promise<PeoplePage>;
  findPerson(organizationId: string, id: string): Promise<ContactFields | null>;
  /** Ids of the organization's tags. */
  tagIds(organizationId: string): Promise<Set<string>>;
}

/** Puts a fan-out job on its durable queue; resolves once the broker confirmed it. */
export interface FanoutScheduler {
  scheduleFanout(job: FanoutJob): Promise<void>;
}

/** Puts deliveries on the durable work queue; resolves once the broker confirmed every one. */
export interface DeliveryPublisher {
  publishDeliveries(jobs: DeliveryJob[]): Promise<void>;
}
