import type { Broker } from '@rapport/platform';
import type { ChannelModel } from 'amqplib';

/**
 * Something opened on each RabbitMQ connection (a queue with its consumer, a publisher): opened now,
 * again after every reconnect, and drained by broker.stop(). The getter gives the current one, or
 * throws while the broker is away (callers treat that as a failed publish).
 */
export async function perConnection<T>(
  broker: Broker,
  open: (connection: ChannelModel) => Promise<{ value: T; stop(): Promise<void> }>,
): Promise<() => T> {
  let current: T | null = null;
  let generation = 0;
  await broker.consume(async (connection) => {
    const opened = await open(connection);
    const mine = ++generation;
    current = opened.value;
    connection.once('close', () => {
      if (generation === mine) current = null;
    });
    return { stop: opened.stop };
  });
  return () => {
    if (current === null) throw new Error('not connected to RabbitMQ');
    return current;
  };
}
