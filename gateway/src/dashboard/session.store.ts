import { randomBytes } from 'node:crypto';
import RedisStore from 'connect-redis';
import { csrfSync } from 'csrf-sync';
import type { Request, RequestHandler } from 'express';
import session, { type SessionData } from 'express-session';
import type { Redis } from 'ioredis';

declare module 'express-session' {
  interface SessionData {
    /** Absent before sign-in: an anonymous session only carries the forms' CSRF token. */
    userId?: string;
  }
}

export const SESSION_COOKIE = 'rapport_session';

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

// biome-ignore lint/suspicious/noExplicitAny: express-session's own callback type
type Callback = (err?: any, value?: any) => void;
const wrapped = (cb: Callback | undefined) => (err?: unknown, value?: SessionData | null) =>
  cb?.(err ? new SessionsUnavailable(err) : undefined, value);

/** connect-redis, with Redis failures reported as SessionsUnavailable (503, not 500). */
class DashboardSessionStore extends RedisStore {
  override get(sid: string, cb?: Callback) {
    return super.get(sid, wrapped(cb));
  }
  override set(sid: string, sess: SessionData, cb?: Callback) {
    return super.set(sid, sess, wrapped(cb));
  }
  override touch(sid: string, sess: SessionData, cb?: Callback) {
    return super.touch(sid, sess, wrapped(cb));
  }
  override destroy(sid: string, cb?: Callback) {
    return super.destroy(sid, wrapped(cb));
  }
}

/**
 * Server-side sessions (express-session with connect-redis) with a sliding expiry: the cookie holds a
 * signed random id, HttpOnly, SameSite=Lax, Path=/dashboard, and Secure behind TLS (directly or through
 * a trusted proxy, TRUST_PROXY). Without `secret` each process signs with its own random key, so
 * sessions do not move between gateway replicas: set DASHBOARD_SESSION_SECRET when running several.
 */
export function sessions(redis: Redis, ttlSeconds: number, secret: string | undefined): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: secret ?? randomBytes(32).toString('base64url'),
    store: new DashboardSessionStore({
      client: redis,
      prefix: 'rapport:dashboard:session:',
      ttl: (sess: SessionData) => (sess.userId ? ttlSeconds : Math.min(ANONYMOUS_TTL_SECONDS, ttlSeconds)),
    }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/dashboard' },
  });
}

/** Synchronizer tokens (csrf-sync): kept in the session, echoed by every form as `_csrf`. */
export const csrf = csrfSync({
  getTokenFromRequest: (req) => (req.body as { _csrf?: unknown } | undefined)?._csrf as string | undefined,
});

/** A new session id for a user after sign-in (no id set before sign-in is ever reused). */
export function startSession(req: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.userId = userId;
      resolve();
    });
  });
}

export function endSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
}
