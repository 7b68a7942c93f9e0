import { hashPassword, passwordProblems, verifyPassword } from './password';

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
});
