import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

export const CSRF_COOKIE = 'rapport_csrf';

/** A form shown before sign-in may be posted for an hour (as long as its cookie lives). */
const TTL_SECONDS = 3_600;
const NONCE = /^[\w-]{43}$/;
const TOKEN = /^(\d{1,12})\.([\w-]{43})$/;

/**
 * CSRF protection of the forms shown before sign-in (sign-in, set-password) that stores nothing on
 * the server (decision 0015): a signed double-submit. The cookie `rapport_csrf` holds a random nonce
 * (HttpOnly, SameSite=Lax, Path=/dashboard, Secure behind TLS); the form's `_csrf` is
 * `<expiry>.<HMAC(nonce, expiry)>` under a key derived from DASHBOARD_SESSION_SECRET. A post counts
 * when its token was signed for the nonce its own cookie carries and has not expired: another site
 * can neither read the cookie nor sign a token. Signed-in pages keep the session's synchronizer token.
 */
export class AnonymousCsrf {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createHmac('sha256', secret).update('rapport dashboard: forms before sign-in').digest();
  }

  /** The token of a form; (re)sets the cookie, keeping the visitor's nonce when it has one. */
  issue(req: Request, res: Response): string {
    const nonce = nonceOf(req) ?? randomBytes(32).toString('base64url');
    res.cookie(CSRF_COOKIE, nonce, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/dashboard',
      maxAge: TTL_SECONDS * 1000,
    });
    const expires = Math.floor(this.now() / 1000) + TTL_SECONDS;
    return `${expires}.${this.sign(nonce, expires)}`;
  }

  isRequestValid(req: Request): boolean {
    const nonce = nonceOf(req);
    const token = (req.body as { _csrf?: unknown } | undefined)?._csrf;
    const match = typeof token === 'string' ? TOKEN.exec(token) : null;
    if (!nonce || !match) return false;
    const expires = Number(match[1]);
    if (expires * 1000 <= this.now()) return false;
    const expected = Buffer.from(this.sign(nonce, expires));
    const given = Buffer.from(match[2]!);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(nonce: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${nonce}.${expires}`).digest('base64url');
  }
}

/** The nonce of the request's `rapport_csrf` cookie, when it carries a well-formed one. */
function nonceOf(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== CSRF_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    if (NONCE.test(value)) return value;
  }
  return undefined;
}
