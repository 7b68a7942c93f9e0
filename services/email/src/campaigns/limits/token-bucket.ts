import type { RateLimiter } from '../domain/campaign.ports';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A token bucket of `ratePerSecond` tokens a second, holding at most one second's worth (the burst).
 * A caller without a token reserves the next one (the balance goes negative) and sleeps until it is
 * due, so waiting callers are served in order and the long-run rate never exceeds the limit.
 * `ratePerSecond` 0 means no limit.
 */
export class TokenBucket implements RateLimiter {
  private tokens: number;
  private last: number;
  private readonly capacity: number;

  constructor(
    private readonly ratePerSecond: number,
    private readonly now: () => number = () => performance.now(),
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {
    this.capacity = Math.max(1, ratePerSecond);
    this.tokens = this.capacity;
    this.last = now();
  }

  take(count = 1): Promise<void> {
    if (this.ratePerSecond <= 0) return Promise.resolve();
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) * this.ratePerSecond) / 1000);
    this.last = now;
    this.tokens -= count;
    if (this.tokens >= 0) return Promise.resolve();
    return this.wait((-this.tokens * 1000) / this.ratePerSecond);
  }
}
