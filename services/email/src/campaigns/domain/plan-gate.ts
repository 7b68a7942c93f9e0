import { DomainError, ErrorCode } from '@rapport/platform';
import type { PlanDirectory } from '../../domain/email.ports';

export const CAMPAIGNS_FEATURE = 'email_campaigns';
/** api-decisions: the exact message of the plan check. */
export const PLAN_REFUSAL = 'Your plan does not include email campaigns';

interface Entry {
  features: Promise<string[]>;
  expiresAt: number;
}

/**
 * Every campaign call asks whether the organization's plan includes campaigns. Answers are kept for
 * `ttlMs` (a plan change shows after at most that long) so a campaign page does not cost an identity
 * call per request; concurrent misses share one call, and failed calls are not kept.
 */
export class PlanGate {
  private readonly cache = new Map<string, Entry>();

  constructor(
    private readonly directory: PlanDirectory,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async requireCampaigns(organizationId: string): Promise<void> {
    const features = await this.featuresOf(organizationId);
    if (!features.includes(CAMPAIGNS_FEATURE)) {
      throw new DomainError(ErrorCode.PERMISSION_DENIED, PLAN_REFUSAL);
    }
  }

  private featuresOf(organizationId: string): Promise<string[]> {
    const cached = this.cache.get(organizationId);
    if (cached && cached.expiresAt > this.now()) return cached.features;
    if (cached) this.cache.delete(organizationId);
    const features = this.directory.featuresOf(organizationId);
    if (this.cache.size >= this.maxEntries) {
      // Map keeps insertion order: the first key is the oldest entry.
      this.cache.delete(this.cache.keys().next().value as string);
    }
    const entry = { features, expiresAt: this.now() + this.ttlMs };
    this.cache.set(organizationId, entry);
    features.catch(() => {
      if (this.cache.get(organizationId) === entry) this.cache.delete(organizationId);
    });
    return features;
  }
}
