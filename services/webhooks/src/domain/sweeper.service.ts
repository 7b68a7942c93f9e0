import type { Logger } from '@rapport/platform';
import { precedes } from './delivery.service';
import type { DeliveryJobs, DeliveryRepository } from './webhooks.ports';
import type { Delivery } from './webhooks.types';

/**
 * Re-queues pending deliveries nobody is going to attempt: a job lost with a process that died
 * between saving a delivery and queueing it, or a delivery waiting behind one that finished without
 * releasing it. A delivery counts as stalled once its attempt is `stallMs` overdue (or, when it
 * waits, once no earlier delivery of its key is pending and it was not touched for `stallMs`).
 * Duplicated jobs are harmless (attempts are claimed), so every worker may sweep.
 */
export class SweeperService {
  constructor(
    private readonly deliveries: Pick<DeliveryRepository, 'pending' | 'update'>,
    private readonly jobs: DeliveryJobs,
    private readonly options: { stallMs: number; batchSize?: number },
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async runOnce(signal?: AbortSignal): Promise<number> {
    const now = this.now();
    const cutoff = now.getTime() - this.options.stallMs;
    const pending = await this.deliveries.pending(this.options.batchSize ?? 1_000);
    let requeued = 0;
    for (const delivery of pending) {
      if (signal?.aborted) break;
      if (!this.stalled(delivery, pending, cutoff)) continue;
      await this.deliveries.update(delivery.organizationId, delivery.id, { nextAttemptAt: now });
      await this.jobs.schedule(
        {
          deliveryId: delivery.id,
          organizationId: delivery.organizationId,
          attempt: delivery.attemptCount + 1,
        },
        0,
      );
      requeued++;
    }
    if (requeued) this.logger.warn({ requeued }, 'sweeper re-queued stalled deliveries');
    return requeued;
  }

  private stalled(delivery: Delivery, pending: Delivery[], cutoff: number): boolean {
    if (delivery.nextAttemptAt) return delivery.nextAttemptAt.getTime() < cutoff;
    if (delivery.updatedAt.getTime() >= cutoff) return false;
    return !pending.some(
      (other) =>
        other.orderKey === delivery.orderKey && other.id !== delivery.id && precedes(other, delivery),
    );
  }
}
