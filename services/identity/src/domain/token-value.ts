import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** The format (api-decisions) is shared with the gateway, which refuses other values unasked. */
export { isWellFormedToken } from '@rapport/contracts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LENGTH = 40;
export const PREFIX_LENGTH = 12;

/** `rpt_` followed by 40 base62 characters from a CSPRNG (about 238 bits). */
export function generateTokenValue(): string {
  let body = '';
  for (let i = 0; i < BODY_LENGTH; i++) body += ALPHABET[randomInt(ALPHABET.length)];
  return `rpt_${body}`;
}

export function prefixOf(value: string): string {
  return value.slice(0, PREFIX_LENGTH);
}

/**
 * SHA-256 of the token. Tokens are long random strings, so a fast hash is enough (nothing to brute
 * force); it lets the store look a token up by an indexed hash.
 */
export function hashToken(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two hex hashes in constant time. */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
