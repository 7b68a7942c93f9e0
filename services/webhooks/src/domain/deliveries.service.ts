import { decodeCursor, invalid, isUuid, notFound, pageLimit } from '@rapport/platform';
import type { DeliveryJobs, DeliveryRepository, Page, SubscriptionRepository } from './webhooks.ports';
import type { Delivery, DeliveryStatus } from './webhooks.types';

const STATUSES: DeliveryStatus[] = ['pending', 'succeeded', 'failed'];

/** The delivery log of a subscription and redelivery from it (the API side). */
export class DeliveriesService {
  constructor(
    private readonly subscriptions: Pick<SubscriptionRepository, 'findById'>,
    private readonly deliveries: DeliveryRepository,
    private readonly jobs: DeliveryJobs,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(
    organizationId: string,
    webhookId: string,
    options: { cursor: string; limit: number; status?: string },
  ): Promise<Page<Delivery>> {
    const status = options.status || undefined;
    if (status !== undefined && !STATUSES.includes(status as DeliveryStatus)) {
      throw invalid([`status must be one of ${STATUSES.join(', ')}`]);
    }
    const cursor = decodeCursor(options.cursor);
    const limit = pageLimit(options.limit);
    await this.webhook(organizationId, webhookId);
    return this.deliveries.list(organizationId, webhookId, {
      cursor,
      limit,
      status: status as DeliveryStatus,
    });
  }

  /**
   * Queues a new attempt now, with a new 24-hour retry window: for a failed delivery, a pending one
   * waiting for its next retry, or a succeeded one (sent again, same event id). It does not wait for
   * earlier deliveries of its contact, and it is made even when the subscription is disabled. Asked
   * while an attempt is being made, it is made after that one: the attempt's outcome finds
   * `retryRequests` moved and leaves the delivery pending (`DeliveryService`).
   */
  async retry(organizationId: string, webhookId: string, deliveryId: string): Promise<Delivery> {
    await this.webhook(organizationId, webhookId);
    const updated = isUuid(deliveryId)
      ? await this.deliveries.change(organizationId, deliveryId, (current) =>
          current.subscriptionId === webhookId
            ? {
                changes: {
                  status: 'pending',
                  manual: true,
                  windowStart: null,
                  nextAttemptAt: this.now(),
                  retryRequests: current.retryRequests + 1,
                },
              }
            : null,
        )
      : null;
    if (!updated) throw notFound('delivery not found');
    await this.jobs.schedule({ deliveryId, organizationId, attempt: updated.attemptCount + 1 }, 0);
    return updated;
  }

  private async webhook(organizationId: string, id: string) {
    const webhook = isUuid(id) ? await this.subscriptions.findById(organizationId, id) : null;
    if (!webhook) throw notFound('webhook not found');
    return webhook;
  }
}
