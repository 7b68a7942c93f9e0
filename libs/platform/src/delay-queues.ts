import type { Channel } from 'amqplib';

/**
 * The one way a message waits before it is consumed (a retry's backoff, a scheduled job): it goes to
 * `<queue>.delay.<ms>`, a queue whose every message lives exactly `ms` (a queue-wide TTL) and which
 * dead-letters it back to `<queue>`. RabbitMQ expires messages only at the head of a queue; with one
 * TTL per queue the head is always the first due, so no message waits behind a longer one (decision
 * 0023). All durable; publishers send persistent messages.
 */
export interface DelayQueues {
  /** The queue delayed messages go back to. */
  queue: string;
  /** Every delay a message of this queue may wait: one delay queue each (positive whole ms). */
  delaysMs: number[];
}

export const delayQueueName = (queue: string, delayMs: number) => `${queue}.delay.${delayMs}`;

/**
 * Declares the queue, then its delay queues (in this order: a message dead-lettered to a missing queue
 * is dropped). Declaring the same delay queue from two places is fine: its arguments depend on its
 * name alone.
 */
export async function assertDelayQueues(channel: Channel, set: DelayQueues): Promise<void> {
  await channel.assertQueue(set.queue, { durable: true });
  for (const delay of new Set(set.delaysMs)) {
    await channel.assertQueue(delayQueueName(set.queue, delay), {
      durable: true,
      messageTtl: delay,
      deadLetterExchange: '',
      deadLetterRoutingKey: set.queue,
    });
  }
}

/**
 * The queue for a message that must wait `delayMs`: the smallest delay queue at least that long (the
 * longest one when none is), or the queue itself for no delay or an empty set.
 */
export function delayQueueFor(set: DelayQueues, delayMs: number): string {
  if (delayMs <= 0) return set.queue;
  const delays = [...new Set(set.delaysMs)].sort((a, b) => a - b);
  const delay = delays.find((d) => d >= delayMs) ?? delays.at(-1);
  return delay === undefined ? set.queue : delayQueueName(set.queue, delay);
}

/** The backoff of startConsumer: before attempt n+1, `baseDelayMs * 2^(n-1)`, for n = 1..maxAttempts-1. */
export function retryDelaysMs(maxAttempts: number, baseDelayMs: number): number[] {
  return Array.from({ length: Math.max(maxAttempts - 1, 0) }, (_, i) => baseDelayMs * 2 ** i);
}
