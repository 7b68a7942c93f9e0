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

  /** Seconds until another attempt is allowed, or 0 when one is allowed now. */
  async retryAfter(ip: string, slug: string, email: string): Promise<number> {
    const keys = this.keys(ip, slug, email);
    const counts = await this.redis.mget(...keys).catch(unavailable);
    const blocked = keys.filter((_key, i) => Number(counts[i] ?? 0) >= this.limit);
    if (!blocked.length) return 0;
    const ttls = await Promise.all(blocked.map((key) => this.redis.ttl(key))).catch(unavailable);
    return Math.max(1, ...ttls);
  }

  async recordFailure(ip: string, slug: string, email: string): Promise<void> {
    const multi = this.redis.multi();
    for (const key of this.keys(ip, slug, email)) multi.incr(key).expire(key, WINDOW_SECONDS, 'NX');
    await multi.exec().catch(unavailable);
  }
}
