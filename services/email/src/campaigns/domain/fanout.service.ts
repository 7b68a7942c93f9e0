import { type Logger, newId } from '@rapport/platform';
import { type PeopleSource, SegmentGone } from '../../domain/email.ports';
import type { ContactFields } from '../../domain/email.types';
import { audiencePages } from './audience-pages';
import type {
  BatchPublisher,
  BatchResultRepository,
  CampaignRepository,
  CampaignRunRepository,
  RecipientRepository,
} from './campaign.ports';
import type { Audience, CampaignRun, FanoutJob, Recipient } from './campaign.types';
import type { CampaignCompletion } from './campaign-completion';

/**
 * done: the audience is walked (or there is nothing left to do). wait: the job's run is not visible
 * yet (the send call publishes its job before claiming), look again later. dropped: the job belongs to
 * no run (its call lost the claim or died before it). continue: the walk failed after some batches
 * were published; a fresh job goes on from the saved cursor (so only failures without progress count
 * towards the dead-letter queue).
 */
export type FanoutOutcome = 'done' | 'wait' | 'dropped' | 'continue';

export interface FanoutSettings {
  /** Recipients per batch (one queue message, one read and a few bulk writes of the store). */
  batchSize: number;
  /** How long a job may wait for its run to appear. */
  claimGraceMs: number;
}

const RUN_POLLS = 20;
const RUN_POLL_MS = 100;

/** `<campaignId>:<n>`, n from 1: the batch numbers of a run are dense. */
export const batchKey = (campaignId: string, n: number) => `${campaignId}:${n}`;

/**
 * The fan-out job of one campaign send: reads the audience once, in id order, a batch at a time;
 * records the batch's recipients in bulk (a unique index per campaign and person, so a second run
 * records nobody twice), publishes the batch as one message and saves its progress. A run that
 * restarts redoes at most the batch it died in: same number, same people (the records of the first
 * try stand and keep their batch), and a duplicate batch message is absorbed by the attempt claims.
 */
export class FanoutService {
  constructor(
    private readonly deps: {
      campaigns: CampaignRepository;
      runs: CampaignRunRepository;
      recipients: RecipientRepository;
      results: BatchResultRepository;
      people: PeopleSource;
      batches: BatchPublisher;
      completion: CampaignCompletion;
      logger: Logger;
    },
    private readonly settings: FanoutSettings,
  ) {}

  async run(job: FanoutJob): Promise<FanoutOutcome> {
    const { organizationId, campaignId } = job;
    const run = await this.findRun(job);
    if (!run) {
      const young = Date.now() - Date.parse(job.publishedAt) < this.settings.claimGraceMs;
      return young ? 'wait' : 'dropped';
    }
    if (run.runId !== job.runId) return 'dropped';
    const campaign = await this.deps.campaigns.findById(organizationId, campaignId);
    if (!campaign || campaign.status === 'sent' || campaign.status === 'failed') return 'done';
    if (campaign.status === 'draft') {
      // The send call died between its claim and the status update: finish its work.
      await this.deps.campaigns.update(organizationId, campaignId, {
        status: 'sending',
        updatedAt: new Date(),
      });
    }
    if (!run.fanoutDoneAt && (await this.walk(run, campaign.audience)) === null) return 'continue';
    await this.deps.completion.check(organizationId, campaignId);
    return 'done';
  }

  /**
   * The send call publishes the job a moment before it inserts the run: look a few times before
   * handing the job back to the queue (whose retry delay is seconds).
   */
  private async findRun(job: FanoutJob): Promise<CampaignRun | null> {
    for (let i = 0; ; i++) {
      const run = await this.deps.runs.findRun(job.organizationId, job.campaignId);
      if (run || i >= RUN_POLLS) return run;
      await new Promise((resolve) => setTimeout(resolve, RUN_POLL_MS));
    }
  }

