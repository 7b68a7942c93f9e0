import type { Logger } from '@rapport/platform';
import { ConfirmPublisher, type ConsumerStarter, startConsumer } from '@rapport/platform/amqp';
import type { ChannelModel } from 'amqplib';
import { z } from 'zod';
import type { BatchPublisher, FanoutScheduler } from '../domain/campaign.ports';
import type { BatchJob, FanoutJob } from '../domain/campaign.types';
import type { CampaignBatchService } from '../domain/campaign-batch.service';
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

const id = z.string().min(1);
/** A fan-out job as the queue carries it (`publishedAt` came later: older jobs lack it). */
const FanoutJobMessage = z.object({
  organizationId: id,
  campaignId: id,
  runId: id,
  publishedAt: z.string().min(1).default(new Date(0).toISOString()),
});
/** A batch as the queue carries it: the people's fields as the fan-out read them. */
const BatchJobMessage = z.object({
  organizationId: id,
  campaignId: id,
  batchId: id,
  contacts: z.array(z.looseObject({ id })),
});

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
    startConsumer(connection, { ...settings, schema: FanoutJobMessage }, async (valid: FanoutJob) => {
      const job = valid;
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
    startConsumer(connection, { ...settings, schema: BatchJobMessage }, async (job) => {
      const outcome = await batches.deliver(job as BatchJob);
      if (outcome === 'retry') throw new NotDoneYet(`batch ${job.batchId}: recipients still pending`);
    });
}
