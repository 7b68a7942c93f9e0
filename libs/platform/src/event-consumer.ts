import type { ChannelModel } from 'amqplib';
import { z } from 'zod';
import { type RunningConsumer, startConsumer } from './amqp';
import type { ConsumerStarter } from './broker';
import { EVENTS_EXCHANGE, type EventEnvelope, eventEnvelopeOf } from './events';
import type { Logger } from './logger';

/**
 * Consumes one domain event type from `rapport.events` on the service's own durable queue (retries,
 * dead-letter queue and ack-after-work from `startConsumer`). An event without an organization id or
 * without the string `data[idField]` is dead-lettered at once. `handle` must be idempotent: the broker
 * may deliver an event twice.
 */
export function startEventConsumer(
  connection: ChannelModel,
  options: { queue: string; type: string; idField: string; logger: Logger },
  handle: (organizationId: string, id: string, event: EventEnvelope) => Promise<void>,
): Promise<RunningConsumer> {
  return startConsumer(
    connection,
    {
      queue: options.queue,
      bindings: [{ exchange: EVENTS_EXCHANGE, routingKey: options.type }],
      logger: options.logger,
      schema: eventEnvelopeOf(z.looseObject({ [options.idField]: z.string().min(1) })),
    },
    async (event) => {
      await handle(event.organizationId, String(event.data[options.idField]), event);
    },
  );
}

/** `startEventConsumer` on every connection of a Broker: `broker.consume(eventConsumer(options, handle))`. */
export function eventConsumer(
  options: { queue: string; type: string; idField: string; logger: Logger },
  handle: (organizationId: string, id: string, event: EventEnvelope) => Promise<void>,
): ConsumerStarter {
  return (connection) => startEventConsumer(connection, options, handle);
}
