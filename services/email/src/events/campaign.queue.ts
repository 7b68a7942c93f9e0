import type { Logger } from '@rapport/platform';
import {
  ConfirmPublisher,
  type ConsumerStarter,
  PermanentError,
  startConsumer,
} from '@rapport/platform/amqp';
import type { ChannelModel } from 'amqplib';
import type { BatchJob, FanoutJob } from '../domain/campaign.types';
import type { CampaignBatchService } from '../domain/campaign-batch.service';
import type { BatchPublisher, FanoutScheduler } from '../domain/email.ports';
import type { FanoutService } from '../domain/fanout.service';

/** Not finished yet: startConsumer puts the message back through its retry queue, with backoff. */
class NotDoneYet extends Error {}

export interface ConsumerSettings {
  queue: string;
  prefetch: number;
  baseDelayMs: number;
  maxAttempts: number;
  logger: Logger;
}

/**
 * A durable work queue written with publisher confirms. The queue is declared first (with the
 * arguments startConsumer gives it): the default exchange drops a message for a missing queue
 * and the broker would still confirm it.
 */
class WorkQueue {
  protected constructor(
    protected readonly publisher: ConfirmPublisher,
    protected readonly queue: string,
  ) {}

  protected static async declare(connection: ChannelModel, queue: string): Promise<ConfirmPublisher> {
    const channel = await connection.createChannel();
    await channel.assertQueue(queue, { durable: true });
    await channel.close();
    return ConfirmPublisher.open(connection);
  }

  close(): Promise<void> {
    return this.publisher.close();
  }
}

/** The send call's side: one fan-out job per campaign send. */
export class FanoutQueue extends WorkQueue implements FanoutScheduler {
  static async open(connection: ChannelModel, queue: string): Promise<FanoutQueue> {
    return new FanoutQueue(await WorkQueue.declare(connection, queue), queue);
  }

  scheduleFanout(job: FanoutJob): Promise<void> {
    return this.publisher.sendToQueue(this.queue, job);
  }
}

/** The fan-out job's side: one message per batch of recipients. */
export class BatchQueue extends WorkQueue implements BatchPublisher {
  static async open(connection: ChannelModel, queue: string): Promise<BatchQueue> {
    return new BatchQueue(await WorkQueue.declare(connection, queue), queue);
  }

  publishBatch(job: BatchJob): Promise<void> {
    return this.publisher.sendToQueue(this.queue, job);
  }
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Fan-out jobs, one at a time per worker (a job walks a whole audience). A job interrupted after
 * some progress is published again (fresh, confirmed) before this one is acked.
 */
export function fanoutConsumer(
  settings: ConsumerSettings,
  fanout: FanoutService,
  continuation: FanoutScheduler,
): ConsumerStarter {
  return (connection) =>
    startConsumer<Partial<FanoutJob>>(connection, settings, async (job) => {
      if (!isString(job?.organizationId) || !isString(job.campaignId) || !isString(job.runId)) {
        throw new PermanentError('not a campaign fan-out job');
      }
      const publishedAt = isString(job.publishedAt) ? job.publishedAt : new Date(0).toISOString();
      const valid = { ...(job as FanoutJob), publishedAt };
      const outcome = await fanout.run(valid);
      settings.logger.debug({ campaignId: job.campaignId, outcome }, 'fan-out job processed');
      if (outcome === 'wait')
        throw new NotDoneYet(`campaign ${job.campaignId}: its send is not recorded yet`);
      if (outcome === 'continue') await continuation.scheduleFanout(valid);
    });
}

/** Batches: competing consumers, `prefetch` batches in flight per worker. */
export function batchConsumer(settings: ConsumerSettings, batches: CampaignBatchService): ConsumerStarter {
  return (connection) =>
    startConsumer<Partial<BatchJob>>(connection, settings, async (job) => {
      if (
        !isString(job?.organizationId) ||
        !isString(job.campaignId) ||
        !isString(job.batchId) ||
        !Array.isArray(job.contacts) ||
        !job.contacts.every((c) => typeof c === 'object' && c !== null && isString(c.id))
      ) {
        throw new PermanentError('not a campaign batch');
      }
      const outcome = await batches.deliver(job as BatchJob);
      if (outcome === 'retry') throw new NotDoneYet(`batch ${job.batchId}: recipients still pending`);
    });
}
