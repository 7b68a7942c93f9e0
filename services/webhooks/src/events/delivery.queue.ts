import type { Logger } from '@rapport/platform';
import { type Broker, type ConsumerStarter, declareOnConnect, startConsumer } from '@rapport/platform/amqp';
import type { Channel } from 'amqplib';
import { z } from 'zod';
import type { DeliveryJobs } from '../domain/webhooks.ports';
import type { DeliveryJob } from '../domain/webhooks.types';

/**
 * Queues of delivery attempts: `<queue>` holds attempts due now; a delay queue per backoff step,
 * `<queue>.delay.<ms>`, holds each job for exactly that long (a queue-wide TTL, so no message waits
 * behind a longer one) and dead-letters it back to `<queue>`. All durable, all messages persistent.
 */
export interface DeliveryTopology {
  queue: string;
  /** Every delay a job may be scheduled with (backoff steps and the claim lease). */
  delaysMs: number[];
}

export const delayQueueName = (queue: string, delayMs: number) => `${queue}.delay.${delayMs}`;

export async function assertDeliveryTopology(channel: Channel, topology: DeliveryTopology): Promise<void> {
  await channel.assertQueue(topology.queue, { durable: true });
  for (const delay of new Set(topology.delaysMs)) {
    await channel.assertQueue(delayQueueName(topology.queue, delay), {
      durable: true,
      messageTtl: delay,
      deadLetterExchange: '',
      deadLetterRoutingKey: topology.queue,
    });
  }
}

/** The smallest delay queue at least `delayMs` long (the longest one when none is). */
export function delayQueueFor(topology: DeliveryTopology, delayMs: number): string {
  const delays = [...new Set(topology.delaysMs)].sort((a, b) => a - b);
  const delay = delays.find((d) => d >= delayMs) ?? delays.at(-1);
  return delay === undefined ? topology.queue : delayQueueName(topology.queue, delay);
}

/** DeliveryJobs over the broker: resolves once RabbitMQ confirmed the job. */
export class BrokerDeliveryJobs implements DeliveryJobs {
  constructor(
    private readonly broker: Pick<Broker, 'withPublisher'>,
    private readonly topology: DeliveryTopology,
  ) {}

  schedule(job: DeliveryJob, delayMs: number): Promise<void> {
    const queue = delayMs <= 0 ? this.topology.queue : delayQueueFor(this.topology, delayMs);
    return this.broker.withPublisher((publisher) => publisher.sendToQueue(queue, job));
  }
}

/** Declares the topology on every (re)connection: for processes that only publish jobs. */
export function topologySetup(topology: DeliveryTopology): ConsumerStarter {
  return declareOnConnect((channel) => assertDeliveryTopology(channel, topology));
}

/** A delivery job as the queue carries it. */
const DeliveryJobMessage: z.ZodType<DeliveryJob> = z.object({
  deliveryId: z.string().min(1),
  organizationId: z.string().min(1),
  attempt: z.number().int().nonnegative(),
  deferrals: z.number().int().min(0).optional(),
  target: z.string().optional(),
});

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
        maxAttempts: 10,
        baseDelayMs: 500,
        logger: options.logger,
        schema: DeliveryJobMessage,
      },
      async (job) => {
        await handle(job);
      },
    );
}
