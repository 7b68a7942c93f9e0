import { type Logger, type OutboxEntry, OutboxRelay } from '@rapport/platform';
import type { DeliveryPublisher, MessageRepository } from '../domain/messaging.ports';
import type { Delivery } from '../domain/messaging.types';

/**
 * The platform relay over messaging's own outbox: the stored message, whose `published` stays false
 * until the broker confirmed its delivery (the request publishes it first; see MessagesService.send).
 * Every message still unpublished `graceMs` after its creation is published and marked. A message
 * published twice (relay on two replicas, a confirm that came late) is harmless: the workers' claim
 * sends it once.
 */
export function deliveryRelay(
  messages: Pick<MessageRepository, 'findUnpublished' | 'markPublished'>,
  publisher: DeliveryPublisher,
  logger: Logger,
  options: { graceMs: number },
): OutboxRelay<OutboxEntry<Delivery>> {
  const store = {
    due: async (now: Date, limit: number): Promise<OutboxEntry<Delivery>[]> =>
      (await messages.findUnpublished(new Date(now.getTime() - options.graceMs), limit)).map((message) => ({
        id: message.id,
        type: 'outbound.delivery',
        organizationId: message.organizationId,
        occurredAt: message.createdAt,
        ref: { channel: message.channel },
        data: { id: message.id, organizationId: message.organizationId, channel: message.channel },
        attempts: 0,
      })),
    remove: async (entries: Pick<OutboxEntry, 'id' | 'organizationId'>[]) => {
      for (const { organizationId, id } of entries) await messages.markPublished(organizationId, id);
    },
  };
  return new OutboxRelay<OutboxEntry<Delivery>>(
    store,
    (_entry, delivery) => publisher.publish(delivery as Delivery),
    logger,
    {
      label: 'delivery relay',
    },
  );
}
