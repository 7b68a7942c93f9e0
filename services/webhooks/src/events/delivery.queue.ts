import type { Logger } from '@rapport/platform';
import {
  assertDelayQueues,
  type Broker,
  type ConsumerStarter,
  type DelayQueues,
  declareOnConnect,
  delayQueueFor,
  type RetryOptions,
  startConsumer,
} from '@rapport/platform/amqp';
import { z } from 'zod';
import type { DeliveryJobs } from '../domain/webhooks.ports';
import type { DeliveryJob } from '../domain/webhooks.types';

/**
 * Queues of delivery attempts: `<queue>` holds attempts due now; the platform's delay queues
 * `<queue>.delay.<ms>`, one per backoff step and the claim lease (`delaysMs`: every delay a job may
 * be scheduled with), hold a job that long and dead-letter it back to `<queue>`.
 */
export type DeliveryTopology = DelayQueues;

/** DeliveryJobs over the broker: resolves once RabbitMQ confirmed the job. */
export class BrokerDeliveryJobs implements DeliveryJobs {
  constructor(
    private readonly broker: Pick<Broker, 'withPublisher'>,
    private readonly topology: DeliveryTopology,
  ) {}

  schedule(job: DeliveryJob, delayMs: number): Promise<void> {
    const queue = delayQueueFor(this.topology, delayMs);
    return this.broker.withPublisher((publisher) => publisher.sendToQueue(queue, job));
  }
}

/** Declares the topology on every (re)connection: for processes that only publish jobs. */
export function topologySetup(topology: DeliveryTopology): ConsumerStarter {
  return declareOnConnect((channel) => assertDelayQueues(channel, topology));
}

/** A delivery job as the queue carries it. */
const DeliveryJobMessage: z.ZodType<DeliveryJob> = z.object({
  deliveryId: z.string().min(1),
  organizationId: z.string().min(1),
  attempt: z.number().int().nonnegative(),
  deferrals: z.number().int().min(0).optional(),
  target: z.string().optional(),
});

/** Retries of a job whose handler threw (a store away), through the consumer's own delay queues. */
export const DELIVERY_RETRIES: RetryOptions = { maxAttempts: 10, baseDelayMs: 500 };

/** Consumes attempts; a job whose handler throws (a store away) is retried, then dead-lettered. */
export function deliveryConsumer(
  topology: DeliveryTopology,
  options: { prefetch: number; logger: Logger },
  handle: (job: DeliveryJob) => Promise<unknown>,
): ConsumerStarter {
  return (connection) =>
    startConsumer(
      connection,
      {
        queue: topology.queue,
        prefetch: options.prefetch,
        ...DELIVERY_RETRIES,
        logger: options.logger,
        schema: DeliveryJobMessage,
      },
      async (job) => {
        await handle(job);
      },
    );
}
