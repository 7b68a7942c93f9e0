import { randomUUID } from 'node:crypto';
import type { ChannelModel } from 'amqplib';
import pino from 'pino';
import { z } from 'zod';
import {
  ATTEMPTS_HEADER,
  ConfirmPublisher,
  connectAmqp,
  consumerQueueNames,
  startConsumer,
} from '../src/index.amqp';

// A retry waits its own backoff: RabbitMQ expires messages only at the head of a queue, so retries
// with different delays must not share one queue (a long one would hold back every shorter one).
describe('a consumer retrying failed messages', () => {
  const queue = `platform.retry-test-${randomUUID().slice(0, 8)}`;
  const retry = { maxAttempts: 5, baseDelayMs: 200 };
  let connection: ChannelModel;
  beforeAll(async () => {
    connection = await connectAmqp(process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
  });
  afterAll(async () => {
    const channel = await connection.createChannel();
    for (const name of consumerQueueNames(queue, retry)) await channel.deleteQueue(name);
    await connection.close();
  });

  it('when a message with a long backoff is retried before one with a short backoff, then the short one comes back after its own delay', async () => {
    const failedAt = new Map<string, number>();
    const back: { id: string; waitedMs: number }[] = [];
    const consumer = await startConsumer(
      connection,
      {
        queue,
        prefetch: 1,
        ...retry,
        logger: pino({ level: 'silent' }),
        schema: z.object({ id: z.string() }),
      },
      async ({ id }) => {
        const failed = failedAt.get(id);
        if (failed === undefined) {
          failedAt.set(id, Date.now());
          throw new Error(`${id} fails once`);
        }
        back.push({ id, waitedMs: Date.now() - failed });
      },
    );
    const publisher = await ConfirmPublisher.open(connection);
    // Its fourth attempt fails: it waits 200 ms * 2^3 = 1.6 s. The short one fails its first: 200 ms.
    await publisher.sendToQueue(queue, { id: 'long' }, { headers: { [ATTEMPTS_HEADER]: 3 } });
    await publisher.sendToQueue(queue, { id: 'short' });
    for (let i = 0; i < 200 && back.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    await consumer.stop();
    await publisher.close();

    expect(back.map((b) => b.id)).toEqual(['short', 'long']);
    expect(back[0]!.waitedMs).toBeLessThan(1_000);
    expect(back[1]!.waitedMs).toBeGreaterThanOrEqual(1_500);
  });
});
