import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { HttpError } from '../errors/http-error';

// One sorted set per token: members are the waits held, scored by when they end at the latest (a
// gateway that died holding one leaves it only that long). Trim, count, add: one step in Redis.
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIREAT', KEYS[1], ARGV[2])
return 1`;

/**
 * Concurrent held-open reads (`GET /v1/changes?wait=`) per token, counted in Redis across every
 * gateway replica (issue 48); when Redis fails, in this process's memory (as the rate limits).
 * Past `perToken`, 429 in the error envelope.
 */
export class WaitLimiter {
  private readonly local = new Map<string, number>();

  constructor(
    private readonly redis: Redis,
    private readonly perToken: number,
  ) {}

  /** Holds one wait of the token for at most `holdMs`; resolves with its release, or throws 429. */
  async acquire(tokenId: string, holdMs: number): Promise<() => Promise<void>> {
    const key = `rapport:waits:${tokenId}`;
    const member = randomUUID();
    const now = Date.now();
    let held: number;
    try {
      held = Number(await this.redis.eval(ACQUIRE, 1, key, now, now + holdMs, member, this.perToken));
    } catch {
      return this.acquireLocally(tokenId);
    }
    if (!held) throw this.refusal();
    return async () => {
      await this.redis.zrem(key, member).catch(() => undefined);
    };
  }

  private acquireLocally(tokenId: string): () => Promise<void> {
    const count = this.local.get(tokenId) ?? 0;
    if (count >= this.perToken) throw this.refusal();
    this.local.set(tokenId, count + 1);
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      const left = (this.local.get(tokenId) ?? 1) - 1;
      if (left > 0) this.local.set(tokenId, left);
      else this.local.delete(tokenId);
    };
  }

  private refusal(): HttpError {
    return new HttpError(
      429,
      `this token holds ${this.perToken} waiting reads of the change feed already (CHANGES_WAITS_PER_TOKEN): wait for one to answer, or read without wait`,
      { 'Retry-After': '1' },
    );
  }
}
