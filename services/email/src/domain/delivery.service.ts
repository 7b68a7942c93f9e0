import { type AttemptStore, Attempts, type HeldAttempt, type Logger } from '@rapport/platform';
import type { BounceRecorder, EmailProvider, OutcomeEvents, SendRepository } from './email.ports';
import { ProviderFailure } from './email.ports';
import type { EmailSend, SendAttemptOutcome } from './email.types';

export interface DeliverySettings {
  from: string;
  /** Right-hand side of the Message-ID `<sendId@domain>`. */
  messageIdDomain: string;
  /** Provider attempts of one send (the inline one included) before it is marked failed. */
  maxAttempts: number;
  /** Bound of one worker attempt (the provider call is aborted after it). */
  sendTimeoutMs: number;
  /**
   * Least time between the end of a failed attempt and the next one, whichever job asks: duplicate
   * jobs of one send (a redelivery) must not burn its attempts faster than the backoff would.
   */
  minRetryGapMs: number;
}

/**
 * sent / failed / unknown: the record is final (unknown: the provider may have taken the message
 * before its answer was recorded; it is never sent again). retry: a transient failure, the work queue
 * tries again.
 * busy: another process owns the current attempt (or the record is not visible yet): look later.
 * gone: there is no record (deleted with its person, or its request died before inserting it).
 */
export type Outcome = 'sent' | 'failed' | 'unknown' | 'retry' | 'busy' | 'gone';

/**
 * Delivers a send at most once. Attempt n is the platform's `Attempts` claim of `<sendId>#<n>` (a
 * unique insert) taken right before the provider call, so the claim is its start mark; only the
 * process whose insert succeeds calls the provider, and it alone writes that attempt's outcome.
 * An attempt that reached the provider successfully is never followed by another one, and neither is
 * one whose outcome we cannot know (its process stopped, or the connection or the store broke after the
 * provider may have taken the message): the send ends `unknown`.
 */
export class DeliveryService {
  /** An attempt still in progress after this long belongs to a process that died. */
  private readonly leaseMs: number;
  private readonly attempts: Attempts<SendAttemptOutcome>;

  constructor(
    private readonly sends: SendRepository,
    attempts: AttemptStore<SendAttemptOutcome>,
    private readonly provider: EmailProvider,
    private readonly settings: DeliverySettings,
    private readonly logger: Logger,
    private readonly events: OutcomeEvents,
    /**
     * The suppression list: a retry asks it again (the address may have been suppressed since the
     * send was queued), and a hard bounce (an SMTP 5xx refusing the recipient) suppresses the address.
     */
    private readonly bounces?: BounceRecorder,
  ) {
    this.leaseMs = settings.sendTimeoutMs * 2;
    this.attempts = new Attempts(attempts, { leaseMs: this.leaseMs });
  }

  messageIdOf(sendId: string): string {
    return `<${sendId}@${this.settings.messageIdDomain}>`;
  }

  /** The work queue's entry: one more attempt of a queued send, if it still needs one. */
  async deliverQueued(job: {
    organizationId: string;
    sendId: string;
    scheduledAt: string;
  }): Promise<Outcome> {
    const send = await this.sends.findById(job.organizationId, job.sendId);
    if (!send) {
      // Scheduled before the record was inserted: give the insert time; after that the send was
      // abandoned (its request died) or deleted with its person.
      const young = Date.now() - Date.parse(job.scheduledAt) < this.leaseMs;
      return young ? 'busy' : 'gone';
    }
    // A suppressed send has no job; should one arrive, there is nothing to do.
    if (send.status === 'suppressed') return 'gone';
    if (send.status !== 'queued') return send.status;
    const options = { timeoutMs: this.settings.sendTimeoutMs, lastChance: false, queued: true };
    return (await this.attempt(send, options)).outcome;
  }

  /**
   * `fresh`: the caller has just inserted the send, so it has no attempts but possibly a competing
   * first one: the history query is skipped, and the claim of attempt 1 still decides. `queued`: the
   * work queue's attempt, which asks the suppression list again before it sends.
   */
  async attempt(
    send: EmailSend,
    options: { timeoutMs: number; lastChance: boolean; fresh?: boolean; queued?: boolean },
  ): Promise<{ send: EmailSend; outcome: Outcome }> {
    const last = options.fresh ? null : await this.attempts.latest(send.id);
    if (last?.state === 'running') return { send, outcome: 'busy' };
    if (last?.state === 'unknown') {
      // Its process stopped after the provider call started: the provider may have the message.
      return this.finish(send, 'unknown', null, 'delivery outcome unknown: an attempt did not finish');
    }
    if (last?.outcome.state === 'sent')
      return this.finish(send, 'sent', last.outcome.providerMessageId, null);
    if (last?.finishedAt && Date.now() - last.finishedAt.getTime() < this.settings.minRetryGapMs) {
      return { send, outcome: 'busy' };
    }
    if (last && last.n >= this.settings.maxAttempts) {
      const reason = last.outcome.error ?? 'the last attempt did not finish';
      return this.finish(send, 'failed', null, `gave up after ${last.n} attempts: ${reason}`);
    }
    if (options.queued) {
      // A job's attempt: the address may have been suppressed (an unsubscribe, a bounce, a complaint)
      // since the send was queued.
      const blocked = await this.bounces?.blocking(
        send.organizationId,
        send.to,
        send.category ?? 'marketing',
      );
      if (blocked) return this.suppressed(send, blocked.reason);
    }
    const claim = await this.attempts.claim(send.id, (last?.n ?? 0) + 1, {
      started: true,
      tags: { organizationId: send.organizationId },
    });
    if (!claim.claimed) return { send, outcome: 'busy' };
    return this.run(send, claim.attempt, options);
  }

