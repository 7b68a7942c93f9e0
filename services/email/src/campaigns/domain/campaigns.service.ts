import {
  DomainError,
  decodeCursor,
  ErrorCode,
  invalid,
  isUuid,
  type Logger,
  newId,
  notFound,
  pageLimit,
  toPage,
  unavailable,
} from '@rapport/platform';
import type { PeopleSource, TemplateRepository } from '../../domain/email.ports';
import type { Page } from '../../domain/email.types';
import { requireSegment } from './audience-pages';
import type {
  BatchResultRepository,
  CampaignRepository,
  CampaignRunRepository,
  FanoutScheduler,
} from './campaign.ports';
import { type CampaignInput, campaignShapeProblems, toAudience, unknownIdsProblem } from './campaign.rules';
import type { Campaign, CampaignStats } from './campaign.types';
import { sumStats } from './campaign-completion';
import type { PlanGate } from './plan-gate';

export const NO_STATS: CampaignStats = {
  recipients: 0,
  sent: 0,
  failed: 0,
  skipped: 0,
  unknown: 0,
  suppressed: 0,
};
const TEMPLATE_ID_RULE = 'templateId must name a template of the organization';
const SEGMENT_ID_RULE = 'audience.segmentId must name a segment of the organization';

/** Parallel GetPerson calls while checking contactIds (a list holds at most 1000). */
const LOOKUP_CONCURRENCY = 16;

const notDraft = (status: string) =>
  new DomainError(ErrorCode.FAILED_PRECONDITION, `only a draft campaign can be sent (this one is ${status})`);

export interface CampaignDeps {
  campaigns: CampaignRepository;
  runs: CampaignRunRepository;
  results: BatchResultRepository;
  templates: TemplateRepository;
  people: PeopleSource;
  gate: PlanGate;
  scheduler: FanoutScheduler;
  logger: Logger;
}

/** The campaign use cases behind the API; every one starts with the plan check. */
export class CampaignsService {
  constructor(private readonly deps: CampaignDeps) {}

  async create(organizationId: string, input: CampaignInput): Promise<Campaign> {
    await this.deps.gate.requireCampaigns(organizationId);
    const problems = campaignShapeProblems(input);
    if (problems.length) throw invalid(problems);
    problems.push(...(await this.referenceProblems(organizationId, input)));
    if (problems.length) throw invalid(problems);
    const now = new Date();
    const campaign: Campaign = {
      id: newId(),
      organizationId,
      name: input.name.trim(),
      templateId: input.templateId,
      audience: toAudience(input.audience),
      status: 'draft',
      stats: null,
      createdAt: now,
      updatedAt: now,
      sentAt: null,
    };
    await this.deps.campaigns.insert(campaign);
    return campaign;
  }

  async list(organizationId: string, cursor: string, limit: number): Promise<Page<Campaign>> {
    await this.deps.gate.requireCampaigns(organizationId);
    const size = pageLimit(limit);
    const rows = await this.deps.campaigns.list(organizationId, decodeCursor(cursor), size + 1);
    const page = toPage(rows, size);
    return { data: await Promise.all(page.data.map((c) => this.withStats(c))), nextCursor: page.nextCursor };
  }

  async get(organizationId: string, id: string): Promise<Campaign> {
    await this.deps.gate.requireCampaigns(organizationId);
    return this.withStats(await this.require(organizationId, id));
  }

