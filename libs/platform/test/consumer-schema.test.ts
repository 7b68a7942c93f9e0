import { randomUUID } from 'node:crypto';
import type { ChannelModel } from 'amqplib';
import pino from 'pino';
import { z } from 'zod';
import { ConfirmPublisher, connectAmqp, consumerQueueNames, startConsumer } from '../src/index.amqp';

// Queue messages are checked by a schema at the door: one that does not match is dead-lettered at
// once with the schema's complaint, and the handler only ever sees messages of its type.
describe('a consumer with a message schema', () => {
  const queue = `platform.schema-test-${randomUUID().slice(0, 8)}`;
  let connection: ChannelModel;
  beforeAll(async () => {
    connection = await connectAmqp(process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
  });
  afterAll(async () => {
    const channel = await connection.createChannel();
    for (const name of consumerQueueNames(queue)) await channel.deleteQueue(name);
    await connection.close();
  });

  it('when a message does not match, then it goes to the dead-letter queue at once, saying why, and the handler never sees it', async () => {
    const seen: { id: string; n: number }[] = [];
    const consumer = await startConsumer(
      connection,
      {
        queue,
        logger: pino({ level: 'silent' }),
        schema: z.object({ id: z.string().min(1), n: z.number().int() }),
      },
      async (body) => {
        seen.push(body);
      },
    );
    const publisher = await ConfirmPublisher.open(connection);
    await publisher.sendToQueue(queue, { id: 'bad', n: 'one' });
    await publisher.sendToQueue(queue, { id: 'good', n: 1 });
    const channel = await connection.createChannel();
    let dead: { body: unknown; error: unknown } | undefined;
    for (let i = 0; i < 100 && (!dead || seen.length === 0); i++) {
      const message = await channel.get(`${queue}.dlq`, { noAck: true });
      if (message)
        dead = {
          body: JSON.parse(message.content.toString()),
          error: message.properties.headers?.['x-rapport-error'],
        };
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await consumer.stop();
    await publisher.close();
    expect(seen).toEqual([{ id: 'good', n: 1 }]);
    expect(dead?.body).toEqual({ id: 'bad', n: 'one' });
    expect(String(dead?.error)).toMatch(/expected number/);
  });
});
