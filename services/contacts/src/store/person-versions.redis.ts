import { randomUUID } from 'node:crypto';
import { type Logger, unavailable } from '@rapport/platform';
import type { Redis } from 'ioredis';

/**
 * The version of each person in Redis: what lets every contacts replica answer a person from its own
 * memory and still never answer one older than an acknowledged write (decision 0018).
 *
 * One hash per person, `w` = writes in flight, `v` = a random version:
 * - a write first adds itself to `w` and sets a new `v` (if Redis does not take that, the write is
 *   refused before the store is touched), then writes the store, then leaves `w` and sets another new
 *   `v`. If that last step fails, `w` stays up and nobody serves the person from memory until the
 *   hash expires;
 * - a read asks for `v` before it reads the store and keeps what it read under that `v`; a version
 *   is answered only while no write is in flight. A lost hash (expiry, eviction, a Redis restart)
 *   gets a new random version, which no memory holds.
 */
const READ = `
local w = tonumber(redis.call('HGET', KEYS[1], 'w') or '0')
if w > 0 then return false end
local v = redis.call('HGET', KEYS[1], 'v')
if not v then
  v = ARGV[1]
  redis.call('HSET', KEYS[1], 'v', v)
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return v`;

const BEGIN = `
redis.call('HINCRBY', KEYS[1], 'w', 1)
redis.call('HSET', KEYS[1], 'v', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

const END = `
if redis.call('HINCRBY', KEYS[1], 'w', -1) <= 0 then redis.call('HDEL', KEYS[1], 'w') end
redis.call('HSET', KEYS[1], 'v', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

type VersionCommands = {
  personVersionRead(key: string, fresh: string, ttlMs: number): Promise<string | null>;
  personVersionBegin(key: string, fresh: string, ttlMs: number): Promise<number>;
  personVersionEnd(key: string, fresh: string, ttlMs: number): Promise<number>;
};

export const personVersionKey = (organizationId: string, id: string) =>
  `rapport:contacts:person:{${organizationId}}:${id}:version`;

export class PersonVersions {
  private readonly redis: Redis & VersionCommands;

  /** `ttlMs`: how long a version lives untouched (and a failed write keeps its person out of memory). */
  constructor(
    redis: Redis,
    private readonly ttlMs: number,
    private readonly logger: Logger,
  ) {
    redis.defineCommand('personVersionRead', { numberOfKeys: 1, lua: READ });
    redis.defineCommand('personVersionBegin', { numberOfKeys: 1, lua: BEGIN });
    redis.defineCommand('personVersionEnd', { numberOfKeys: 1, lua: END });
    this.redis = redis as Redis & VersionCommands;
  }

  /** The version to read under, or null when memory must not be used (a write in flight, no Redis). */
  async current(organizationId: string, id: string): Promise<string | null> {
    try {
      return await this.redis.personVersionRead(
        personVersionKey(organizationId, id),
        randomUUID(),
        this.ttlMs,
      );
    } catch (err) {
      this.logger.debug({ err }, 'person version unavailable: reading the store');
      return null;
    }
  }

  /** Runs a write of the person between the two version steps; refused (UNAVAILABLE) without Redis. */
  async writing<T>(organizationId: string, id: string, write: () => Promise<T>): Promise<T> {
    const key = personVersionKey(organizationId, id);
    try {
      await this.redis.personVersionBegin(key, randomUUID(), this.ttlMs);
    } catch (err) {
      throw unavailable('the people cache (Redis) is unavailable', err);
    }
    try {
      return await write();
    } finally {
      await this.redis.personVersionEnd(key, randomUUID(), this.ttlMs).catch((err: unknown) => {
        this.logger.warn(
          { err, personId: id },
          'person version not closed: served from the store until it expires',
        );
      });
    }
  }
}