  /**
   * Starts the delivery. The fan-out job is published first and the run inserted second: a claimed
   * campaign always has its job, whatever process dies where; the job of a call that lost the claim
   * (or died before inserting it) finds another run id, or none, and is dropped.
   */
  async send(organizationId: string, id: string): Promise<Campaign> {
    await this.deps.gate.requireCampaigns(organizationId);
    const campaign = await this.require(organizationId, id);
    if (campaign.status !== 'draft') throw notDraft(campaign.status);
    if (await this.deps.runs.findRun(organizationId, id)) throw notDraft('sending');
    const template = await this.deps.templates.findById(organizationId, campaign.templateId);
    if (!template) {
      throw new DomainError(ErrorCode.FAILED_PRECONDITION, "the campaign's template has been deleted");
    }
    await requireSegment(this.deps.people, organizationId, campaign.audience);
    const runId = newId();
    const now = new Date();
    await this.deps.scheduler
      .scheduleFanout({ organizationId, campaignId: id, runId, publishedAt: now.toISOString() })
      .catch((err: unknown) => {
        throw unavailable('the campaign could not be queued; retry', err);
      });
    const won = await this.deps.runs.tryInsertRun({
      campaignId: id,
      organizationId,
      runId,
      content: {
        templateId: template.id,
        subject: template.subject,
        html: template.html,
        text: template.text,
      },
      fanoutCursor: '',
      batches: 0,
      recorded: 0,
      fanoutDoneAt: null,
      createdAt: now,
    });
    if (!won) throw notDraft('sending');
    this.deps.logger.info({ campaignId: id, runId }, 'campaign send started');
    const updated = await this.deps.campaigns.update(organizationId, id, {
      status: 'sending',
      updatedAt: now,
    });
    return this.withStats(updated ?? { ...campaign, status: 'sending', updatedAt: now });
  }

  private async require(organizationId: string, id: string): Promise<Campaign> {
    const campaign = isUuid(id) ? await this.deps.campaigns.findById(organizationId, id) : null;
    if (!campaign) throw notFound('campaign not found');
    return campaign;
  }

  /**
   * Final campaigns carry their stats. A sending one sums the results of its finished batches (a
   * few hundred records at most, never the recipients themselves); `recipients` counts the people
   * recorded so far.
   */
  private async withStats(campaign: Campaign): Promise<Campaign> {
    if (campaign.status === 'draft') return { ...campaign, stats: NO_STATS };
    if (campaign.stats && campaign.status !== 'sending') {
      return { ...campaign, stats: { ...NO_STATS, ...campaign.stats } };
    }
    const { organizationId, id } = campaign;
    const [run, { results }] = await Promise.all([
      this.deps.runs.findRun(organizationId, id),
      this.deps.results.progress(organizationId, id),
    ]);
    const stats = sumStats(results);
    return { ...campaign, stats: { ...stats, recipients: Math.max(stats.recipients, run?.recorded ?? 0) } };
  }

  private async referenceProblems(organizationId: string, input: CampaignInput): Promise<string[]> {
    const { tagIds, contactIds, segmentId } = input.audience;
    const [template, tags, missingPeople, segment] = await Promise.all([
      isUuid(input.templateId) ? this.deps.templates.findById(organizationId, input.templateId) : null,
      tagIds.length ? this.deps.people.tagIds(organizationId) : new Set<string>(),
      this.missingPeople(organizationId, contactIds),
      segmentId === undefined ||
        (isUuid(segmentId) && this.deps.people.segmentExists(organizationId, segmentId)),
    ]);
    const problems: string[] = [];
    if (!template) problems.push(TEMPLATE_ID_RULE);
    if (!segment) problems.push(SEGMENT_ID_RULE);
    const unknownTags = tagIds.filter((tagId) => !tags.has(tagId));
    if (unknownTags.length) problems.push(unknownIdsProblem('tagIds', unknownTags));
    if (missingPeople.length) problems.push(unknownIdsProblem('contactIds', missingPeople));
    return problems;
  }

  private async missingPeople(organizationId: string, ids: string[]): Promise<string[]> {
    const missing: string[] = [];
    for (let i = 0; i < ids.length; i += LOOKUP_CONCURRENCY) {
      const chunk = ids.slice(i, i + LOOKUP_CONCURRENCY);
      const found = await Promise.all(
        chunk.map((id) => (isUuid(id) ? this.deps.people.findPerson(organizationId, id) : null)),
      );
      chunk.forEach((id, j) => {
        if (!found[j]) missing.push(id);
      });
    }
    return missing;
  }
}
