import type { Logger } from '@rapport/platform';
import type {
  BatchResultRepository,
  CampaignOutcomeEvents,
  CampaignRepository,
  CampaignRunRepository,
} from './campaign.ports';
import type { BatchResult, CampaignStats } from './campaign.types';

interface Slot {
  organizationId: string;
  running: Promise<void> | null;
  queued: { promise: Promise<void>; resolve: () => void; reject: (err: unknown) => void } | null;
}

/**
 * `sent` unless something failed and nothing went out (an empty audience is `sent` too; `unknown`
 * ones may have gone out, so they keep a campaign `sent`).
 */
export function finalStatus(stats: CampaignStats): 'sent' | 'failed' {
  return stats.failed > 0 && stats.sent === 0 && stats.unknown === 0 ? 'failed' : 'sent';
}

/** The sum of batch counts. */
export function sumStats(results: BatchResult[]): CampaignStats {
  const total: CampaignStats = { recipients: 0, sent: 0, failed: 0, skipped: 0, unknown: 0, suppressed: 0 };
  for (const { stats } of results) {
    for (const key of Object.keys(total) as (keyof CampaignStats)[]) total[key] += stats[key] ?? 0;
  }
  return total;
}

/**
 * Ends a campaign once its fan-out is over and every batch has its result. Every batch and the
 * fan-out job ask after writing their own state, so the last writer's check sees everything done.
 * Checks of one campaign are coalesced in this process: a caller waits for the next check that
 * starts after its call (one query pair serves every delivery finished meanwhile). The decided
 * outcome is a claim (`done:<campaignId>`): several workers deciding at once all apply the first one,
 * and a worker dying between the claim and the campaign update leaves a check to a redelivery.
 */
export class CampaignCompletion {
  private readonly slots = new Map<string, Slot>();

  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly runs: CampaignRunRepository,
    private readonly results: BatchResultRepository,
    private readonly logger: Logger,
    private readonly events: CampaignOutcomeEvents,
  ) {}

  check(organizationId: string, campaignId: string): Promise<void> {
    let slot = this.slots.get(campaignId);
    if (!slot) {
      slot = { organizationId, running: null, queued: null };
      this.slots.set(campaignId, slot);
    }
    if (!slot.running) {
      slot.running = this.start(campaignId, slot);
      return slot.running;
    }
    if (!slot.queued) {
      let resolve!: () => void;
      let reject!: (err: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      slot.queued = { promise, resolve, reject };
    }
    return slot.queued.promise;
  }

  private start(campaignId: string, slot: Slot): Promise<void> {
    const run = this.checkNow(slot.organizationId, campaignId);
    void run
      .catch(() => undefined)
      .then(() => {
        const next = slot.queued;
        slot.queued = null;
        if (!next) {
          slot.running = null;
          this.slots.delete(campaignId);
          return;
        }
        slot.running = this.start(campaignId, slot);
        slot.running.then(next.resolve, next.reject);
      });
    return run;
  }

  private async checkNow(organizationId: string, campaignId: string): Promise<void> {
    const run = await this.runs.findRun(organizationId, campaignId);
    if (!run?.fanoutDoneAt) return;
    // Every batch any run of the fan-out opened has its result (runs may overlap: a duplicate job).
    const { opened, results } = await this.results.progress(organizationId, campaignId);
    const done = new Set(results.map((r) => r.batchId));
    if (opened.some((batchId) => !done.has(batchId))) return;
    const campaign = await this.campaigns.findById(organizationId, campaignId);
    if (!campaign || campaign.status === 'sent' || campaign.status === 'failed') return;
    const stats = sumStats(results);
    const outcome = await this.runs.settleOutcome({
      campaignId,
      organizationId,
      status: finalStatus(stats),
      stats,
      sentAt: new Date(),
    });
    // campaign.sent goes out with the final status.
    await this.events.campaignStatus(organizationId, campaignId, outcome.status, () =>
      this.campaigns.update(organizationId, campaignId, {
        status: outcome.status,
        stats: outcome.stats,
        sentAt: outcome.sentAt,
        updatedAt: outcome.sentAt,
      }),
    );
    this.logger.info({ campaignId, ...outcome.stats, status: outcome.status }, 'campaign finished');
  }
}
