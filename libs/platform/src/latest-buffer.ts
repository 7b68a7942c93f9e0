import type { Logger } from './logger';
import { type PeriodicTask, startPeriodic } from './periodic';

/**
 * Keeps the latest value recorded per key in memory and hands them to `sink` in one batch per
 * interval, so a busy key costs one write per interval instead of one per event (token last use).
 * A failed batch is kept (newer values recorded meanwhile win) and retried on the next tick. At most
 * one interval of values is lost if the process is killed; `stop()` flushes.
 */
export class LatestBuffer<V> {
  private pending = new Map<string, V>();
  private task: PeriodicTask | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly label: string,
    private readonly intervalMs: number,
    private readonly sink: (batch: Map<string, V>) => Promise<void>,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.task ??= startPeriodic(this.label, this.intervalMs, () => this.flush(), this.logger);
  }

  record(key: string, value: V): void {
    this.pending.set(key, value);
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (!this.pending.size) return;
      const batch = this.pending;
      this.pending = new Map();
      try {
        await this.sink(batch);
      } catch (err) {
        this.logger.warn({ err }, `${this.label}: could not write; will retry`);
        for (const [key, value] of batch) if (!this.pending.has(key)) this.pending.set(key, value);
      }
    });
    return this.flushing;
  }

  async stop(): Promise<void> {
    await this.task?.stop();
    this.task = undefined;
    await this.flush();
  }
}
