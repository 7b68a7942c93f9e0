import RedisStore from 'connect-redis';
import { csrfSync } from 'csrf-sync';
import type { Request, RequestHandler } from 'express';
import session, { type SessionData } from 'express-session';
import type { Redis } from 'ioredis';

declare module 'express-session' {
  interface SessionData {
    /** Set at sign-in: a session exists only for a signed-in user (decision 0015). */
    userId?: string;
    /** The user's credential version at sign-in: a password set since then ends the session. */
    credentialVersion?: string;
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
 * Server-side sessions (express-session with connect-redis) with a sliding expiry, for signed-in users
 * only: nothing is stored before sign-in (`saveUninitialized: false`, and the forms shown before it
 * carry a stateless token, AnonymousCsrf). The cookie holds a signed random id, HttpOnly,
 * SameSite=Lax, Path=/dashboard, and Secure behind TLS (directly or through a trusted proxy,
 * TRUST_PROXY). `secret` is DASHBOARD_SESSION_SECRET, or one random per process, in which case
 * sessions do not move between gateway replicas.
 */
export function sessions(redis: Redis, ttlSeconds: number, secret: string): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret,
    store: new DashboardSessionStore({
      client: redis,
      prefix: 'rapport:dashboard:session:',
      ttl: ttlSeconds,
    }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/dashboard' },
  });
}

/** Synchronizer tokens (csrf-sync) of signed-in pages: kept in the session, echoed by every form as `_csrf`. */
export const csrf = csrfSync({
  getTokenFromRequest: (req) => (req.body as { _csrf?: unknown } | undefined)?._csrf as string | undefined,
});

/**
 * A new session id for a user after sign-in or set-password (no id set before is ever reused), holding
 * the credential version the user signed in with.
 */
export function startSession(req: Request, user: { id: string; credentialVersion: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.userId = user.id;
      req.session.credentialVersion = user.credentialVersion;
      resolve();
    });
  });
}

export function endSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
}
