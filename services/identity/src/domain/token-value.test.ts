import { generateTokenValue, hashesEqual, hashToken, isWellFormedToken, prefixOf } from './token-value';

describe('token values', () => {
  it('when a token is generated, then it is rpt_ and 40 base62 characters, and unique', () => {
    const values = new Set(Array.from({ length: 200 }, generateTokenValue));
    expect(values.size).toBe(200);
    for (const value of values) expect(value).toMatch(/^rpt_[0-9A-Za-z]{40}$/);
  });

  it('when a token is generated, then its characters cover the whole base62 alphabet', () => {
    const chars = new Set(
      [...Array.from({ length: 200 }, generateTokenValue).join('')].filter((_, i) => i % 44 >= 4),
    );
    expect(chars.size).toBe(62);
  });

  it.each([
    '',
    'rpt_',
    `rpt_${'a'.repeat(39)}`,
    `rpt_${'a'.repeat(41)}`,
    `RPT_${'a'.repeat(40)}`,
    `rpt_${'a'.repeat(39)}-`,
  ])('when the value is %j, then it is not well formed', (value) => {
    expect(isWellFormedToken(value)).toBe(false);
  });

  it('when a token is hashed, then the hash is a stable sha-256 hex that differs per token', () => {
    const value = generateTokenValue();
    expect(hashToken(value)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(value)).toBe(hashToken(value));
    expect(hashToken(value)).not.toBe(hashToken(generateTokenValue()));
    expect(hashToken(value)).not.toContain(value.slice(4));
  });

  it('when hashes are compared, then only equal ones match', () => {
    const a = hashToken('rpt_a');
    expect(hashesEqual(a, a)).toBe(true);
    expect(hashesEqual(a, hashToken('rpt_b'))).toBe(false);
    expect(hashesEqual(a, 'abcd')).toBe(false);
  });

  it('when the prefix is taken, then it is the first 12 characters', () => {
    expect(prefixOf('rpt_ABCDEFGHIJKLMNOP')).toBe('rpt_ABCDEFGH');
  });
});
