import type { Logger } from '@rapport/platform';
import type { AttemptRepository, EmailProvider, OutcomeEvents, SendRepository } from './email.ports';
import { ProviderFailure } from './email.ports';
import type { DeliveryAttempt, EmailSend } from './email.types';

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
 * Delivers a send at most once. Each attempt first inserts `<sendId>#<n>` into a unique index; only
 * the process whose insert succeeds calls the provider, and it alone writes that attempt's outcome.
 * An attempt that reached the provider successfully is never followed by another one, and neither is
 * one whose outcome we cannot know (its process stopped, or the connection or the store broke after the
 * provider may have taken the message): the send ends `unknown`.
 */
export class DeliveryService {
  /** An attempt still in progress after this long belongs to a process that died. */
  private readonly leaseMs: number;

  constructor(
    private readonly sends: SendRepository,
    private readonly attempts: AttemptRepository,
    private readonly provider: EmailProvider,
    private readonly settings: DeliverySettings,
    private readonly logger: Logger,
    private readonly events: OutcomeEvents,
  ) {
    this.leaseMs = settings.sendTimeoutMs * 2;
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
    if (send.status !== 'queued') return send.status;
    const options = { timeoutMs: this.settings.sendTimeoutMs, lastChance: false };
    return (await this.attempt(send, options)).outcome;
  }

  /**
   * `fresh`: the caller has just inserted the send, so it has no attempts but possibly a competing
   * first one: the history query is skipped, and the claim of attempt 1 still decides.
   */
  async attempt(
    send: EmailSend,
    options: { timeoutMs: number; lastChance: boolean; fresh?: boolean },
  ): Promise<{ send: EmailSend; outcome: Outcome }> {
    const history = options.fresh ? [] : await this.attempts.listForSend(send.id);
    const last = history[history.length - 1];
    if (last?.state === 'sent') return this.finish(send, 'sent', last.providerMessageId, null);
    if (last?.state === 'in_progress') {
      if (Date.now() - last.startedAt.getTime() < this.leaseMs) return { send, outcome: 'busy' };
      // Its process stopped somewhere between the claim and the record: the provider may have it.
      return this.finish(send, 'unknown', null, 'delivery outcome unknown: an attempt did not finish');
    }
    if (last?.finishedAt && Date.now() - last.finishedAt.getTime() < this.settings.minRetryGapMs) {
      return { send, outcome: 'busy' };
    }
    if (history.length >= this.settings.maxAttempts) {
      const reason = last?.error ?? 'the last attempt did not finish';
      return this.finish(send, 'failed', null, `gave up after ${history.length} attempts: ${reason}`);
    }
    const n = (last?.n ?? 0) + 1;
    const attempt: DeliveryAttempt = {
      id: `${send.id}#${n}`,
      sendId: send.id,
      organizationId: send.organizationId,
      n,
      state: 'in_progress',
      providerMessageId: null,
      error: null,
      startedAt: new Date(),
      finishedAt: null,
    };
    if (!(await this.attempts.tryInsert(attempt))) return { send, outcome: 'busy' };
    return this.run(send, attempt, options);
  }

  private async run(
    send: EmailSend,
    attempt: DeliveryAttempt,
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
    await this.attempts.finish(attempt.id, {
      state: 'sent',
      providerMessageId,
      error: null,
      finishedAt: new Date(),
    });
    return this.finish(send, 'sent', providerMessageId, null);
  }

  private async failed(
    send: EmailSend,
    attempt: DeliveryAttempt,
    err: unknown,
    lastChance: boolean,
  ): Promise<{ send: EmailSend; outcome: Outcome }> {
    const failure =
      err instanceof ProviderFailure ? err : new ProviderFailure('transient', (err as Error).message);
    this.logger.warn(
      { sendId: send.id, attempt: attempt.n, kind: failure.kind, reason: failure.message },
      'email delivery attempt failed',
    );
    const finished = {
      state: 'failed' as const,
      providerMessageId: null,
      error: failure.message,
      finishedAt: new Date(),
    };
    if (failure.maybeDelivered) {
      const result = await this.finish(send, 'unknown', null, `delivery outcome unknown: ${failure.message}`);
      await this.attempts.finish(attempt.id, finished);
      return result;
    }
    const terminal = this.terminalReason(failure, attempt.n, lastChance);
    if (terminal !== null) {
      // The send's final status is written before the attempt is closed: a queued job that reads
      // the send in between finds this attempt still in progress (busy) and then the final status,
      // never a closed failure that looks retryable.
      const result = await this.finish(send, 'failed', null, terminal);
      await this.attempts.finish(attempt.id, finished);
      return result;
    }
    await this.attempts.finish(attempt.id, finished);
    // Still queued; the record shows why the last attempt failed.
    const updated = await this.sends.update(send.organizationId, send.id, {
      error: failure.message,
      updatedAt: new Date(),
    });
    return { send: updated ?? { ...send, error: failure.message }, outcome: 'retry' };
  }

  /** Why a failed attempt ends the send (permanent, attempts used up, no retry possible), or null. */
  private terminalReason(failure: ProviderFailure, n: number, lastChance: boolean): string | null {
    if (failure.kind === 'permanent') return failure.message;
    if (n >= this.settings.maxAttempts) return `gave up after ${n} attempts: ${failure.message}`;
    if (lastChance) return `${failure.message} (not retried: no retry could be queued)`;
    return null;
  }

  private async finish(
    send: EmailSend,
    status: 'sent' | 'failed' | 'unknown',
    providerMessageId: string | null,
    error: string | null,
  ): Promise<{ send: EmailSend; outcome: Outcome }> {
    const changes = { status, providerMessageId, error, updatedAt: new Date() };
    // email.sent / email.failed go out with the final status.
    const updated = await this.events.sendStatus(send.organizationId, send.id, status, () =>
      this.sends.update(send.organizationId, send.id, changes),
    );
    return { send: updated ?? { ...send, ...changes }, outcome: status };
  }
}
