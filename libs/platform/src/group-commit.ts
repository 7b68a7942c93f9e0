/**
 * Group commit for a store's writes: `add(items)` runs `flush` at once while fewer than `maxInFlight`
 * flushes run; otherwise the items wait and go out together (at most `maxItems` per flush) when one
 * finishes. So concurrent writers share one store command (and one transaction) instead of one each,
 * and a lone writer waits for nothing. Each `add` settles with the flush that carried its items:
 * - a flush may answer why each item was not written (`ItemErrors`, one entry per item, `undefined`
 *   for a written one): an `add` then rejects with the first error among its own items;
 * - when a shared flush throws, each `add` of it is retried `alone` (default: flush again on its
 *   own), so one writer's failure is not another's; with `alone: false` every `add` of it rejects
 *   with that error instead (for writes whose outcome is unknown after a failure, where a retry
 *   would find its own earlier write).
 * - with `lingerMs`, while writers are concurrent (the last flush carried several adds, or several
 *   wait), a flush that could start waits until its first item is that old (or `maxItems` wait), so
 *   it carries more: for writers that do not wait for it, where a flush costs mostly per command. A
 *   lone writer, one add after another, never waits.
 */
export type ItemErrors = readonly unknown[];

/** Writes items: resolves when all were written, or with why each one was not (`ItemErrors`). */
export type Flush<T> = (items: T[]) => Promise<ItemErrors | undefined> | Promise<void>;

export class GroupCommit<T> {
  private waiting: { items: T[]; settle: (err?: unknown) => void; at: number }[] = [];
  private inFlight = 0;
  private lingering: NodeJS.Timeout | null = null;
  /** The last flush carried more than one add. */
  private shared = false;

  constructor(
    private readonly flush: Flush<T>,
    private readonly options: {
      maxInFlight?: number;
      maxItems?: number;
      alone?: Flush<T> | false;
      lingerMs?: number;
    } = {},
  ) {}

  /** Nothing waits and no flush runs. */
  get idle(): boolean {
    return this.inFlight === 0 && this.waiting.length === 0;
  }

  add(items: T[]): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({
        items,
        settle: (err) => (err === undefined ? resolve() : reject(err)),
        at: Date.now(),
      });
      this.next();
    });
  }

  private next(): void {
    const { maxInFlight = 1, maxItems = 500, lingerMs = 0 } = this.options;
    while (this.inFlight < maxInFlight && this.waiting.length) {
      const wait = lingerMs - (Date.now() - this.waiting[0]!.at);
      const concurrent = this.shared || this.waiting.length > 1;
      if (wait > 0 && concurrent && this.waitingItems() < maxItems) {
        this.lingering ??= setTimeout(() => {
          this.lingering = null;
          this.next();
        }, wait);
        return;
      }
      const group: typeof this.waiting = [];
      let size = 0;
      while (this.waiting.length && (!group.length || size + this.waiting[0]!.items.length <= maxItems)) {
        const add = this.waiting.shift()!;
        group.push(add);
        size += add.items.length;
      }
      this.shared = group.length > 1;
      this.inFlight++;
      void this.run(group).finally(() => {
        this.inFlight--;
        this.next();
      });
    }
  }

  private waitingItems(): number {
    let count = 0;
    for (const add of this.waiting) count += add.items.length;
    return count;
  }

  private async run(group: { items: T[]; settle: (err?: unknown) => void }[]): Promise<void> {
    try {
      const errors = await this.flush(group.flatMap((add) => add.items));
      let offset = 0;
      for (const add of group) {
        add.settle(firstError(errors, offset, add.items.length));
        offset += add.items.length;
      }
      return;
    } catch (err) {
      const failure = err ?? new Error('flush failed');
      if (group.length === 1 || this.options.alone === false) {
        for (const add of group) add.settle(failure);
        return;
      }
    }
    const alone = this.options.alone || this.flush;
    await Promise.all(
      group.map((add) =>
        alone(add.items).then(
          (errors) => add.settle(firstError(errors, 0, add.items.length)),
          (err: unknown) => add.settle(err ?? new Error('flush failed')),
        ),
      ),
    );
  }
}

function firstError(errors: unknown, offset: number, count: number): unknown {
  if (!Array.isArray(errors)) return undefined;
  return errors.slice(offset, offset + count).find((err) => err !== undefined);
}
