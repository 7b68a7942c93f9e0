import { isUuid, type Logger } from '@rapport/platform';
import {
  ATTEMPTS_HEADER,
  type Broker,
  type ConsumerStarter,
  declareOnConnect,
  startConsumer,
} from '@rapport/platform/amqp';
import type { Channel as AmqpChannel } from 'amqplib';
import { z } from 'zod';
import type { DeliveryService } from '../domain/delivery.service';
import type { DeliveryPublisher } from '../domain/messaging.ports';
import { CHANNELS, type Channel, type Delivery } from '../domain/messaging.types';

/**
 * The outbound work queue: a durable direct exchange (routing key = channel) with one durable queue
 * per channel; the server publishes deliveries (OutboundPublisher), the workers consume them
 * (outboundConsumer).
 */

export interface OutboundTopology {
  exchange: string;
  queuePrefix: string;
}

export const queueOf = (topology: OutboundTopology, channel: Channel) => `${topology.queuePrefix}.${channel}`;

/**
 * The durable direct exchange (routing key = channel) and one durable queue per channel. Both the
 * server and the workers declare it: a delivery published before any worker ever ran must find its
 * queue, since the broker confirms (and drops) messages that match no queue.
 */
export async function assertOutboundTopology(channel: AmqpChannel, topology: OutboundTopology) {
  await channel.assertExchange(topology.exchange, 'direct', { durable: true });
  for (const name of CHANNELS) {
    // Same arguments as startConsumer's declaration, or the broker refuses the second one.
    await channel.assertQueue(queueOf(topology, name), { durable: true });
    await channel.bindQueue(queueOf(topology, name), topology.exchange, name);
  }
}

/**
 * Publishes deliveries as persistent, confirmed messages through the service's Broker, which
 * reconnects by itself: the topology is declared on every connection, and while RabbitMQ is away a
 * publish rejects (the message stays in the outbox and the relay sends it later).
 */
export class OutboundPublisher implements DeliveryPublisher {
  constructor(
    private readonly broker: Broker,
    private readonly topology: OutboundTopology,
  ) {}

  /** Declares the topology now (startup fails fast) and again after every reconnect. */
  async ready(): Promise<void> {
    await this.broker.consume(declareOnConnect((channel) => assertOutboundTopology(channel, this.topology)));
  }

  publish(delivery: Delivery): Promise<void> {
    return this.broker.withPublisher((publisher) =>
      publisher.publish(this.topology.exchange, delivery.channel, delivery),
    );
  }
}

export interface OutboundConsumerOptions {
  topology: OutboundTopology;
  prefetch: number;
  maxAttempts: number;
  baseDelayMs: number;
}

/** An outbound delivery as the queue carries it. */
const uuid = z.string().refine(isUuid, 'must be a UUID');
const OutboundMessage = z.looseObject({ id: uuid, organizationId: uuid, channel: z.enum(CHANNELS) });

/**
 * Consumes one channel's queue: durable, acked only after the delivery was handled, retried through
 * the platform's delay queues `<queue>.delay.<ms>` with exponential backoff and dead-lettered to
 * `<queue>.dlq` after `maxAttempts`. Any number of workers may consume the same queue (competing
 * consumers).
 */
export function outboundConsumer(
  channel: Channel,
  deliveries: DeliveryService,
  options: OutboundConsumerOptions,
  logger: Logger,
): ConsumerStarter {
  return (connection) =>
    startConsumer(
      connection,
      {
        queue: queueOf(options.topology, channel),
        prefetch: options.prefetch,
        maxAttempts: options.maxAttempts,
        baseDelayMs: options.baseDelayMs,
        logger,
        schema: OutboundMessage,
      },
      async (body, message) => {
        const number = Number(message.properties.headers?.[ATTEMPTS_HEADER] ?? 0) + 1;
        await deliveries.deliver(
          { id: body.id, organizationId: body.organizationId, channel: body.channel },
          { number, last: number >= options.maxAttempts },
        );
      },
    );
}
