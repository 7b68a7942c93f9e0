import type { Broker } from '@rapport/platform';
import type { Channel as AmqpChannel } from 'amqplib';
import type { DeliveryPublisher } from '../domain/messaging.ports';
import { CHANNELS, type Channel, type Delivery } from '../domain/messaging.types';

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
    await this.broker.consume(async (connection) => {
      const channel = await connection.createChannel();
      await assertOutboundTopology(channel, this.topology);
      await channel.close();
      return { stop: async () => undefined };
    });
  }

  publish(delivery: Delivery): Promise<void> {
    return this.broker.withPublisher((publisher) =>
      publisher.publish(this.topology.exchange, delivery.channel, delivery),
    );
  }
}
