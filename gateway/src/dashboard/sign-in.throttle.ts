import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { unavailable } from './session.store';

const WINDOW_SECONDS = 15 * 60;

/**
 * Failed sign-ins counted in Redis per client address and per account (organization + email), in a
 * fixed 15-minute window: guessing is slow from one address and against one account from many.
 */
export class SignInThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly limit: number,
  ) {}

  private keys(ip: string, slug: string, email: string): string[] {
    const account = createHash('sha256').update(
      `${slug.trim().toLowerCase()}\n${email.trim().toLowerCase()}`,
    );
    return [
      `rapport:dashboard:sign-in:ip:${ip}`,
      `rapport:dashboard:sign-in:account:${account.digest('hex')}`,
    ];
  }

  /**
   * Claims an attempt before the password is checked: both counters move at once (one MULTI), so
   * concurrent guesses cannot all pass a check made before any of them counted. Returns 0 when the
   * attempt may go on (it counts as failed unless `succeeded` gives it back), else the seconds until
   * another is allowed. An attempt that ends in an error (500, 504) stays counted.
   */
  async claim(ip: string, slug: string, email: string): Promise<number> {
    const keys = this.keys(ip, slug, email);
    const multi = this.redis.multi();
    for (const key of keys) multi.incr(key).expire(key, WINDOW_SECONDS, 'NX').ttl(key);
    const replies = await multi.exec().catch(unavailable);
    if (!replies || replies.some(([err]) => err)) unavailable(new Error('sign-in throttle: MULTI failed'));
    const wait = keys.flatMap((_key, i) => {
      const count = Number(replies![3 * i]![1]);
      const ttl = Number(replies![3 * i + 2]![1]);
      return count > this.limit ? [Math.max(1, ttl)] : [];
    });
    return wait.length ? Math.max(...wait) : 0;
  }

  /** The claimed attempt signed in: it does not count. */
  async succeeded(ip: string, slug: string, email: string): Promise<void> {
    const multi = this.redis.multi();
    // A window that ended meanwhile leaves -1: it still expires (and the next claim counts from 0).
    for (const key of this.keys(ip, slug, email)) multi.decr(key).expire(key, WINDOW_SECONDS, 'NX');
    await multi.exec().catch(unavailable);
  }
}
