import { availableParallelism } from 'node:os';
import { hashPassword, passwordProblems, passwordWork, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('when a password is hashed, then only the same password verifies and the hash carries its parameters', async () => {
    const sut = await hashPassword('correct horse battery staple');
    expect(sut).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    await expect(verifyPassword('correct horse battery staple', sut)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery stapler', sut)).resolves.toBe(false);
    expect(await hashPassword('correct horse battery staple')).not.toBe(sut);
  });

  it('when the stored value is not a scrypt hash, then nothing verifies', async () => {
    await expect(verifyPassword('x', 'plain')).resolves.toBe(false);
  });

  it('when a password is short or huge, then it is refused with the rule', () => {
    expect(passwordProblems('short')).toEqual(['password must be at least 12 characters long']);
    expect(passwordProblems('x'.repeat(201))).toEqual(['password must be at most 200 characters long']);
    expect(passwordProblems('long enough pass')).toEqual([]);
  });

  it('when 12 sign-ins hash at once, then no more than half the cores hash at the same time and all verify', async () => {
    const stored = await hashPassword('correct horse battery staple');
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, passwordWork.held);
    }, 1);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => verifyPassword('correct horse battery staple', stored)),
    );
    clearInterval(watch);
    expect(results.every(Boolean)).toBe(true);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(passwordWork.size);
    // Half the cores at most (libuv's 4 threads would take every core of this 2-core machine).
    expect(passwordWork.size * 2).toBeLessThanOrEqual(Math.max(2, availableParallelism()));
  });
});