  /**
   * Publishes the batches of the people after the saved cursor; null when it failed after some
   * progress. Batch numbers are opened with a unique insert, so runs that overlap (a duplicate job)
   * never share one; people recorded before (a redone page) are refused by their records' ids. A
   * batch an earlier run opened and never marked published (it died in between) is published again,
   * without contacts; when that run is alive after all (a duplicate job), its delivery waits until
   * the run published the batch (`CampaignBatchService.stillRecording`), so it is counted whole.
   */
  private async walk(run: CampaignRun, audience: Audience): Promise<number | null> {
    const { organizationId, campaignId } = run;
    const progress = { fanoutCursor: run.fanoutCursor, batches: run.batches, recorded: run.recorded };
    let published = 0;
    try {
      await this.republishUnfinished(organizationId, campaignId);
      for await (const page of audiencePages(
        this.deps.people,
        organizationId,
        audience,
        this.settings.batchSize,
        progress.fanoutCursor,
      )) {
        if (!page.contacts.length) {
          progress.fanoutCursor = page.cursor;
          continue;
        }
        progress.batches = await this.openBatch(organizationId, campaignId, progress.batches + 1);
        const batchId = batchKey(campaignId, progress.batches);
        const recorded = await this.record(run, batchId, page.contacts);
        if (recorded.length) {
          await this.deps.batches.publishBatch({ organizationId, campaignId, batchId, contacts: recorded });
          await this.deps.results.published(organizationId, campaignId, batchId);
          published++;
        } else {
          // Everyone here was recorded before (in another batch): nothing to deliver.
          const stats = { recipients: 0, sent: 0, failed: 0, skipped: 0, unknown: 0, suppressed: 0 };
          await this.deps.results.settle({ batchId, organizationId, campaignId, stats, doneAt: new Date() });
        }
        progress.recorded += recorded.length;
        progress.fanoutCursor = page.cursor;
        await this.deps.runs.saveProgress(organizationId, campaignId, { ...progress, fanoutDoneAt: null });
      }
      await this.deps.runs.saveProgress(organizationId, campaignId, {
        ...progress,
        fanoutDoneAt: new Date(),
      });
    } catch (err) {
      if (err instanceof SegmentGone) {
        // Deleted after the send call checked it: the campaign goes to whom the fan-out found so far.
        this.deps.logger.warn(
          { campaignId, segmentId: err.segmentId, recipients: progress.recorded },
          "campaign fan-out ends early: the campaign's segment was deleted during the send",
        );
        await this.deps.runs.saveProgress(organizationId, campaignId, {
          ...progress,
          fanoutDoneAt: new Date(),
        });
        return progress.batches;
      }
      if (!published) throw err;
      this.deps.logger.warn(
        { err, campaignId, batches: published },
        'campaign fan-out interrupted: a new job continues',
      );
      return null;
    }
    this.deps.logger.info(
      { campaignId, batches: progress.batches, recipients: progress.recorded },
      'campaign fan-out done',
    );
    return progress.batches;
  }

  /** The first free batch number from `from` on. */
  private async openBatch(organizationId: string, campaignId: string, from: number): Promise<number> {
    for (let n = from; ; n++) {
      if (await this.deps.results.open(organizationId, campaignId, batchKey(campaignId, n))) return n;
    }
  }

  private async republishUnfinished(organizationId: string, campaignId: string): Promise<void> {
    const { opened, published, results } = await this.deps.results.progress(organizationId, campaignId);
    const seen = new Set([...published, ...results.map((r) => r.batchId)]);
    for (const batchId of opened.filter((id) => !seen.has(id))) {
      // No contacts: the delivery looks up the people of records the message does not carry.
      await this.deps.batches.publishBatch({ organizationId, campaignId, batchId, contacts: [] });
    }
  }

  /** Records the people of a batch; answers those this call recorded (not recorded before). */
  private async record(run: CampaignRun, batchId: string, people: ContactFields[]): Promise<ContactFields[]> {
    if (!people.length) return [];
    const now = new Date();
    const fresh: Recipient[] = people.map((person) => ({
      id: `${run.campaignId}:${person.id}`,
      organizationId: run.organizationId,
      campaignId: run.campaignId,
      personId: person.id,
      batchId,
      email: person.email,
      state: person.email ? 'pending' : 'skipped',
      attempts: 0,
      sendId: newId(),
      error: null,
      createdAt: now,
      updatedAt: now,
    }));
    const inserted = await this.deps.recipients.insertNew(fresh);
    return people.filter((person) => inserted.has(`${run.campaignId}:${person.id}`));
  }
}
