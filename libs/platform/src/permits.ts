/**
 * A counted semaphore, first come first served: `acquire(n)` waits until `n` permits are free at once
 * (never a part, so two holders waiting for more cannot block each other). With `maxWaiting`, a caller
 * that would wait behind that many others is refused at once with `refuse()`'s error instead of
 * waiting past any deadline.
 */
export class Permits {
  private free: number;
  private readonly waiting: { n: number; grant: () => void }[] = [];

  constructor(
    readonly size: number,
    private readonly options: { maxWaiting?: number; refuse?: () => Error } = {},
  ) {
    this.free = size;
  }

  /** Permits held now. */
  get held(): number {
    return this.size - this.free;
  }

  async acquire(n = 1): Promise<void> {
    if (n > this.size) throw new RangeError(`${n} permits asked of ${this.size}`);
    if (!this.waiting.length && this.free >= n) {
      this.free -= n;
      return;
    }
    const { maxWaiting = Infinity, refuse = () => new Error('too many waiting') } = this.options;
    if (this.waiting.length >= maxWaiting) throw refuse();
    await new Promise<void>((grant) => this.waiting.push({ n, grant }));
  }

  release(n = 1): void {
    this.free += n;
    for (let next = this.waiting[0]; next && this.free >= next.n; next = this.waiting[0]) {
      this.waiting.shift();
      this.free -= next.n;
      next.grant();
    }
  }

  async run<T>(task: () => Promise<T>, n = 1): Promise<T> {
    await this.acquire(n);
    try {
      return await task();
    } finally {
      this.release(n);
    }
  }
}
