import type { Logger } from '@rapport/platform';
import { ConfirmPublisher, type RunningConsumer, startConsumer } from '@rapport/platform/amqp';
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

/** The job is not done yet: startConsumer puts it back through the retry queue, with backoff. */
class NotDoneYet extends Error {}

/**
 * The work queue of sends. A job is first parked in `<queue>.scheduled` (every message there has the
 * same TTL, so they expire in order) and dead-lettered into `<queue>` when its delay is over; the
 * consumer (startConsumer: retry queue with backoff, `<queue>.dlq`) runs the next attempt.
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
        baseDelayMs: options.retryBaseMs,
        // Attempts that found the send busy also count here; the domain's own bound comes first.
        maxAttempts: options.maxAttempts + 3,
        schema: SendJobMessage,
      },
      async (job) => {
        const outcome = await delivery.deliverQueued(job);
        logger.debug({ sendId: job.sendId, outcome }, 'send job processed');
        if (outcome === 'retry' || outcome === 'busy') throw new NotDoneYet(`send ${job.sendId}: ${outcome}`);
      },
    );
    const channel = await connection.createChannel();
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
    return this.publisher.sendToQueue(`${this.options.queue}.scheduled`, job, {
      expiration: this.options.firstDelayMs,
    });
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
