import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER_FORMAT = /^sha256=([0-9a-f]{64})$/i;

/** `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`. */
export function signatureOf(rawBody: Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Constant-time comparison, so the answer time tells an attacker nothing about the expected value. */
export function verifySignature(rawBody: Buffer, appSecret: string, header: string | undefined): boolean {
  const given = HEADER_FORMAT.exec(header?.trim() ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), expected);
}

export const hasSignatureFormat = (header: string | undefined) => HEADER_FORMAT.test(header?.trim() ?? '');

/** The handshake's token, compared in constant time as well. */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHmac('sha256', 'verify').update(given).digest();
  const b = createHmac('sha256', 'verify').update(expected).digest();
  return timingSafeEqual(a, b);
}
