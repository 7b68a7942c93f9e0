import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULTS } from '@rapport/platform';
import { connectAmqp, consumerQueueNames } from '@rapport/platform/amqp';
import type { ChannelModel, ConfirmChannel } from 'amqplib';
import { eventually, logLine, type RunningChild, startChild } from './support/child-process';

// A queue worker (startConsumer under runProcess, run as the image runs it) gets SIGTERM while it
// works on a message: it finishes and acks that message, takes no other, exits 0, and every message
// is processed exactly once, by it or by the next worker.

const FIXTURE = 'deploy/test/fixtures/slow-worker.ts';
const COUNT = 8;
const AMQP_URL = process.env.AMQP_URL ?? DEFAULTS.AMQP_URL;

describe('queue worker: graceful shutdown', () => {
  const queue = `deploy-test.slow-worker.${randomUUID()}`;
  const recordFile = path.join(os.tmpdir(), `${queue}.log`);
  const workers: RunningChild[] = [];
  let connection: ChannelModel;
  let channel: ConfirmChannel;

  const records = () =>
    existsSync(recordFile)
      ? readFileSync(recordFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split(' ') as ['started' | 'done', string])
      : [];
  const ids = (state: 'started' | 'done') => records().flatMap(([s, id]) => (s === state ? [id] : []));
  const startWorker = async () => {
    const worker = startChild(FIXTURE, { AMQP_URL, SLOW_QUEUE: queue, SLOW_RECORD_FILE: recordFile });
    workers.push(worker);
    await worker.waitForLine(logLine('consuming'));
    return worker;
  };

  beforeAll(async () => {
    connection = await connectAmqp(AMQP_URL);
    channel = await connection.createConfirmChannel();
    await channel.assertQueue(queue, { durable: true });
    for (let i = 1; i <= COUNT; i++) {
      channel.sendToQueue(queue, Buffer.from(JSON.stringify({ id: `m${i}` })), { persistent: true });
    }
    await channel.waitForConfirms();
  });

  afterAll(async () => {
    for (const worker of workers) worker.kill();
    for (const name of consumerQueueNames(queue)) await channel.deleteQueue(name).catch(() => undefined);
    await connection.close().catch(() => undefined);
    rmSync(recordFile, { force: true });
  });

  it('when SIGTERM arrives while a message is in progress, then it is finished and acked, the process exits 0 and the next worker processes each other message once', async () => {
    const first = await startWorker();
    const inProgress = await eventually(
      () => {
        const started = ids('started');
        const done = ids('done');
        return done.length >= 2 && started.length > done.length ? started.at(-1) : undefined;
      },
      15_000,
      'a message in progress after two done',
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });

    const done = ids('done');
    expect(done).toContain(inProgress);
    expect(ids('started')).toEqual(done);
    // Acked: the queue holds exactly the messages nobody finished (an unacked one would be back too).
    expect((await channel.checkQueue(queue)).messageCount).toBe(COUNT - done.length);

    // The next worker takes the rest: each message processed once in all, none dead-lettered.
    const second = await startWorker();
    await eventually(
      () => (ids('done').length >= COUNT ? true : undefined),
      20_000,
      `${COUNT} messages done`,
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(ids('done').sort()).toEqual(Array.from({ length: COUNT }, (_, i) => `m${i + 1}`).sort());
    expect((await channel.checkQueue(queue)).messageCount).toBe(0);
    expect((await channel.checkQueue(`${queue}.dlq`)).messageCount).toBe(0);
  }, 40_000);
});
