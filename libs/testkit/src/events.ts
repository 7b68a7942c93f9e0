import { EVENTS_EXCHANGE, type EventEnvelope } from '@rapport/platform';
import { connectAmqp } from '@rapport/platform/amqp';
import type { Channel, ChannelModel } from 'amqplib';

export interface EventQueue {
  /** Events received so far. */
  received: EventEnvelope[];
  /** Waits until `predicate` holds for the received events (or fails after `timeoutMs`). */
  waitFor(predicate: (events: EventEnvelope[]) => boolean, timeoutMs?: number): Promise<EventEnvelope[]>;
  /**
   * The received events that `select` picks, once there are at least `atLeast` of them and `quietMs`
   * more have passed (a duplicate or a stray event would have arrived by then).
   */
  settled(
    select: (event: EventEnvelope) => boolean,
    atLeast: number,
    quietMs?: number,
  ): Promise<EventEnvelope[]>;
  close(): Promise<void>;
}

/** An exclusive, auto-deleted queue bound to rapport.events, to observe what services publish. */
export async function eventQueue(
  routingKeys: string[],
  amqpUrl = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
): Promise<EventQueue> {
  const connection: ChannelModel = await connectAmqp(amqpUrl, { recoverable: true });
  const channel: Channel = await connection.createChannel();
  await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
  const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
  for (const key of routingKeys) await channel.bindQueue(queue, EVENTS_EXCHANGE, key);
  const received: EventEnvelope[] = [];
  await channel.consume(queue, (message) => {
    if (!message) return;
    received.push(JSON.parse(message.content.toString()) as EventEnvelope);
    channel.ack(message);
  });
  const waitFor: EventQueue['waitFor'] = async (predicate, timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs;
    while (!predicate(received)) {
      if (Date.now() > until)
        throw new Error(`timed out waiting for events; got ${JSON.stringify(received.map((e) => e.type))}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return received;
  };
  return {
    received,
    waitFor,
    settled: async (select, atLeast, quietMs = 500) => {
      await waitFor(() => received.filter(select).length >= atLeast);
      await new Promise((r) => setTimeout(r, quietMs));
      return received.filter(select);
    },
    close: async () => {
      await channel.close().catch(() => undefined);
      await connection.close().catch(() => undefined);
    },
  };
}
