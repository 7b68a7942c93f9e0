import { connectAmqp, consumerQueueNames } from '@rapport/platform/amqp';
import { loadConfig } from '../../src/config';
import { DELIVERY_RETRIES } from '../../src/events/delivery.queue';
import { EVENT_RETRIES } from '../../src/events/events.consumer';
import { deliveryTopologyOf } from '../../src/worker';

/** Queue names of a test run of its own: no other worker takes its events. */
export const runQueues = (run: string) => ({
  WEBHOOKS_EVENTS_QUEUE: `webhooks.events.test-${run}`,
  WEBHOOKS_DELIVERY_QUEUE: `webhooks.deliveries.test-${run}`,
});

/** Removes a run's queues (events, deliveries, their delay, retry and dead-letter queues). */
export async function deleteQueues(
  stackEnv: NodeJS.ProcessEnv,
  env: NodeJS.ProcessEnv & ReturnType<typeof runQueues>,
): Promise<void> {
  const connection = await connectAmqp(stackEnv.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
  const channel = await connection.createChannel();
  const topology = deliveryTopologyOf(loadConfig({ ...stackEnv, ...env }));
  const names = [
    ...consumerQueueNames(env.WEBHOOKS_EVENTS_QUEUE, EVENT_RETRIES),
    ...consumerQueueNames(env.WEBHOOKS_DELIVERY_QUEUE, DELIVERY_RETRIES, topology.delaysMs),
  ];
  for (const name of names) await channel.deleteQueue(name);
  await connection.close();
}
