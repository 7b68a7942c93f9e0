import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface Session {
  /** Synchronizer token every form and mutating call must echo (CSRF). */
  csrf: string;
  /** Null before sign-in: an anonymous session only carries the sign-in form's CSRF token. */
  userId: string | null;
  createdAt: number;
}

/** Redis failed: the dashboard answers 503 (it cannot check sessions, CSRF tokens or throttles). */
export class SessionsUnavailable extends Error {
  constructor(cause: unknown) {
    super('dashboard sessions are unavailable', { cause });
  }
}

export const unavailable = (err: unknown): never => {
  throw new SessionsUnavailable(err);
};

/** Anonymous sessions (sign-in and set-password forms) are short-lived. */
const ANONYMOUS_TTL_SECONDS = 3_600;
const random = () => randomBytes(32).toString('base64url');
// Redis holds a hash of the cookie value, so a dump of Redis yields no usable session ids.
const keyOf = (id: string) => `rapport:dashboard:session:${createHash('sha256').update(id).digest('hex')}`;

/** Server-side dashboard sessions in Redis, with a sliding expiry. */
export class RedisSessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
  ) {}

  /** A new session under a new id (also on sign-in, so an id set before sign-in is never reused). */
  async create(userId: string | null): Promise<{ id: string; session: Session }> {
    const id = random();
    const session: Session = { csrf: random(), userId, createdAt: Date.now() };
    await this.redis.set(keyOf(id), JSON.stringify(session), 'EX', this.ttlOf(session)).catch(unavailable);
    return { id, session };
  }

  async get(id: string | undefined): Promise<Session | null> {
    if (!id || id.length > 100) return null;
    const key = keyOf(id);
    const raw = await this.redis.get(key).catch(unavailable);
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    await this.redis.expire(key, this.ttlOf(session)).catch(unavailable);
    return session;
  }

  async destroy(id: string | undefined): Promise<void> {
    if (id) await this.redis.del(keyOf(id)).catch(unavailable);
  }

  private ttlOf(session: Session): number {
    return session.userId ? this.ttlSeconds : Math.min(ANONYMOUS_TTL_SECONDS, this.ttlSeconds);
  }
}

export function csrfMatches(session: Session | null, given: unknown): boolean {
  if (!session || typeof given !== 'string') return false;
  const a = Buffer.from(session.csrf);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
