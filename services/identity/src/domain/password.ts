import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Permits, unavailable } from '@rapport/platform';

/**
 * Passwords: scrypt (memory-hard, in Node's crypto, no native add-on). N = 2^15, r = 8 costs 32 MiB
 * and about 50 ms per hash, OWASP's floor for scrypt. The parameters travel with each hash so they
 * can be raised later without invalidating stored ones.
 */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * Password hashes at once per process. scrypt runs on libuv's threads, 4 by default: four at once take
 * both cores of a small machine, and token checks and keyed requests on the event loop waited twice as
 * long during 12 concurrent sign-ins (issue 24 #15). Half the cores keeps the other half for the loop.
 */
export const passwordWork = new Permits(Math.max(1, Math.floor(availableParallelism() / 2)), {
  maxWaiting: 64,
  refuse: () => unavailable('too many sign-ins at once; retry'),
});

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return passwordWork.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(
          password.normalize('NFKC'),
          salt,
          KEY_LENGTH,
          { N: n, r, p, maxmem: MAX_MEMORY },
          (err, key) => (err ? reject(err) : resolve(key)),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Compares in constant time; an unparsable stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function passwordProblems(password: string): string[] {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return [`password must be at least ${PASSWORD_MIN_LENGTH} characters long`];
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return [`password must be at most ${PASSWORD_MAX_LENGTH} characters long`];
  }
  return [];
}
