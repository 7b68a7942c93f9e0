import type { Logger } from '@rapport/platform';
import {
  assertDelayQueues,
  ConfirmPublisher,
  delayQueueName,
  type RetryOptions,
  type RunningConsumer,
  startConsumer,
} from '@rapport/platform/amqp';
import type { ChannelModel } from 'amqplib';
import { z } from 'zod';
import type { DeliveryService } from '../domain/delivery.service';
import type { SendJob, SendJobScheduler } from '../domain/email.ports';

export interface SendQueueOptions {
  queue: string;
  /** How long a scheduled job waits before the worker sees it. */
  firstDelayMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  logger: Logger;
}

/** The job is not done yet: startConsumer puts it back through its delay queues, with backoff. */
class NotDoneYet extends Error {}

/**
 * The consumer's retries. Attempts that found the send busy also count here; the domain's own bound
 * comes first.
 */
export const sendJobRetries = (
  options: Pick<SendQueueOptions, 'retryBaseMs' | 'maxAttempts'>,
): RetryOptions => ({
  baseDelayMs: options.retryBaseMs,
  maxAttempts: options.maxAttempts + 3,
});

/**
 * The work queue of sends. A job is first parked in the platform's delay queue
 * `<queue>.delay.<firstDelayMs>` and dead-lettered into `<queue>` when its delay is over; the consumer
 * (startConsumer: delay queues with backoff, `<queue>.dlq`) runs the next attempt.
 */
export class SendJobQueue implements SendJobScheduler {
  private constructor(
    private readonly publisher: ConfirmPublisher,
    private readonly consumer: RunningConsumer,
    private readonly options: SendQueueOptions,
  ) {}

  static async start(
    connection: ChannelModel,
    delivery: DeliveryService,
    options: SendQueueOptions,
  ): Promise<SendJobQueue> {
    const { queue, logger } = options;
    // The consumer declares the queue first: a message dead-lettered to a missing queue is dropped.
    const consumer = await startConsumer(
      connection,
      {
        queue,
        logger,
        prefetch: 5,
        ...sendJobRetries(options),
        schema: SendJobMessage,
      },
      async (job) => {
        const outcome = await delivery.deliverQueued(job);
        logger.debug({ sendId: job.sendId, outcome }, 'send job processed');
        if (outcome === 'retry' || outcome === 'busy') throw new NotDoneYet(`send ${job.sendId}: ${outcome}`);
      },
    );
    const channel = await connection.createChannel();
    await assertDelayQueues(channel, { queue, delaysMs: [options.firstDelayMs] });
    // Before the delay queues (decision 0023) jobs waited here with a per-message TTL. Running
    // deployments may still hold some: declared as it was (other arguments would fail with
    // PRECONDITION_FAILED), it drains into the queue; nothing new goes there. It can go in a later
    // release.
    await channel.assertQueue(`${queue}.scheduled`, {
      durable: true,
      deadLetterExchange: '',
      deadLetterRoutingKey: queue,
    });
    await channel.close();
    const publisher = await ConfirmPublisher.open(connection);
    return new SendJobQueue(publisher, consumer, options);
  }

  schedule(job: SendJob): Promise<void> {
    return this.publisher.sendToQueue(delayQueueName(this.options.queue, this.options.firstDelayMs), job);
  }

  async stop(): Promise<void> {
    await this.consumer.stop();
    await this.publisher.close();
  }
}

/** A send job as the queue carries it. */
const SendJobMessage: z.ZodType<SendJob> = z.object({
  organizationId: z.string().min(1),
  sendId: z.string().min(1),
  scheduledAt: z.string().min(1),
});
