import amqp, { type Channel, type ChannelModel, type RecoveringChannelModel } from 'amqplib';
import { ConfirmPublisher, type RunningConsumer } from './amqp';
import type { EventEnvelope, EventPublisher } from './events';
import type { Logger } from './logger';

const PUBLISH_TIMEOUT_MS = 5_000;

/** A consumer to (re)start on every connection. */
export type ConsumerStarter = (connection: ChannelModel) => Promise<RunningConsumer>;

/**
 * A service's RabbitMQ link for services with an outbox: one connection that reconnects with backoff,
 * a confirm channel for events, and consumers restarted after each reconnect. While the broker is
 * away, writes keep working and their events wait in the outbox.
 */
export class Broker implements EventPublisher {
  private connection: ChannelModel | null = null;
  private publisher: Promise<ConfirmPublisher> | null = null;
  private consumers: RunningConsumer[] = [];
  private model: RecoveringChannelModel | null = null;
  private readonly starters: ConsumerStarter[] = [];

  private constructor(private readonly logger: Logger) {}

  /**
   * Connects. By default it fails when the broker cannot be reached at start (a process should not
   * start half-wired); with `waitForConnect: false` it returns at once and connects in the background
   * (publishes reject until then, so events stay in the outbox).
   */
  static async open(
    url: string,
    logger: Logger,
    options: { waitForConnect?: boolean } = {},
  ): Promise<Broker> {
    const broker = new Broker(logger);
    const waitForConnect = options.waitForConnect ?? true;
    broker.model = await amqp.connect(url, {
      recovery: {
        initialMaxRetries: waitForConnect ? 0 : Number.POSITIVE_INFINITY,
        maxDelay: 10_000,
        waitForConnect,
        setup: (connection: ChannelModel) => broker.setup(connection),
      },
    });
    broker.model.on('disconnect', (err: Error) => {
      logger.warn({ err }, 'RabbitMQ connection lost: reconnecting (events wait in the outbox)');
      broker.connection = null;
      broker.publisher = null;
      broker.consumers = [];
    });
    broker.model.on('error', (err: Error) => logger.warn({ err }, 'RabbitMQ connection error'));
    return broker;
  }

  /** Starts a consumer now (when connected) and again after every reconnect. */
  async consume(start: ConsumerStarter): Promise<void> {
    this.starters.push(start);
    if (this.connection) this.consumers.push(await start(this.connection));
  }

  private async setup(connection: ChannelModel): Promise<void> {
    const consumers: RunningConsumer[] = [];
    for (const start of this.starters) consumers.push(await start(connection));
    this.connection = connection;
    this.consumers = consumers;
    this.publisher = null;
    this.logger.info('connected to RabbitMQ');
  }

  publish(event: EventEnvelope): Promise<void> {
    return this.withPublisher((publisher) => publisher.publishEvent(event));
  }

  /**
   * Any confirmed publish (a work queue, another exchange) on the current connection's confirm
   * channel, with the same timeout and the same recovery as `publish`.
   */
  async withPublisher(send: (publisher: ConfirmPublisher) => Promise<void>): Promise<void> {
    const opening = this.openPublisher();
    try {
      const publisher = await opening;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('publish not confirmed in time')), PUBLISH_TIMEOUT_MS);
      });
      await Promise.race([send(publisher), timeout]).finally(() => clearTimeout(timer));
    } catch (err) {
      // The channel may be dead while the connection lives: open a fresh one next time.
      if (this.publisher === opening) this.publisher = null;
      void opening.then((p) => p.close()).catch(() => undefined);
      throw err;
    }
  }

  private openPublisher(): Promise<ConfirmPublisher> {
    if (!this.connection) return Promise.reject(new Error('not connected to RabbitMQ'));
    this.publisher ??= ConfirmPublisher.open(this.connection);
    return this.publisher;
  }

  /** Drains the consumers (in-flight messages finish), then closes the connection. */
  async stop(): Promise<void> {
    await Promise.allSettled(this.consumers.map((consumer) => consumer.stop()));
    this.consumers = [];
    const publisher = this.publisher;
    this.publisher = null;
    await publisher?.then((p) => p.close()).catch(() => undefined);
    await this.model?.close().catch(() => undefined);
  }
}

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

/**
 * Declares exchanges and queues on every (re)connection, for a process that publishes to a queue
 * it does not consume (a message published before any consumer ever ran must find its queue: the
 * broker confirms, and drops, what matches no queue): `broker.consume(declareOnConnect(...))`.
 */
export function declareOnConnect(declare: (channel: Channel) => Promise<void>): ConsumerStarter {
  return async (connection) => {
    const channel = await connection.createChannel();
    await declare(channel);
    await channel.close();
    return { stop: async () => undefined };
  };
}
