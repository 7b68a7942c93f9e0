import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../errors/http-error';

/** A fixed-window limiter in Redis that falls back to this process's memory when Redis fails. */
function redisLimiter(redis: Redis, keyPrefix: string, points: number, duration: number): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration,
    insuranceLimiter: new RateLimiterMemory({ points, duration }),
  });
}

export interface RateDecision {
  headers: Record<string, string>;
}

/**
 * Per-token fixed-window limit in Redis. The limit is the organization's (identity says how many per
 * minute), so limiters are kept per distinct limit. If Redis fails, an in-memory limiter per process
 * takes over instead of failing every request.
 */
export class TokenRateLimiter {
  private readonly limiters = new Map<number, RateLimiterRedis>();

  constructor(
    private readonly redis: Redis,
    private readonly windowSeconds: number,
  ) {}

  private limiterFor(points: number): RateLimiterRedis {
    let limiter = this.limiters.get(points);
    if (!limiter) {
      limiter = redisLimiter(this.redis, `rapport:rl:${points}`, points, this.windowSeconds);
      this.limiters.set(points, limiter);
    }
    return limiter;
  }

  /** Consumes one request; resolves with the headers or throws a 429 carrying them. */
  async consume(tokenId: string, limit: number): Promise<RateDecision> {
    const points = limit > 0 ? limit : 100;
    try {
      const res = await this.limiterFor(points).consume(tokenId, 1);
      return { headers: headersOf(points, res) };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new HttpError(
        429,
        `rate limit of ${points} requests per minute exceeded; retry after ${retryAfter} s`,
        {
          ...headersOf(points, rejection),
          'Retry-After': String(retryAfter),
        },
      );
    }
  }
}

function headersOf(limit: number, res: RateLimiterRes): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(limit),
    'X-RateLimit-Remaining': String(Math.max(0, res.remainingPoints)),
    'X-RateLimit-Reset': String(Math.ceil((Date.now() + res.msBeforeNext) / 1000)),
  };
}

/**
 * Failed authentications per client address, in Redis (in memory when Redis fails), as api-decisions
 * says: after `perMinute` failures in a window that began with the first one, every further request
 * with a missing or invalid token from that address answers 429 with Retry-After until the window
 * ends. Requests with a valid token are not affected (only failures are counted and answered here).
 */
export class AuthFailureLimiter {
  private readonly limiter: RateLimiterRedis;

  constructor(redis: Redis, perMinute: number) {
    this.limiter = redisLimiter(redis, 'rapport:authfail', perMinute, 60);
  }

  /** Counts one failure; throws 429 when the address is past its budget (the caller answers 401). */
  async fail(address: string): Promise<void> {
    try {
      await this.limiter.consume(address, 1);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) return;
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new HttpError(
        429,
        `too many failed authentications from this address; retry after ${retryAfter} s`,
        { 'Retry-After': String(retryAfter) },
      );
    }
  }
}
