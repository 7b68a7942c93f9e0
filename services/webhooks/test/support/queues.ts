import { connectAmqp } from '@rapport/platform/amqp';
import { loadConfig } from '../../src/config';
import { delayQueueName } from '../../src/events/delivery.queue';
import { deliveryTopologyOf } from '../../src/worker';

/** Queue names of a test run of its own: no other worker takes its events. */
export const runQueues = (run: string) => ({
  WEBHOOKS_EVENTS_QUEUE: `webhooks.events.test-${run}`,
  WEBHOOKS_DELIVERY_QUEUE: `webhooks.deliveries.test-${run}`,
});

/** Removes a run's queues (events, deliveries, their retry and dead-letter queues, the delay queues). */
export async function deleteQueues(
  stackEnv: NodeJS.ProcessEnv,
  env: NodeJS.ProcessEnv & ReturnType<typeof runQueues>,
): Promise<void> {
  const connection = await connectAmqp(stackEnv.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
  const channel = await connection.createChannel();
  const topology = deliveryTopologyOf(loadConfig({ ...stackEnv, ...env }));
  for (const base of [env.WEBHOOKS_EVENTS_QUEUE, env.WEBHOOKS_DELIVERY_QUEUE]) {
    for (const name of [base, `${base}.retry`, `${base}.dlq`]) await channel.deleteQueue(name);
  }
  for (const delay of topology.delaysMs)
    await channel.deleteQueue(delayQueueName(env.WEBHOOKS_DELIVERY_QUEUE, delay));
  await connection.close();
}
