import { type Logger, newId } from '@rapport/platform';
import type {
  Audience,
  CampaignRepository,
  CampaignRunRepository,
  DeliveryPublisher,
  FanoutJob,
  PeoplePage,
  PeopleSource,
  Recipient,
  RecipientRepository,
} from './campaign.types';
import type { CampaignCompletion } from './campaign-completion';
import type { ContactFields } from './email.types';

/**
 * done: the audience is walked (or there is nothing left to do). wait: the job's run is not visible
 * yet (the send call publishes its job before claiming), look again later. dropped: the job belongs to
 * no run (its call lost the claim or died before it). continue: a page failed after others succeeded;
 * a fresh job goes on from the saved cursor (so only failures without progress count towards the
 * dead-letter queue; a large audience behind a flaky contacts service still gets through).
 */
export type FanoutOutcome = 'done' | 'wait' | 'dropped' | 'continue';

export interface FanoutSettings {
  /** People per page of the contacts service (at most 100). */
  pageSize: number;
  /** How long a job may wait for its run to appear. */
  claimGraceMs: number;
}

const LOOKUP_CONCURRENCY = 16;

/**
 * The fan-out job of one campaign send: walks the audience page by page, records one recipient per
 * person (a unique index per campaign and person, so a second run records nobody twice) and publishes
 * one delivery per pending recipient. Progress is saved after each page; a run that restarts redoes
 * at most the page it died in, and its duplicate deliveries are absorbed by the delivery claims.
 */
export class FanoutService {
  constructor(
    private readonly deps: {
      campaigns: CampaignRepository;
      runs: CampaignRunRepository;
      recipients: RecipientRepository;
      people: PeopleSource;
      deliveries: DeliveryPublisher;
      completion: CampaignCompletion;
      logger: Logger;
    },
    private readonly settings: FanoutSettings,
  ) {}

  async run(job: FanoutJob): Promise<FanoutOutcome> {
    const { organizationId, campaignId } = job;
    const run = await this.deps.runs.findRun(organizationId, campaignId);
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
    let cursor = run.fanoutCursor;
    let pages = 0;
    try {
      while (!run.fanoutDoneAt) {
        const page = await this.page(organizationId, campaign.audience, cursor);
        await this.enqueue(organizationId, campaignId, page.people);
        cursor = page.nextCursor;
        const fanoutDoneAt = cursor ? null : new Date();
        await this.deps.runs.saveProgress(organizationId, campaignId, { fanoutCursor: cursor, fanoutDoneAt });
        pages++;
        if (fanoutDoneAt) break;
      }
    } catch (err) {
      if (!pages) throw err;
      this.deps.logger.warn({ err, campaignId, pages }, 'campaign fan-out interrupted: a new job continues');
      return 'continue';
    }
    this.deps.logger.info({ campaignId, pages }, 'campaign fan-out done');
    await this.deps.completion.check(organizationId, campaignId);
    return 'done';
  }

  private async page(organizationId: string, audience: Audience, cursor: string): Promise<PeoplePage> {
    const limit = this.settings.pageSize;
    if (audience.type !== 'people') {
      const tagIds = audience.type === 'tags' ? audience.tagIds : [];
      return this.deps.people.listPeople(organizationId, { tagIds, cursor, limit });
    }
    // A list of ids pages by position; people deleted since the campaign was created are left out.
    const start = cursor ? Number(cursor) : 0;
    const ids = audience.contactIds.slice(start, start + limit);
    const people: ContactFields[] = [];
    for (let i = 0; i < ids.length; i += LOOKUP_CONCURRENCY) {
      const found = await Promise.all(
        ids.slice(i, i + LOOKUP_CONCURRENCY).map((id) => this.deps.people.findPerson(organizationId, id)),
      );
      for (const person of found) if (person) people.push(person);
    }
    const next = start + ids.length;
    return { people, nextCursor: next < audience.contactIds.length ? String(next) : '' };
  }

  private async enqueue(organizationId: string, campaignId: string, people: ContactFields[]) {
    if (!people.length) return;
    const now = new Date();
    const fresh: Recipient[] = people.map((person) => ({
      id: newId(),
      organizationId,
      campaignId,
      personId: person.id,
      email: person.email,
      state: person.email ? 'pending' : 'skipped',
      sendId: newId(),
      error: null,
      createdAt: now,
      updatedAt: now,
    }));
    await this.deps.recipients.insertNew(fresh);
    // The records that stand (this run's or an earlier one's) decide ids and whether to deliver.
    const stored = await this.deps.recipients.findForPeople(
      organizationId,
      campaignId,
      people.map((p) => p.id),
    );
    const byId = new Map(people.map((person) => [person.id, person]));
    const jobs = stored
      .filter((recipient) => recipient.state === 'pending')
      .map((recipient) => ({
        organizationId,
        campaignId,
        recipientId: recipient.id,
        contact: byId.get(recipient.personId)!,
      }));
    await this.deps.deliveries.publishDeliveries(jobs);
  }
}