  private async run(
    send: EmailSend,
    attempt: HeldAttempt<SendAttemptOutcome>,
    options: { timeoutMs: number; lastChance: boolean },
  ): Promise<{ send: EmailSend; outcome: Outcome }> {
    let providerMessageId: string | null;
    try {
      ({ providerMessageId } = await this.provider.send(
        {
          from: this.settings.from,
          to: send.to,
          subject: send.subject,
          html: send.html,
          text: send.text,
          messageId: this.messageIdOf(send.id),
          sendId: send.id,
        },
        AbortSignal.timeout(options.timeoutMs),
      ));
    } catch (err) {
      return this.failed(send, attempt, err, options.lastChance);
    }
    // The provider took it. If these writes fail (the store is away), the attempt stays in progress and
    // a later job reads it as unknown: never as a failure to retry.
    await attempt.finish({ state: 'sent', providerMessageId, error: null });
    return this.finish(send, 'sent', providerMessageId, null);
  }

  private async failed(
    send: EmailSend,
    attempt: HeldAttempt<SendAttemptOutcome>,
    err: unknown,
    lastChance: boolean,
  ): Promise<{ send: EmailSend; outcome: Outcome }> {
    const failure =
      err instanceof ProviderFailure ? err : new ProviderFailure('transient', (err as Error).message);
    this.logger.warn(
      { sendId: send.id, attempt: attempt.n, kind: failure.kind, reason: failure.message },
      'email delivery attempt failed',
    );
    const finished = { state: 'failed' as const, providerMessageId: null, error: failure.message };
    if (failure.maybeDelivered) {
      const result = await this.finish(send, 'unknown', null, `delivery outcome unknown: ${failure.message}`);
      await attempt.finish(finished);
      return result;
    }
    const terminal = this.terminalReason(failure, attempt.n, lastChance);
    if (terminal !== null) {
      // The send's final status is written before the attempt is closed: a queued job that reads
      // the send in between finds this attempt still in progress (busy) and then the final status,
      // never a closed failure that looks retryable.
      const result = await this.finish(send, 'failed', null, terminal);
      await attempt.finish(finished);
      if (failure.hardBounce) {
        await this.bounces?.hardBounce(send.organizationId, send.to, {
          source: `send:${send.id}`,
          diagnostic: failure.message,
          emailId: send.id,
          ...(send.contactId ? { contactId: send.contactId } : {}),
        });
      }
      return result;
    }
    await attempt.finish(finished);
    // Still queued; the record shows why the last attempt failed.
    const updated = await this.sends.update(
      send.organizationId,
      send.id,
      { error: failure.message, updatedAt: new Date() },
      'queued',
    );
    return { send: updated ?? { ...send, error: failure.message }, outcome: 'retry' };
  }

  /** Why a failed attempt ends the send (permanent, attempts used up, no retry possible), or null. */
  private terminalReason(failure: ProviderFailure, n: number, lastChance: boolean): string | null {
    if (failure.kind === 'permanent') return failure.message;
    if (n >= this.settings.maxAttempts) return `gave up after ${n} attempts: ${failure.message}`;
    if (lastChance) return `${failure.message} (not retried: no retry could be queued)`;
    return null;
  }

  /** The send stops unsent: its address was suppressed before this retry (no event, as at the first try). */
  private async suppressed(send: EmailSend, reason: string): Promise<{ send: EmailSend; outcome: Outcome }> {
    const changes = {
      status: 'suppressed' as const,
      suppressionReason: reason,
      error: `not sent: the address was put on the suppression list (${reason}) before a retry`,
      updatedAt: new Date(),
    };
    const updated = await this.sends.update(send.organizationId, send.id, changes, 'queued');
    return updated ? { send: updated, outcome: 'gone' } : this.settled({ ...send, ...changes });
  }

  private async finish(
    send: EmailSend,
    status: 'sent' | 'failed' | 'unknown',
    providerMessageId: string | null,
    error: string | null,
  ): Promise<{ send: EmailSend; outcome: Outcome }> {
    const changes = { status, providerMessageId, error, updatedAt: new Date() };
    // email.sent / email.failed go out with the final status, written only over `queued`: the inline
    // attempt and a job repairing the same sent attempt may both get here, and only one writes it (and
    // publishes its event).
    const updated = await this.events.sendStatus(send.organizationId, send.id, status, () =>
      this.sends.update(send.organizationId, send.id, changes, 'queued'),
    );
    return updated ? { send: updated, outcome: status } : this.settled({ ...send, ...changes }, status);
  }

  /**
   * The status write found the send no longer queued: another process wrote its final status first
   * (what it wrote is the answer), or the send is gone (deleted with its person: `written` and `outcome`
   * say what this process did).
   */
  private async settled(
    written: EmailSend,
    outcome: Outcome = 'gone',
  ): Promise<{ send: EmailSend; outcome: Outcome }> {
    const current = await this.sends.findById(written.organizationId, written.id);
    if (!current) return { send: written, outcome };
    const status = current.status;
    return {
      send: current,
      outcome: status === 'suppressed' ? 'gone' : status === 'queued' ? 'busy' : status,
    };
  }
}
