import type { Attempts, Logger } from '@rapport/platform';
import { type AttemptLimits, targetOf } from './attempt-limits';
import { type Backoff, delayAfter, nextRetryDelay, type RetrySchedule } from './retry-schedule';
import { SIGNATURE_HEADER, signatureHeader } from './signature';
import type {
  DeliveryChanges,
  DeliveryJobs,
  DeliveryRepository,
  SubscriptionRepository,
  WebhookSender,
} from './webhooks.ports';
import {
  type AttemptSummary,
  type Delivery,
  type DeliveryJob,
  isSuccess,
  type SendOutcome,
  type Subscription,
} from './webhooks.types';

export interface DeliveryTimings {
  schedule: RetrySchedule;
  /** How long a claim protects an attempt in progress (above the HTTP timeout; the `attempts`' lease). */
  leaseMs: number;
  /** A subscription whose every attempt failed for this long is disabled. */
  disableAfterMs: number;
  /** How long a job whose organization or target is at its limit waits before it comes back (doubling per deferral). */
  defer: Backoff;
}

export type JobResult = 'sent' | 'failed' | 'retrying' | 'waiting' | 'skipped' | 'deferred';

/**
 * Makes one attempt of a delivery (the worker's job). Attempts are the platform's (`Attempts`, claimed
 * by a unique insert), so a duplicate job, or two workers, make each attempt once; the claim is the
 * start mark too (the POST follows it at once), and the outcome is the delivery's `attemptCount`. Deliveries with the same order key
 * (subscription and contact) go out in event order: one waits while an earlier one is pending, and
 * each finished delivery queues the next. A sweeper re-queues anything a crash left behind.
 * Fairness: an organization, and a target origin, may have only so many attempts in flight in this
 * worker (`AttemptLimits`); a job over its limit goes back to the broker for a while instead of
 * holding one of the worker's slots, and that is no attempt (nothing is written).
 */
