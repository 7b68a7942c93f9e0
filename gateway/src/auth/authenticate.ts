import { createHash } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { isWellFormedToken, type Output } from '@rapport/contracts';
import {
  type CallContext,
  isServiceError,
  LatestBuffer,
  type Logger,
  TOKEN_LIVE,
  tokenStatusKey,
} from '@rapport/platform';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { GatewayClients } from '../clients/clients';
import { HttpError } from '../errors/http-error';
import type { AuthFailureLimiter, RateDecision, TokenRateLimiter } from '../rate-limit/rate-limiter';

/** Who calls: the token of the request and its organization, as identity verified them. */
export interface AuthContext {
  token: Output<'identity', 'Token'>;
  organization: Output<'identity', 'Organization'>;
}

const BEARER = /^Bearer ([^\s]+)$/;

const unauthorized = () =>
  new HttpError(401, 'invalid or missing bearer token', { 'WWW-Authenticate': 'Bearer realm="rapport"' });

export function bearerTokenOf(header: string | undefined): string | null {
  if (!header || header.length > 100) return null;
  const token = BEARER.exec(header)?.[1];
  // The token format of api-decisions; anything else is rejected without asking identity.
  return token && isWellFormedToken(token) ? token : null;
}

export const forbidden = (scope: string) => new HttpError(403, `this token lacks the scope "${scope}"`);

/** What identity answered for a token and a scope, kept for `cacheTtlMs`. */
interface Verification extends AuthContext {
  granted: boolean;
  expiresAtMs: number | null;
}

export interface Authenticated {
  auth: AuthContext;
  granted: boolean;
  /** The rate-limit headers of this request (a 429 is thrown instead when over the limit). */
  rate: RateDecision;
}

export interface AuthenticatorOptions {
  clients: GatewayClients;
  redis: Redis;
  rateLimiter: TokenRateLimiter;
  failures: AuthFailureLimiter;
  logger: Logger;
  /** How long a verification is reused; organization changes (plan, rate limit) show after this. */
  cacheTtlMs: number;
  /** How often the uses of cached tokens are reported to identity. */
  useFlushMs: number;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
const unwrap = <T>(result: Settled<T>): T => {
  if (!result.ok) throw result.error;
  return result.value;
};

/**
 * Authenticates a request and consumes its rate limit.
 *
 * The first request of a token (per scope) asks identity, which reads the store. Later ones reuse that
 * answer for `cacheTtlMs` and check in Redis, in the same round trip as the rate limit, that identity
 * still marks the token live (platform token-status): a revocation is written there before it is
 * confirmed, so it applies to the very next request on every gateway. Expiry is checked against the
 * cached expiry on every request. When the status is anything but live, or Redis does not answer,
 * identity is asked again. Uses of cached tokens are reported to identity in batches (last use).
 */
export class Authenticator {
  private readonly verified: LRUCache<string, Verification>;
  private readonly uses: LatestBuffer<{ at: string; ip: string }>;

  constructor(private readonly options: AuthenticatorOptions) {
    this.verified = new LRUCache({ max: 10_000, ttl: options.cacheTtlMs });
    this.uses = new LatestBuffer(
      'token use report',
      options.useFlushMs,
      (batch) =>
        options.clients.identity
          .recordTokenUse(
            { deadlineMs: 5_000 },
            { uses: [...batch].map(([tokenId, use]) => ({ tokenId, at: use.at, clientIp: use.ip })) },
          )
          .then(() => undefined),
      options.logger,
    );
  }

  start(): void {
    this.uses.start();
  }

  /** Reports the uses still buffered. */
  stop(): Promise<void> {
    return this.uses.stop();
  }

  async authenticate(
    header: string | undefined,
    clientIp: string,
    scope: string,
    call: CallContext,
  ): Promise<Authenticated> {
    const token = bearerTokenOf(header);
    if (!token) return this.fail(clientIp);
    const key = `${createHash('sha256').update(token).digest('base64')} ${scope}`;
    const cached = this.verified.get(key);
    if (cached && (cached.expiresAtMs === null || cached.expiresAtMs > Date.now())) {
      const tokenId = cached.token.id;
      const [live, rate] = await Promise.all([
        this.isLive(tokenId),
        settle(this.options.rateLimiter.consume(tokenId, cached.organization.rateLimitPerMinute)),
      ]);
      if (live) {
        const at = new Date().toISOString();
        this.uses.record(tokenId, { at, ip: clientIp });
        return {
          auth: {
            token: { ...cached.token, lastUsedAt: at, lastUsedIp: clientIp },
            organization: cached.organization,
          },
          granted: cached.granted,
          rate: unwrap(rate),
        };
      }
      const fresh = await this.verify(key, token, clientIp, scope, call);
      return { auth: fresh, granted: fresh.granted, rate: unwrap(rate) };
    }
    if (cached) this.verified.delete(key);
    const fresh = await this.verify(key, token, clientIp, scope, call);
    const rate = await this.options.rateLimiter.consume(
      fresh.token.id,
      fresh.organization.rateLimitPerMinute,
    );
    return { auth: fresh, granted: fresh.granted, rate };
  }

  /** Counts the failure against the address: 401, or 429 once the address used up its failures. */
  private async fail(clientIp: string): Promise<never> {
    await this.options.failures.fail(clientIp);
    throw unauthorized();
  }

  private async isLive(tokenId: string): Promise<boolean> {
    try {
      return (await this.options.redis.get(tokenStatusKey(tokenId))) === TOKEN_LIVE;
    } catch {
      return false;
    }
  }

  /** Asks identity (which reads the store and records the use) and caches a positive answer. */
  private async verify(
    key: string,
    token: string,
    clientIp: string,
    scope: string,
    call: CallContext,
  ): Promise<Verification> {
    let verified: Output<'identity', 'VerifyTokenResponse'>;
    try {
      verified = await this.options.clients.identity.verifyToken(call, {
        token,
        clientIp,
        requiredScope: scope,
      });
    } catch (err) {
      if (isServiceError(err) && err.code === grpc.status.UNAUTHENTICATED) {
        this.verified.delete(key);
        return this.fail(clientIp);
      }
      throw err;
    }
    if (!verified.token || !verified.organization) throw unauthorized();
    const expiresAtMs = verified.token.expiresAt ? Date.parse(verified.token.expiresAt) : null;
    const verification = {
      token: verified.token,
      organization: verified.organization,
      granted: verified.granted,
      expiresAtMs,
    };
    this.verified.set(key, verification);
    return verification;
  }
}
