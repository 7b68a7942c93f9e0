import { ConfirmPublisher, connectAmqp, type EventEnvelope, type Logger } from '@rapport/platform';
import type { ChannelModel } from 'amqplib';

export interface EventPublisher {
  /** Resolves once the broker confirmed the event; rejects otherwise. */
  publish(event: EventEnvelope): Promise<void>;
  close(): Promise<void>;
}

/**
 * Publishes events on rapport.events with publisher confirms. Connects on first use and again after
 * the connection or channel was lost, so a broker restart only delays events (the outbox keeps them).
 */
export class AmqpEventPublisher implements EventPublisher {
  private current: Promise<{ connection: ChannelModel; publisher: ConfirmPublisher }> | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
    private readonly timeoutMs = 2_000,
  ) {}

  /** Bounded as a whole (connect included), so a stalled broker never holds a request for long. */
  async publish(event: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('event publisher is closed');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no broker confirm in time')), this.timeoutMs);
    });
    try {
      await Promise.race([this.open().then(({ publisher }) => publisher.publishEvent(event)), timeout]);
    } catch (err) {
      this.reset();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const current = this.current;
    this.current = null;
    const opened = await current?.catch(() => null);
    if (opened) {
      await opened.publisher.close();
      await opened.connection.close().catch(() => undefined);
    }
  }

  private open() {
    if (!this.current) {
      const opening = (async () => {
        const connection = await connectAmqp(this.url, { recoverable: true });
        connection.on('error', (err: Error) =>
          this.logger.warn({ err: err.message }, 'AMQP connection error'),
        );
        connection.on('close', () => {
          if (this.current === opening) this.current = null;
        });
        try {
          return { connection, publisher: await ConfirmPublisher.open(connection) };
        } catch (err) {
          await connection.close().catch(() => undefined);
          throw err;
        }
      })();
      opening.catch(() => {
        if (this.current === opening) this.current = null;
      });
      this.current = opening;
    }
    return this.current;
  }

  /** Drops the connection after a failed publish; the next publish opens a new one. */
  private reset(): void {
    const current = this.current;
    this.current = null;
    void current?.then(
      ({ connection }) => connection.close().catch(() => undefined),
      () => undefined,
    );
  }
}
