import {
  type Logger,
  TOKEN_LIVE,
  TOKEN_LIVE_TTL_MS,
  TOKEN_REVOKED,
  TOKEN_REVOKED_TTL_MS,
  tokenStatusKey,
} from '@rapport/platform';
import type { Redis } from 'ioredis';
import type { TokenStatusBoard } from '../domain/identity.ports';

/** Token status for the gateways, in Redis (the contract is in the platform's token-status). */
export class RedisTokenStatusBoard implements TokenStatusBoard {
  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  async markLive(tokenId: string, expiresAt: Date | null): Promise<void> {
    const ttl = Math.min(TOKEN_LIVE_TTL_MS, expiresAt ? expiresAt.getTime() - this.now() : Infinity);
    if (ttl < 1) return;
    try {
      // NX: a revocation written meanwhile stays.
      await this.redis.set(tokenStatusKey(tokenId), TOKEN_LIVE, 'PX', Math.floor(ttl), 'NX');
    } catch (err) {
      this.logger.debug({ err }, 'could not mark a token live; gateways will ask again');
    }
  }

  async markRevoked(tokenId: string): Promise<void> {
    await this.redis.set(tokenStatusKey(tokenId), TOKEN_REVOKED, 'PX', TOKEN_REVOKED_TTL_MS);
  }
}
