import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Header of every delivery (api-decisions): `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'Rapport-Signature';

/** A new signing secret: `whsec_` and 32 random bytes, base64url (shown once, stored to sign). */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The header value for `body` sent at `timestamp` (Unix seconds). */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/**
 * What a receiver does (README's example, and the tests): recompute the digest of `<t>.<body>`,
 * compare in constant time, and refuse timestamps older than `toleranceSeconds` (replays).
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): boolean {
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const eq = item.indexOf('=');
    if (eq > 0) parts.set(item.slice(0, eq), [...(parts.get(item.slice(0, eq)) ?? []), item.slice(eq + 1)]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(timestamp)) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'));
  return (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
