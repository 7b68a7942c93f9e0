import { type EventEnvelope, type Logger, newId } from '@rapport/platform';
import { matchesEvent, orderingSubject } from './event-types';
import type { DeliveryJobs, DeliveryRepository, SubscriptionRepository } from './webhooks.ports';
import type { Delivery } from './webhooks.types';

/**
 * Turns one event into one delivery per matching enabled subscription of the event's organization,
 * and queues the first attempt of each. Idempotent: the same event again adds no delivery and queues
 * only first attempts that were not made yet (a duplicate job is harmless, attempts are claimed).
 */
export class FanoutService {
  constructor(
    private readonly subscriptions: Pick<SubscriptionRepository, 'listEnabled'>,
    private readonly deliveries: Pick<DeliveryRepository, 'insertOnce'>,
    private readonly jobs: DeliveryJobs,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async handle(event: EventEnvelope): Promise<number> {
    const matching = (await this.subscriptions.listEnabled(event.organizationId)).filter((subscription) =>
      matchesEvent(subscription.events, event.type),
    );
    if (!matching.length) return 0;
    const subject = orderingSubject(event.data);
    const now = this.now();
    const stored = await this.deliveries.insertOnce(
      matching.map(
        (subscription): Delivery => ({
          id: newId(),
          organizationId: event.organizationId,
          subscriptionId: subscription.id,
          eventId: event.id,
          eventType: event.type,
          event,
          orderKey: subject ? `${subscription.id}:${subject}` : null,
          status: 'pending',
          attemptCount: 0,
          windowStart: null,
          nextAttemptAt: now,
          manual: false,
          retryRequests: 0,
          attempts: [],
          createdAt: now,
          updatedAt: now,
        }),
      ),
    );
    for (const delivery of stored) {
      if (delivery.status !== 'pending' || delivery.attemptCount > 0) continue;
      await this.jobs.schedule(
        { deliveryId: delivery.id, organizationId: delivery.organizationId, attempt: 1 },
        0,
      );
    }
    this.logger.debug({ eventId: event.id, type: event.type, deliveries: stored.length }, 'event fanned out');
    return stored.length;
  }
}
