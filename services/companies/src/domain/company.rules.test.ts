import { checkPatch } from './company.rules';

describe('checkPatch', () => {
  it('when every field is valid, then it returns the stored values', () => {
    const sut = checkPatch({
      name: '  Acme  ',
      domain: 'HTTPS://Acme.COM/',
      city: null,
      website: 'https://acme.com',
      categories: ['saas'],
      customFields: { tier: 'gold', seats: 3, nested: { ok: [1, { a: true }] } },
    });
    expect(sut.errors).toEqual([]);
    expect(sut.changes).toEqual({
      name: 'Acme',
      domain: 'acme.com',
      city: null,
      website: 'https://acme.com',
      categories: ['saas'],
      customFields: { tier: 'gold', seats: 3, nested: { ok: [1, { a: true }] } },
    });
  });

  it('when categories or customFields are null, then they become [] and {}', () => {
    expect(checkPatch({ categories: null, customFields: null, domain: null }).changes).toEqual({
      categories: [],
      customFields: {},
      domain: null,
    });
  });

  it('when several rules fail, then each is reported once', () => {
    const sut = checkPatch({
      name: ' ',
      domain: 'not a domain',
      description: 'x'.repeat(5001),
      country: 'a\u0000b',
      categories: ['', 'ok', 'y'.repeat(101)],
      customFields: { $set: 1, 'a.b': { $inc: 2 }, list: [[1]], text: 'nul\u0000' },
    });
    expect(sut.changes).toEqual({});
    expect(sut.errors).toEqual([
      'name should not be empty',
      'domain must be a domain name such as example.com',
      'description must be at most 5000 characters',
      'country must not contain NUL characters',
      'each value in categories must be a string of 1 to 100 characters',
      'customFields key "$set" must not start with $',
      'customFields key "a.b" must not contain a dot',
      'customFields key "$inc" must not start with $',
      'customFields must not contain arrays directly inside arrays',
      'customFields must not contain NUL characters',
    ]);
  });

  it('when customFields nest too deep, then it is refused', () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 12; i++) deep = { deeper: deep };
    expect(checkPatch({ customFields: deep as never }).errors).toEqual([
      'customFields must not be nested more than 10 levels deep',
    ]);
  });

  it('when there are more than 100 categories, then it is refused', () => {
    expect(checkPatch({ categories: Array.from({ length: 101 }, (_, i) => `c${i}`) }).errors).toEqual([
      'categories must contain at most 100 items',
    ]);
  });
});
