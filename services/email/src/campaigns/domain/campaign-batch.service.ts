import { DomainError, ErrorCode, type Logger, Permits } from '@rapport/platform';
import {
  type EmailProvider,
  type OutgoingEmail,
  type PeopleSource,
  ProviderFailure,
  type TemplateRenderer,
} from '../../domain/email.ports';
import type { ContactFields } from '../../domain/email.types';
import { renderEmail, sendVariables } from '../../domain/render-email';
import { normalizeAddress, type Suppression } from '../../domain/suppression.types';
import type { SuppressionsService } from '../../domain/suppressions.service';
import type { UnsubscribeLinks } from '../../domain/unsubscribe-link';
import type {
  BatchResultRepository,
  CampaignRunRepository,
  ClaimRepository,
  RateLimiter,
  RecipientRepository,
} from './campaign.ports';
import type {
  BatchJob,
  CampaignContent,
  CampaignStats,
  Recipient,
  RecipientOutcome,
  SliceClaim,
} from './campaign.types';
import type { CampaignCompletion } from './campaign-completion';

/** done: every recipient of the batch has its final state. retry: not yet, the queue tries again. */
export type BatchOutcome = 'done' | 'retry';

export interface BatchSettings {
  from: string;
  messageIdDomain: string;
  /** Recipients claimed, sent and recorded together (bounds what a killed worker leaves `unknown`). */
  claimSize: number;
  /**
   * Provider calls this process makes at once (its SMTP pool). Recipients are claimed only when their
   * call can start at once: rendered, rate-limited and holding one of these permits, so a claimed
   * recipient is one whose message is on its way, and a killed worker leaves at most this many
   * `unknown`; the others are sent by the worker that takes over.
   */
  inFlight: number;
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
 * the batch's records and claim chain, one insert of the slice's claim (the next number of the
 * batch's chain, a unique `_id`: only the inserter calls the provider, so duplicate messages and
 * competing workers never send twice, and a worker that takes over a stale batch stops the old
 * holder at its next slice) and one insert of the slice's outcomes. A claimed attempt whose holder
 * died before recording is `unknown` once the lease is over: it may have been sent, so it is never
 * sent again. When no recipient of the batch is pending, its counts are inserted once (the batch
 * result) and the campaign's completion is checked.
 */
export class CampaignBatchService {
  private readonly contents = new Map<string, CampaignContent>();
  private readonly permits: Permits;
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
      renderer: TemplateRenderer;
      /** Asked once per slice (decision 0026); hard bounces are added to it. */
      suppressions: Pick<SuppressionsService, 'blockingAmong' | 'hardBounce'>;
      /** Each recipient's signed unsubscribe link: headers and {{unsubscribeUrl}}. */
      links: UnsubscribeLinks;
      logger: Logger;
    },
    private readonly settings: BatchSettings,
  ) {
    this.permits = new Permits(settings.inFlight);
  }

  async deliver(job: BatchJob): Promise<BatchOutcome> {
    const { organizationId, batchId } = job;
    if (!job.contacts.length && (await this.stillRecording(organizationId, batchId))) return 'retry';
    const [records, chain] = await this.timed('read', () =>
      Promise.all([
        this.deps.recipients.findBatch(organizationId, batchId),
        this.deps.claims.ofBatch(organizationId, batchId),
      ]),
    );
    let final = records;
    if (records.some(isPending)) {
      const after = await this.deliverPass(job, records, chain);
      // The campaign's run is gone (deleted with its campaign): nothing to send or count.
      if (after === 'gone') return 'done';
      // Another holder is on the batch: the queue brings it back, to settle once that one is done.
      if (after === 'busy' || after.some(isPending)) return 'retry';
      final = after;
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
   * A message without contacts is a batch another fan-out run published again because it found the
   * batch opened and not published (FanoutService): its opener died, or (a duplicate fan-out job) is
   * recording the batch's people right now. Counting the batch then would settle it short, and the
   * first count stands: so it waits until the opener published it, or for the lease after the opening
   * (then the opener is taken for dead and what it recorded is the batch).
   */
  private async stillRecording(organizationId: string, batchId: string): Promise<boolean> {
    const { openedAt, published } = await this.deps.results.opening(organizationId, batchId);
    return !published && openedAt !== null && Date.now() - openedAt.getTime() < this.settings.leaseMs;
  }

  /**
   * One pass over the batch's pending recipients, slice by slice, each slice taking the next number
   * of the batch's claim chain before anything is sent. Answers the records as they stand after the
   * pass, `busy` when another holder has the batch, `gone` when the campaign's run is.
   */
  private async deliverPass(
    job: BatchJob,
    found: Recipient[],
    chain: SliceClaim[],
  ): Promise<Recipient[] | 'busy' | 'gone'> {
    let records = found;
    const last = chain.at(-1);
    let seq = last?.seq ?? 0;
    if (last && !recorded(last, records)) {
      // Its holder is sending that slice, or stopped before recording what the provider said.
      if (Date.now() - last.claimedAt.getTime() < this.settings.leaseMs) return 'busy';
      records = await this.resolveAbandoned(job, records, chain, last.seq);
    }
    const pending = records.filter(isPending);
    if (!pending.length) return records;
    const content = await this.content(job.organizationId, job.campaignId);
    if (!content) return 'gone';
    const contacts = new Map(job.contacts.map((c) => [c.id, c]));
    const written = new Map<string, RecipientOutcome>();
    const sliceSize = Math.min(this.settings.claimSize, this.settings.inFlight);
    for (let i = 0; i < pending.length; i += sliceSize) {
      const slice = pending.slice(i, i + sliceSize);
      seq++;
      const outcomes = await this.deliverSlice(job, content, slice, contacts, seq);
      if (!outcomes) return 'busy';
      for (const outcome of outcomes) written.set(outcome.id, outcome);
    }
    return records.map((r) => {
      const outcome = written.get(r.id);
      return outcome ? { ...r, state: outcome.state, attempts: outcome.attempts, error: outcome.error } : r;
    });
  }

  /**
   * Renders the slice's messages (but for suppressed recipients), waits for their rate-limit tokens
   * and until the process can send them all at once, then takes link `seq` of the chain for their
   * attempts, sends them (one time bound for the slice) and records their outcomes as one document.
   * Null when another holder took that number.
   */
  private async deliverSlice(
    job: BatchJob,
    content: CampaignContent,
    slice: Recipient[],
    contacts: Map<string, ContactFields>,
    seq: number,
  ): Promise<RecipientOutcome[] | null> {
    // The suppression list is asked right before the claim (one unique-key lookup per address), and
    // each slice is rendered (and any person looked up) before it: a worker that dies here has
    // claimed nothing, and the next one sends the slice.
    const blocked = await this.timed('read', () =>
      this.deps.suppressions.blockingAmong(
        job.organizationId,
        slice.map((r) => r.email!),
        'marketing',
      ),
    );
    const prepared = await Promise.all(
      slice.map((r) => {
        const suppression = blocked.get(normalizeAddress(r.email!));
        return suppression
          ? { outcome: suppressedOutcome(r, suppression) }
          : this.prepare(job.organizationId, content, r, contacts);
      }),
    );
    // Only what goes to the provider takes rate tokens and send permits: a suppressed recipient is
    // recorded, never sent.
    const sending = prepared.filter((p) => 'email' in p).length;
    if (sending) await this.deps.limiter.take(sending);
    const bounced: { address: string; diagnostic: string; contactId: string }[] = [];
    const outcomes = await this.permits.run(async () => {
      const claim: SliceClaim = { seq, keys: slice.map(nextAttemptKey), claimedAt: new Date() };
      const mine = await this.timed('claim', () =>
        this.deps.claims.claim(job.organizationId, job.batchId, claim),
      );
      if (!mine) return null;
      // A timer cleared at the end, not AbortSignal.timeout: Node keeps a timeout signal that has
      // listeners (nodemailer's, one per message) alive until it fires, and with it every message of
      // the slice, for the whole send timeout.
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), this.settings.sendTimeoutMs);
      const sent = await this.timed('send', () =>
        Promise.all(prepared.map((p) => ('email' in p ? this.send(p, abort.signal, bounced) : p.outcome))),
      ).finally(() => clearTimeout(timer));
      await this.timed('record', () =>
        this.deps.recipients.record(job.organizationId, job.batchId, `${job.batchId}#${seq}`, sent),
      );
      return sent;
    }, sending);
    if (!outcomes) return null;
    // After the outcomes, outside the send permits: the addresses go on the list for every later send
    // (a worker that dies in between leaves it to the address's next bounce).
    for (const { address, diagnostic, contactId } of bounced) {
      await this.deps.suppressions.hardBounce(job.organizationId, address, {
        source: `campaign:${job.campaignId}`,
        diagnostic,
        campaignId: job.campaignId,
        contactId,
      });
    }
    for (const outcome of outcomes) {
      if (outcome.state === 'sent') this.progress.sent++;
      else if (outcome.state === 'failed') this.progress.failed++;
      else if (outcome.state === 'unknown') this.progress.unknown++;
    }
    return outcomes;
  }

  /** Renders one recipient's message; an end without a message is its outcome. Never throws. */
  private async prepare(
    organizationId: string,
    content: CampaignContent,
    recipient: Recipient,
    contacts: Map<string, ContactFields>,
  ): Promise<
    { outcome: RecipientOutcome } | { email: OutgoingEmail; recipient: Recipient; attempts: number }
  > {
    const attempts = recipient.attempts + 1;
    const ended = (state: RecipientOutcome['state'], error: string | null) => ({
      outcome: { id: recipient.id, state, attempts, error },
    });
    let rendered: Awaited<ReturnType<typeof renderEmail>>;
    const token = this.deps.links.token({
      organizationId,
      campaignId: recipient.campaignId,
      address: recipient.email!,
      contactId: recipient.personId,
    });
    try {
      const contact =
        contacts.get(recipient.personId) ??
        (await this.deps.people.findPerson(organizationId, recipient.personId));
      // Deleted since the fan-out: its record goes with the contact.deleted event.
      if (!contact) return ended('failed', 'the person was deleted before the email was sent');
      const unsubscribeUrl = this.deps.links.url(token);
      rendered = await renderEmail(content, sendVariables(contact, { unsubscribeUrl }), this.deps.renderer);
    } catch (err) {
      // A rule the content breaks fails the recipient; an outage (contacts unavailable) is transient.
      if (err instanceof DomainError && err.code !== ErrorCode.UNAVAILABLE) {
        return ended('failed', err.messages.join('; '));
      }
      // Nothing was handed to the provider: the next attempt may go.
      return { outcome: this.transient(recipient, attempts, (err as Error).message) };
    }
    const messageId = `<${recipient.sendId}@${this.settings.messageIdDomain}>`;
    const email = {
      from: this.settings.from,
      to: recipient.email!,
      ...rendered,
      messageId,
      sendId: recipient.sendId,
      headers: this.deps.links.headers(token),
    };
    return { email, recipient, attempts };
  }

  /** Hands one prepared message to the provider; never throws (every end is an outcome). */
  private async send(
    { email, recipient, attempts }: { email: OutgoingEmail; recipient: Recipient; attempts: number },
    signal: AbortSignal,
    bounced: { address: string; diagnostic: string; contactId: string }[],
  ): Promise<RecipientOutcome> {
    const ended = (state: RecipientOutcome['state'], error: string | null): RecipientOutcome => ({
      id: recipient.id,
      state,
      attempts,
      error,
    });
    try {
      await this.deps.provider.send(email, signal);
      return ended('sent', null);
    } catch (err) {
      const failure =
        err instanceof ProviderFailure ? err : new ProviderFailure('transient', (err as Error).message, true);
      if (failure.maybeDelivered) return ended('unknown', `delivery outcome unknown: ${failure.message}`);
      if (failure.kind === 'transient') return this.transient(recipient, attempts, failure.message);
      if (failure.hardBounce)
        bounced.push({ address: email.to, diagnostic: failure.message, contactId: recipient.personId });
      return ended('failed', failure.message);
    }
  }

  private transient(recipient: Recipient, attempts: number, reason: string): RecipientOutcome {
    const last = attempts >= this.settings.maxAttempts;
    const error = last ? `gave up after ${attempts} attempts: ${reason}` : reason;
    return { id: recipient.id, state: last ? 'failed' : 'pending', attempts, error };
  }

  /**
   * The holder of a stale chain is gone: the attempts it claimed and never recorded may have been
   * sent, so they are `unknown` (one document per stale link, whoever writes it first). Answers the
   * batch's records as stored afterwards.
   */
  private async resolveAbandoned(
    job: BatchJob,
    records: Recipient[],
    chain: SliceClaim[],
    staleSeq: number,
  ): Promise<Recipient[]> {
    const claimed = new Set(chain.flatMap((c) => c.keys));
    const abandoned = records.filter((r) => isPending(r) && claimed.has(nextAttemptKey(r)));
    if (!abandoned.length) return records;
    await this.deps.recipients.record(
      job.organizationId,
      job.batchId,
      `${job.batchId}#${staleSeq}!unknown`,
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
    return this.deps.recipients.findBatch(job.organizationId, job.batchId);
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

/** A recipient whose address is on the suppression list: recorded so, never handed to the provider. */
const suppressedOutcome = (r: Recipient, suppression: Suppression): RecipientOutcome => ({
  id: r.id,
  state: 'suppressed',
  attempts: r.attempts + 1,
  error: `not sent: the address is on the suppression list (${suppression.reason})`,
});

const isPending = (r: Recipient) => r.state === 'pending' && r.email !== null;
const nextAttemptKey = (r: Recipient) => `${r.id}#${r.attempts + 1}`;

/** Whether every attempt a link claimed has an outcome in `records`. */
function recorded(link: SliceClaim, records: Recipient[]): boolean {
  const attempts = new Map(records.map((r) => [r.id, r.attempts]));
  return link.keys.every((key) => {
    const at = key.lastIndexOf('#');
    const done = attempts.get(key.slice(0, at));
    // A record that is gone went with its contact (contact.deleted): nothing to wait for.
    return done === undefined || done >= Number(key.slice(at + 1));
  });
}

/** The counts of a batch's records (all of them final). */
export function countStates(records: Recipient[]): CampaignStats {
  const stats: CampaignStats = {
    recipients: records.length,
    sent: 0,
    failed: 0,
    skipped: 0,
    unknown: 0,
    suppressed: 0,
  };
  for (const record of records) {
    if (record.state !== 'pending') stats[record.state]++;
  }
  return stats;
}
