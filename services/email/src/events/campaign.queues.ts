import {
  ConfirmPublisher,
  type Logger,
  PermanentError,
  type RunningConsumer,
  startConsumer,
} from '@rapport/platform';
import type { ChannelModel } from 'amqplib';
import type { DeliveryJob, DeliveryPublisher, FanoutJob, FanoutScheduler } from '../domain/campaign.types';
import type { CampaignDeliveryService } from '../domain/campaign-delivery.service';
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

/** The fan-out job's side: one delivery per recipient. */
export class DeliveryQueue extends WorkQueue implements DeliveryPublisher {
  static async open(connection: ChannelModel, queue: string): Promise<DeliveryQueue> {
    return new DeliveryQueue(await WorkQueue.declare(connection, queue), queue);
  }

  async publishDeliveries(jobs: DeliveryJob[]): Promise<void> {
    await Promise.all(jobs.map((job) => this.publisher.sendToQueue(this.queue, job)));
  }
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Fan-out jobs, one at a time per worker (a job walks a whole audience). A job interrupted after
 * some progress is published again (fresh, confirmed) before this one is acked.
 */
export function startFanoutConsumer(
  connection: ChannelModel,
  settings: ConsumerSettings,
  fanout: FanoutService,
  continuation: FanoutScheduler,
): Promise<RunningConsumer> {
  return startConsumer<Partial<FanoutJob>>(connection, settings, async (job) => {
    if (!isString(job?.organizationId) || !isString(job.campaignId) || !isString(job.runId)) {
      throw new PermanentError('not a campaign fan-out job');
    }
    const publishedAt = isString(job.publishedAt) ? job.publishedAt : new Date(0).toISOString();
    const valid = { ...(job as FanoutJob), publishedAt };
    const outcome = await fanout.run(valid);
    settings.logger.debug({ campaignId: job.campaignId, outcome }, 'fan-out job processed');
    if (outcome === 'wait') throw new NotDoneYet(`campaign ${job.campaignId}: its send is not recorded yet`);
    if (outcome === 'continue') await continuation.scheduleFanout(valid);
  });
}

/** Deliveries: competing consumers, `prefetch` recipients in flight per worker. */
export function startDeliveryConsumer(
  connection: ChannelModel,
  settings: ConsumerSettings,
  deliveries: CampaignDeliveryService,
): Promise<RunningConsumer> {
  return startConsumer<Partial<DeliveryJob>>(connection, settings, async (job) => {
    const contact = job?.contact;
    if (
      !isString(job?.organizationId) ||
      !isString(job.campaignId) ||
      !isString(job.recipientId) ||
      typeof contact !== 'object' ||
      contact === null ||
      !isString(contact.id)
    ) {
      throw new PermanentError('not a campaign delivery');
    }
    const outcome = await deliveries.deliver(job as DeliveryJob);
    if (outcome === 'retry') throw new NotDoneYet(`recipient ${job.recipientId}: not delivered yet`);
  });
}
