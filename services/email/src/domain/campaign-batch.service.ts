import { DomainError, type Logger } from '@rapport/platform';
import type { EmailProvider } from '../providers/email-provider';
import { ProviderFailure } from '../providers/email-provider';
import type {
  BatchJob,
  BatchResultRepository,
  CampaignContent,
  CampaignRunRepository,
  CampaignStats,
  ClaimRepository,
  PeopleSource,
  Recipient,
  RecipientOutcome,
  RecipientRepository,
} from './campaign.types';
import type { CampaignCompletion } from './campaign-completion';
import type { ContactFields } from './email.types';
import { renderEmail } from './sends.service';
import { sendVariables } from './template-engine';
import type { TemplateRenderer } from './template-renderer';
import type { RateLimiter } from './token-bucket';

/** done: every recipient of the batch has its final state. retry: not yet, the queue tries again. */
export type BatchOutcome = 'done' | 'retry';

export interface BatchSettings {
  from: string;
  messageIdDomain: string;
  /** Recipients claimed, sent and recorded together (bounds what a killed worker leaves `unknown`). */
  claimSize: number;
  /** After this long, a claim whose holder recorded nothing belongs to a dead worker: `unknown`. */
  leaseMs: number;
  /** Bound of one provider call. */
  sendTimeoutMs: number;
  /** Provider attempts of one recipient before it is `failed`. */
  maxAttempts: number;
}

/** What this process did, for the progress log, with the milliseconds spent per step (summed over slices). */
export interface BatchProgress {
  sent: number;
  failed: number;
  unknown: number;
  batches: number;
  ms: { read: number; claim: number; send: number; record: number };
}

const UNKNOWN_AFTER_CRASH =
  'delivery outcome unknown: the worker stopped after claiming this email and before recording the answer (not re-sent)';
const CONTENT_CACHE_SIZE = 100;

/**
 * Delivers one batch of a campaign. Store work is per batch and per slice of `claimSize`: one read of
 * the batch's records, one insert of the slice's attempt claims (`<recipientId>#<n>`, a unique `_id`:
 * only the inserter calls the provider, so duplicate messages and competing workers never send twice),
 * one bulk write of the outcomes and one of the send records. A claim whose holder died before
 * recording is `unknown` once its lease is over: it may have been sent, so it is never sent again.
 * When no recipient of the batch is pending, its counts are inserted once (the batch result) and the
 * campaign's completion is checked.
 */
export class CampaignBatchService {
  private readonly contents = new Map<string, CampaignContent>();
  readonly progress: BatchProgress = {
    sent: 0,
    failed: 0,
    unknown: 0,
    batches: 0,
    ms: { read: 0, claim: 0, send: 0, record: 0 },
  };

  /** Runs `step`, adding its duration to the progress counters of `name`. */
  private async timed<T>(name: keyof BatchProgress['ms'], step: () => Promise<T>): Promise<T> {
    const t0 = performance.now();
    try {
      return await step();
    } finally {
      this.progress.ms[name] += performance.now() - t0;
    }
  }

  constructor(
    private readonly deps: {
      recipients: RecipientRepository;
      claims: ClaimRepository;
      results: BatchResultRepository;
      runs: CampaignRunRepository;
      people: PeopleSource;
      provider: EmailProvider;
      completion: CampaignCompletion;
      limiter: RateLimiter;
      /** Where templates are rendered (bounded, off the event loop). */
      renderer?: TemplateRenderer;
      logger: Logger;
    },
    private readonly settings: BatchSettings,
  ) {}

  async deliver(job: BatchJob): Promise<BatchOutcome> {
    const { organizationId, batchId } = job;
    const records = await this.timed('read', () => this.deps.recipients.findBatch(organizationId, batchId));
    const pending = records.filter(isPending);
    let final = records;
    if (pending.length) {
      const content = await this.content(organizationId, job.campaignId);
      if (!content) return 'done';
      const contacts = new Map(job.contacts.map((c) => [c.id, c]));
      const written = new Map<string, RecipientOutcome>();
      for (let i = 0; i < pending.length; i += this.settings.claimSize) {
        const slice = pending.slice(i, i + this.settings.claimSize);
        for (const outcome of await this.deliverSlice(job, content, slice, contacts))
          written.set(outcome.id, outcome);
      }
      // Everything was this call's to do (the usual case): its own outcomes are the batch's state.
      final = records.map((r) => {
        const outcome = written.get(r.id);
        return outcome ? { ...r, state: outcome.state, attempts: outcome.attempts, error: outcome.error } : r;
      });
      if (final.some(isPending)) {
        final = await this.timed('read', () => this.deps.recipients.findBatch(organizationId, batchId));
        const left = final.filter(isPending);
        if (left.length && (await this.resolveAbandoned(job, left))) {
          final = await this.deps.recipients.findBatch(organizationId, batchId);
        }
        if (final.some(isPending)) return 'retry';
      }
    }
    await this.deps.results.settle({
      batchId,
      organizationId,
      campaignId: job.campaignId,
      stats: countStates(final),
      doneAt: new Date(),
    });
    this.progress.batches++;
    await this.deps.completion.check(organizationId, job.campaignId);
    return 'done';
  }

