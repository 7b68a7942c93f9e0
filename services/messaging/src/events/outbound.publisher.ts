import type { Logger } from '@rapport/platform';
import type { Channel as AmqpChannel, ChannelModel, ConfirmChannel } from 'amqplib';
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
 * Publishes deliveries as persistent messages on a confirm channel. When the broker closes the
 * channel (or a publish is not confirmed) the publish rejects and the next one opens a fresh channel
 * and declares the topology again, so the outbox relay can recover without a restart.
 */
export class OutboundPublisher implements DeliveryPublisher {
  private channel: Promise<ConfirmChannel> | null = null;

  constructor(
    private readonly connection: ChannelModel,
    private readonly topology: OutboundTopology,
    private readonly logger: Logger,
  ) {}

  private open(): Promise<ConfirmChannel> {
    this.channel ??= (async () => {
      const channel = await this.connection.createConfirmChannel();
      // Without a listener a broker-side channel error would be thrown as an uncaught exception.
      channel.on('error', (err) =>
        this.logger.warn({ err }, 'outbound publish channel closed by the broker'),
      );
      channel.on('close', () => {
        this.channel = null;
      });
      await assertOutboundTopology(channel, this.topology);
      return channel;
    })().catch((err) => {
      this.channel = null;
      throw err;
    });
    return this.channel;
  }

  /** Declares the topology now, so queues exist (and startup fails fast) before the first message. */
  async ready(): Promise<void> {
    await this.open();
  }

  async publish(delivery: Delivery): Promise<void> {
    const channel = await this.open();
    const content = Buffer.from(JSON.stringify(delivery));
    await new Promise<void>((resolve, reject) => {
      try {
        channel.publish(
          this.topology.exchange,
          delivery.channel,
          content,
          { persistent: true, contentType: 'application/json', messageId: delivery.id },
          (err) => (err ? reject(err) : resolve()),
        );
      } catch (err) {
        reject(err);
      }
    });
  }

  async close(): Promise<void> {
    const channel = await this.channel?.catch(() => null);
    this.channel = null;
    await channel?.close().catch(() => undefined);
  }
}
