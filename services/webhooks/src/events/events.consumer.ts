import { EVENTS_EXCHANGE, type EventEnvelope, eventEnvelopeOf, type Logger } from '@rapport/platform';
import { type ConsumerStarter, type RetryOptions, startConsumer } from '@rapport/platform/amqp';
import { z } from 'zod';
import { EVENT_BINDINGS } from '../domain/event-types';

/** A store away for minutes: 0.5 s doubling, ten times (about 8.5 minutes), then `<queue>.dlq`. */
export const EVENT_RETRIES: RetryOptions = { maxAttempts: 10 };

/**
 * The worker's durable queue on `rapport.events`, bound to every prefix a subscription may name.
 * Competing workers share it; an event is acked once its deliveries are stored and queued.
 */
export function eventsConsumer(
  options: { queue: string; prefetch: number; logger: Logger },
  handle: (event: EventEnvelope) => Promise<unknown>,
): ConsumerStarter {
  return (connection) =>
    startConsumer(
      connection,
      {
        queue: options.queue,
        bindings: EVENT_BINDINGS.map((routingKey) => ({ exchange: EVENTS_EXCHANGE, routingKey })),
        prefetch: options.prefetch,
        ...EVENT_RETRIES,
        logger: options.logger,
        // Any data: the envelope is the payload, passed on as it came.
        schema: eventEnvelopeOf(z.unknown()),
      },
      async (event) => {
        await handle(event as EventEnvelope);
      },
    );
}
