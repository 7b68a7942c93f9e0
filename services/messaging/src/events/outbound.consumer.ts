import {
  ATTEMPTS_HEADER,
  isUuid,
  type Logger,
  PermanentError,
  type RunningConsumer,
  startConsumer,
} from '@rapport/platform';
import type { ChannelModel } from 'amqplib';
import type { DeliveryService } from '../domain/delivery.service';
import { type Channel, type Delivery, isChannel } from '../domain/messaging.types';
import { type OutboundTopology, queueOf } from './outbound.publisher';

export interface OutboundConsumerOptions {
  topology: OutboundTopology;
  prefetch: number;
  maxAttempts: number;
  baseDelayMs: number;
}

/**
 * Consumes one channel's queue: durable, acked only after the delivery was handled, retried through
 * `<queue>.retry` with exponential backoff and dead-lettered to `<queue>.dlq` after `maxAttempts`.
 * Any number of workers may consume the same queue (competing consumers).
 */
export function startOutboundConsumer(
  connection: ChannelModel,
  channel: Channel,
  deliveries: DeliveryService,
  options: OutboundConsumerOptions,
  logger: Logger,
): Promise<RunningConsumer> {
  return startConsumer<Partial<Delivery>>(
    connection,
    {
      queue: queueOf(options.topology, channel),
      prefetch: options.prefetch,
      maxAttempts: options.maxAttempts,
      baseDelayMs: options.baseDelayMs,
      logger,
    },
    async (body, message) => {
      if (!isUuid(body?.id) || !isUuid(body.organizationId) || !isChannel(body.channel)) {
        throw new PermanentError('outbound delivery without a valid id, organizationId and channel');
      }
      const number = Number(message.properties.headers?.[ATTEMPTS_HEADER] ?? 0) + 1;
      await deliveries.deliver(
        { id: body.id, organizationId: body.organizationId, channel: body.channel },
        { number, last: number >= options.maxAttempts },
      );
    },
  );
}
