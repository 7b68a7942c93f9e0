import { matchesSearch } from './search-match';

describe('companies search rule', () => {
  it('when matching, then the search is a case-insensitive literal substring of name or domain', () => {
    const company = { name: 'Umbrella (R&D) Ltd.', domain: 'umbrella.example' };
    expect(matchesSearch(company, '(r&d)')).toBe(true);
    expect(matchesSearch(company, 'EXAMPLE')).toBe(true);
    expect(matchesSearch(company, '.*')).toBe(false);
    expect(matchesSearch(company, 'ltd.umbrella')).toBe(false);
    expect(matchesSearch({ name: 'Hooli', domain: null }, 'null')).toBe(false);
    expect(matchesSearch({ name: 'Café Ünïcode', domain: null }, 'ÜNÏ')).toBe(true);
  });
});