export class DeliveryService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly deliveries: DeliveryRepository,
    private readonly attempts: Attempts<SendOutcome>,
    private readonly jobs: DeliveryJobs,
    private readonly sender: WebhookSender,
    private readonly timings: DeliveryTimings,
    private readonly limits: AttemptLimits,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async process(job: DeliveryJob): Promise<JobResult> {
    // Checked before any read: a job put back again costs one publish.
    if (!this.limits.hasRoom(job.organizationId, job.target)) return this.defer(job);
    const delivery = await this.deliveries.findById(job.organizationId, job.deliveryId);
    // Done, deleted, or a stale copy of a job whose attempt was made.
    if (delivery?.status !== 'pending' || job.attempt !== delivery.attemptCount + 1) return 'skipped';
    const subscription = await this.subscriptions.findById(delivery.organizationId, delivery.subscriptionId);
    if (!subscription) return 'skipped';
    if (subscription.status === 'disabled' && !delivery.manual) {
      await this.close(delivery, 'failed');
      return 'failed';
    }
    if (!delivery.manual && (await this.earlierPending(delivery))) {
      // Unless a retry was asked meanwhile: its own job makes the attempt.
      await this.deliveries.change(delivery.organizationId, delivery.id, (current) =>
        current.retryRequests === delivery.retryRequests ? { changes: { nextAttemptAt: null } } : null,
      );
      return 'waiting';
    }
    const release = this.limits.tryStart(delivery.organizationId, subscription.url);
    if (!release) return this.defer(job, targetOf(subscription.url));
    try {
      return await this.attempt(job, delivery, subscription, release);
    } finally {
      release();
    }
  }

  /**
   * Not an attempt: the job comes back later, and nothing is written. The delay doubles with each
   * deferral of the job, so a long backlog of one organization is not cycled through the broker
   * every few hundred milliseconds while it waits for its share.
   */
  private async defer(job: DeliveryJob, target = job.target): Promise<JobResult> {
    const deferrals = (job.deferrals ?? 0) + 1;
    await this.jobs.schedule(
      { ...job, deferrals, ...(target ? { target } : {}) },
      delayAfter(this.timings.defer, deferrals),
    );
    return 'deferred';
  }

  /**
   * Claims attempt n, POSTs it and writes its outcome (with the next job or the final state). The
   * limits' slot is held up to the answer only: the slow part is the receiver's, not the store's.
   */
  private async attempt(
    job: DeliveryJob,
    delivery: Delivery,
    subscription: Subscription,
    release: () => void,
  ): Promise<JobResult> {
    const startedAt = this.now();
    const claim = await this.attempts.claim(delivery.id, job.attempt, {
      started: true,
      tags: { organizationId: delivery.organizationId, subscriptionId: delivery.subscriptionId },
    });
    if (!claim.claimed) {
      const fresh = await this.deliveries.findById(delivery.organizationId, delivery.id);
      // The attempt was made (its outcome is written), or the delivery is gone or done.
      if (fresh?.status !== 'pending' || fresh.attemptCount >= job.attempt) return 'skipped';
      if (claim.other?.state !== 'unknown') {
        // Another worker is making this attempt: look again once its claim has run out.
        await this.jobs.schedule(job, this.timings.leaseMs);
        return 'skipped';
      }
      // Its worker died during the POST: the receiver may have it (Rapport-Event-Id dedupes).
      const lost = { statusCode: null, durationMs: 0, error: 'the worker stopped during the attempt' };
      return this.afterFailure(delivery, subscription, job.attempt, lost, startedAt);
    }
    const outcome = await this.send(delivery, subscription, job.attempt, startedAt);
    release();
    if (!isSuccess(outcome))
      return this.afterFailure(delivery, subscription, job.attempt, outcome, startedAt);
    const retried = await this.writeOutcome(
      delivery,
      job.attempt,
      {
        status: 'succeeded',
        attemptCount: job.attempt,
        windowStart: delivery.windowStart ?? startedAt,
        nextAttemptAt: null,
        manual: false,
      },
      this.summary(delivery, job.attempt, outcome, startedAt),
    );
    if (subscription.failingSince) {
      await this.subscriptions.update(subscription.organizationId, subscription.id, { failingSince: null });
    }
    if (!retried) await this.releaseNext(delivery);
    return 'sent';
  }

  /**
   * Writes an attempt's outcome (`final`: the delivery's fields after it) and answers whether a retry
   * was asked through the API while the attempt was made (`retryRequests` moved since the job read
   * the delivery). That retry was acknowledged, so it is not lost under the outcome: the attempt goes
   * in the log and the count, the delivery stays pending and manual, and the next attempt is queued
   * now. The retry's own job carries this attempt's number and is skipped once it sees it made.
   */
  private async writeOutcome(
    delivery: Delivery,
    attempt: number,
    final: DeliveryChanges,
    summary: AttemptSummary,
  ): Promise<boolean> {
    let retried = false;
    await this.deliveries.change(delivery.organizationId, delivery.id, (current) => {
      retried = current.retryRequests !== delivery.retryRequests;
      if (!retried) return { changes: final, attempt: summary };
      return {
        changes: { status: 'pending', attemptCount: attempt, manual: true, nextAttemptAt: this.now() },
        attempt: summary,
      };
    });
    if (retried) {
      await this.jobs.schedule(
        { deliveryId: delivery.id, organizationId: delivery.organizationId, attempt: attempt + 1 },
        0,
      );
    }
    return retried;
  }

  private send(
    delivery: Delivery,
    subscription: Subscription,
    attempt: number,
    at: Date,
  ): Promise<SendOutcome> {
    const body = JSON.stringify(delivery.event);
    return this.sender.send({
      url: subscription.url,
      body,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Rapport-Webhooks/1.0',
        [SIGNATURE_HEADER]: signatureHeader(subscription.secret, Math.floor(at.getTime() / 1000), body),
        'Rapport-Event-Id': delivery.eventId,
        'Rapport-Event-Type': delivery.eventType,
        'Rapport-Delivery-Id': delivery.id,
        'Rapport-Delivery-Attempt': String(attempt),
      },
    });
  }

  private async afterFailure(
    delivery: Delivery,
    subscription: Subscription,
    attempt: number,
    outcome: SendOutcome,
    startedAt: Date,
  ): Promise<JobResult> {
    const now = this.now();
    const windowStart = delivery.windowStart ?? startedAt;
    const failing = await this.subscriptions.markFailing(
      subscription.organizationId,
      subscription.id,
      startedAt,
    );
    const enabled = failing?.status === 'enabled';
    let delay = enabled ? nextRetryDelay(this.timings.schedule, attempt, windowStart, now) : null;
    const failingSince = failing?.failingSince ?? now;
    const failingFor = now.getTime() - failingSince.getTime();
    // Disabled when failing for the limit, or when a delivery ran out of retries without one success
    // of the subscription since it was first tried.
    if (
      enabled &&
      (failingFor >= this.timings.disableAfterMs || (delay === null && failingSince <= windowStart))
    ) {
      const reason = `every delivery attempt failed for ${duration(failingFor)} (last: ${describeOutcome(outcome)})`;
      await this.subscriptions.update(subscription.organizationId, subscription.id, {
        status: 'disabled',
        disabledReason: reason,
        disabledAt: now,
      });
      this.logger.warn(
        { webhookId: subscription.id, organizationId: subscription.organizationId, reason },
        'webhook disabled',
      );
      delay = null;
    }
    const summary = this.summary(delivery, attempt, outcome, startedAt);
    if (delay === null) {
      const retried = await this.writeOutcome(
        delivery,
        attempt,
        { status: 'failed', attemptCount: attempt, windowStart, nextAttemptAt: null, manual: false },
        summary,
      );
      if (retried) return 'retrying';
      await this.releaseNext(delivery);
      return 'failed';
    }
    const retried = await this.writeOutcome(
      delivery,
      attempt,
      { attemptCount: attempt, windowStart, nextAttemptAt: new Date(now.getTime() + delay), manual: false },
      summary,
    );
    if (retried) return 'retrying';
    await this.jobs.schedule(
      { deliveryId: delivery.id, organizationId: delivery.organizationId, attempt: attempt + 1 },
      delay,
    );
    return 'retrying';
  }

  private summary(delivery: Delivery, attempt: number, outcome: SendOutcome, startedAt: Date) {
    return {
      number: attempt,
      ...outcome,
      startedAt,
      trigger: delivery.manual ? ('manual' as const) : ('automatic' as const),
    };
  }

  /**
   * Failed for good without an attempt (the subscription is disabled), unless a retry was asked
   * meanwhile: its own job makes the attempt.
   */
  private async close(delivery: Delivery, status: 'failed'): Promise<void> {
    const closed = await this.deliveries.change(delivery.organizationId, delivery.id, (current) =>
      current.retryRequests === delivery.retryRequests ? { changes: { status, nextAttemptAt: null } } : null,
    );
    if (closed) await this.releaseNext(delivery);
  }

  private async earlierPending(delivery: Delivery): Promise<boolean> {
    if (!delivery.orderKey) return false;
    const pending = await this.deliveries.pendingWithKey(delivery.organizationId, delivery.orderKey);
    return pending.some((other) => other.id !== delivery.id && precedes(other, delivery));
  }

  /** Queues the earliest pending delivery of the same key, unless it waits for a retry of its own. */
  private async releaseNext(delivery: Delivery): Promise<void> {
    if (!delivery.orderKey) return;
    const pending = (await this.deliveries.pendingWithKey(delivery.organizationId, delivery.orderKey)).filter(
      (other) => other.id !== delivery.id,
    );
    const next = pending.sort((a, b) => (precedes(a, b) ? -1 : 1))[0];
    if (!next || (next.attemptCount > 0 && next.nextAttemptAt && next.nextAttemptAt > this.now())) return;
    await this.jobs.schedule(
      { deliveryId: next.id, organizationId: next.organizationId, attempt: next.attemptCount + 1 },
      0,
    );
  }
}

/** Event ids are UUIDv7: their order is the order the events were made in. */
export const precedes = (a: Delivery, b: Delivery) =>
  a.eventId < b.eventId || (a.eventId === b.eventId && a.id < b.id);

function describeOutcome(outcome: SendOutcome): string {
  return outcome.statusCode !== null ? `HTTP ${outcome.statusCode}` : (outcome.error ?? 'no answer');
}

/** 86400000 → "24 hours", 1500 → "1.5 seconds". */
export function duration(ms: number): string {
  const units = [
    ['hour', 3_600_000],
    ['minute', 60_000],
    ['second', 1_000],
  ] as const;
  const found = units.find(([, size]) => ms >= size);
  if (!found) return `${ms} ms`;
  const value = Number((ms / found[1]).toFixed(1));
  return `${value} ${found[0]}${value === 1 ? '' : 's'}`;
}
