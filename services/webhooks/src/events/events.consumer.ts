import { EVENTS_EXCHANGE, type EventEnvelope, type Logger } from '@rapport/platform';
import { type ConsumerStarter, PermanentError, startConsumer } from '@rapport/platform/amqp';
import { EVENT_BINDINGS } from '../domain/event-types';

const isEnvelope = (event: unknown): event is EventEnvelope => {
  const e = event as Partial<EventEnvelope> | null;
  return (
    typeof e?.id === 'string' &&
    !!e.id &&
    typeof e.type === 'string' &&
    typeof e.organizationId === 'string' &&
    !!e.organizationId &&
    typeof e.occurredAt === 'string'
  );
};

/**
 * The worker's durable queue on `rapport.events`, bound to every prefix a subscription may name.
 * Competing workers share it; an event is acked once its deliveries are stored and queued.
 */
export function eventsConsumer(
  options: { queue: string; prefetch: number; logger: Logger },
  handle: (event: EventEnvelope) => Promise<unknown>,
): ConsumerStarter {
  return (connection) =>
    startConsumer<unknown>(
      connection,
      {
        queue: options.queue,
        bindings: EVENT_BINDINGS.map((routingKey) => ({ exchange: EVENTS_EXCHANGE, routingKey })),
        prefetch: options.prefetch,
        // A store away for minutes: 0.5 s doubling, ten times (about 8.5 minutes), then `<queue>.dlq`.
        maxAttempts: 10,
        logger: options.logger,
      },
      async (event) => {
        if (!isEnvelope(event))
          throw new PermanentError('not an event envelope (id, type, organizationId, occurredAt)');
        await handle(event);
      },
    );
}
