import type { Logger } from './logger';
import { type PeriodicTask, startPeriodic } from './periodic';

/**
 * Keeps the latest value recorded per key in memory and hands them to `sink` in one batch per
 * interval, so a busy key costs one write per interval instead of one per event (token last use).
 * Which value is the latest is `keep`'s choice (by default the one recorded last). Batches are written
 * one at a time, so one process never races itself in the store. A failed batch is kept (later values
 * recorded meanwhile win) and retried on the next tick. At most one interval of values is lost if the
 * process is killed; `stop()` flushes, and `write()` is for callers that must know the write happened.
 */
export class LatestBuffer<V> {
  private pending = new Map<string, V>();
  private task: PeriodicTask | undefined;
  private flushing: Promise<boolean> = Promise.resolve(true);

  constructor(
    private readonly label: string,
    private readonly intervalMs: number,
    private readonly sink: (batch: Map<string, V>) => Promise<void>,
    private readonly logger: Logger,
    private readonly keep: (held: V, recorded: V) => V = (_held, recorded) => recorded,
  ) {}

  start(): void {
    this.task ??= startPeriodic(this.label, this.intervalMs, () => this.flush(), this.logger);
  }

  record(key: string, value: V): void {
    const held = this.pending.get(key);
    this.pending.set(key, held === undefined ? value : this.keep(held, value));
  }

  /** Records the values and writes them now (after a batch already being written); rejects when that write failed. */
  async write(values: Iterable<[string, V]>): Promise<void> {
    for (const [key, value] of values) this.record(key, value);
    if (!(await this.flushNext())) throw new Error(`${this.label}: could not write; will retry`);
  }

  async flush(): Promise<void> {
    await this.flushNext();
  }

  async stop(): Promise<void> {
    await this.task?.stop();
    this.task = undefined;
    await this.flush();
  }

  private flushNext(): Promise<boolean> {
    this.flushing = this.flushing.then(async () => {
      if (!this.pending.size) return true;
      const batch = this.pending;
      this.pending = new Map();
      try {
        await this.sink(batch);
        return true;
      } catch (err) {
        this.logger.warn({ err }, `${this.label}: could not write; will retry`);
        const later = this.pending;
        this.pending = batch;
        for (const [key, value] of later) this.record(key, value);
        return false;
      }
    });
    return this.flushing;
  }
}
