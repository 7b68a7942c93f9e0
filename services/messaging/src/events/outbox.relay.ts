import type { Logger } from '@rapport/platform';
import type { DeliveryPublisher, MessageRepository } from '../domain/messaging.ports';

const BATCH = 100;

/**
 * The stored message is the outbox: `published` stays false until the broker confirmed its
 * delivery. This relay publishes, on an interval, every message still unpublished after
 * `minAgeMs` (the request publishes its own first). A message published twice (relay on two
 * replicas, or a request whose confirm came late) is harmless: the workers' claim sends it once.
 * Scheduled with the platform's `startPeriodic`.
 */
export class OutboxRelay {
  constructor(
    private readonly messages: MessageRepository,
    private readonly publisher: DeliveryPublisher,
    private readonly options: { minAgeMs: number },
    private readonly logger: Logger,
  ) {}

  /** Publishes what is due; answers how many were published. */
  async runOnce(): Promise<number> {
    const due = await this.messages.findUnpublished(new Date(Date.now() - this.options.minAgeMs), BATCH);
    let published = 0;
    for (const message of due) {
      await this.publisher.publish({
        id: message.id,
        organizationId: message.organizationId,
        channel: message.channel,
      });
      await this.messages.markPublished(message.organizationId, message.id);
      published++;
    }
    if (published) this.logger.info({ published }, 'outbox relay published stored deliveries');
    return published;
  }
}