  /**
   * Claims the slice's next attempts, sends the claimed ones (one time bound for the slice) and
   * records their outcomes in one insert. Answers the outcomes written.
   */
  private async deliverSlice(
    job: BatchJob,
    content: CampaignContent,
    slice: Recipient[],
    contacts: Map<string, ContactFields>,
  ): Promise<RecipientOutcome[]> {
    const keyOf = (r: Recipient) => `${r.id}#${r.attempts + 1}`;
    const mine = await this.timed('claim', () =>
      this.deps.claims.claim(job.organizationId, job.batchId, slice.map(keyOf)),
    );
    const claimed = slice.filter((r) => mine.has(keyOf(r)));
    if (!claimed.length) return [];
    // A timer cleared at the end, not AbortSignal.timeout: Node keeps a timeout signal that has
    // listeners (nodemailer's, one per message) alive until it fires, and with it every message of
    // the slice, for the whole send timeout.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.settings.sendTimeoutMs);
    const outcomes = await this.timed('send', () =>
      Promise.all(
        claimed.map((r) => this.deliverOne(job.organizationId, content, r, contacts, abort.signal)),
      ),
    ).finally(() => clearTimeout(timer));
    await this.timed('record', () => this.deps.recipients.record(job.organizationId, job.batchId, outcomes));
    for (const outcome of outcomes) {
      if (outcome.state === 'sent') this.progress.sent++;
      else if (outcome.state === 'failed') this.progress.failed++;
      else if (outcome.state === 'unknown') this.progress.unknown++;
    }
    return outcomes;
  }

  /** Renders and sends one claimed recipient; never throws (every end is an outcome). */
  private async deliverOne(
    organizationId: string,
    content: CampaignContent,
    recipient: Recipient,
    contacts: Map<string, ContactFields>,
    signal: AbortSignal,
  ): Promise<RecipientOutcome> {
    const attempts = recipient.attempts + 1;
    const ended = (state: RecipientOutcome['state'], error: string | null): RecipientOutcome => ({
      id: recipient.id,
      state,
      attempts,
      error,
    });
    let rendered: Awaited<ReturnType<typeof renderEmail>>;
    try {
      const contact =
        contacts.get(recipient.personId) ??
        (await this.deps.people.findPerson(organizationId, recipient.personId));
      // Deleted since the fan-out: its record goes with the contact.deleted event.
      if (!contact) return ended('failed', 'the person was deleted before the email was sent');
      rendered = await renderEmail(content, sendVariables(contact, {}), this.deps.renderer);
    } catch (err) {
      if (err instanceof DomainError) return ended('failed', err.messages.join('; '));
      // Nothing was handed to the provider: the next attempt may go.
      return this.transient(recipient, attempts, (err as Error).message);
    }
    await this.deps.limiter.take();
    const messageId = `<${recipient.sendId}@${this.settings.messageIdDomain}>`;
    const email = {
      from: this.settings.from,
      to: recipient.email!,
      ...rendered,
      messageId,
      sendId: recipient.sendId,
    };
    try {
      await this.deps.provider.send(email, signal);
      return ended('sent', null);
    } catch (err) {
      const failure =
        err instanceof ProviderFailure ? err : new ProviderFailure('transient', (err as Error).message, true);
      if (failure.maybeDelivered) return ended('unknown', `delivery outcome unknown: ${failure.message}`);
      if (failure.kind === 'transient') return this.transient(recipient, attempts, failure.message);
      return ended('failed', failure.message);
    }
  }

  private transient(recipient: Recipient, attempts: number, reason: string): RecipientOutcome {
    const last = attempts >= this.settings.maxAttempts;
    const error = last ? `gave up after ${attempts} attempts: ${reason}` : reason;
    return { id: recipient.id, state: last ? 'failed' : 'pending', attempts, error };
  }

  /**
   * Pending recipients another holder claimed: past the lease their holder is gone (it recorded
   * nothing), so their outcome is unknown; within it they are in progress elsewhere.
   */
  private async resolveAbandoned(job: BatchJob, pending: Recipient[]): Promise<boolean> {
    const claims = new Map(
      (await this.deps.claims.ofBatch(job.organizationId, job.batchId)).map((c) => [c.key, c.claimedAt]),
    );
    const expired = Date.now() - this.settings.leaseMs;
    const abandoned = pending.filter((r) => {
      const claimedAt = claims.get(`${r.id}#${r.attempts + 1}`);
      return claimedAt !== undefined && claimedAt.getTime() < expired;
    });
    if (!abandoned.length) return false;
    await this.deps.recipients.record(
      job.organizationId,
      job.batchId,
      abandoned.map((r) => ({
        id: r.id,
        state: 'unknown',
        attempts: r.attempts + 1,
        error: UNKNOWN_AFTER_CRASH,
      })),
    );
    this.progress.unknown += abandoned.length;
    this.deps.logger.warn(
      { campaignId: job.campaignId, batchId: job.batchId, unknown: abandoned.length },
      'campaign recipients claimed by a stopped worker: outcome unknown, not re-sent',
    );
    return true;
  }

  /** The template snapshot of the campaign's run (fixed once sent), kept per campaign. */
  private async content(organizationId: string, campaignId: string): Promise<CampaignContent | null> {
    const cached = this.contents.get(campaignId);
    if (cached) return cached;
    const run = await this.deps.runs.findRun(organizationId, campaignId);
    if (!run) return null;
    if (this.contents.size >= CONTENT_CACHE_SIZE) this.contents.delete(this.contents.keys().next().value!);
    this.contents.set(campaignId, run.content);
    return run.content;
  }
}

const isPending = (r: Recipient) => r.state === 'pending' && r.email !== null;

/** The counts of a batch's records (all of them final). */
export function countStates(records: Recipient[]): CampaignStats {
  const stats: CampaignStats = { recipients: records.length, sent: 0, failed: 0, skipped: 0, unknown: 0 };
  for (const record of records) {
    if (record.state !== 'pending') stats[record.state]++;
  }
  return stats;
}
