import { GRAM, gramsOf, searchGrams } from './search-grams';
import { matchesSearch } from './search-match';

describe('search grams (decision 0020)', () => {
  it('when a company has a name and a domain, then its grams are the distinct lower-cased runs of three of each, none across the two', () => {
    expect(gramsOf({ name: 'AbAb', domain: 'x.io' }).sort()).toEqual(['.io', 'aba', 'bab', 'x.i']);
    expect(gramsOf({ name: 'Ab', domain: null })).toEqual([]);
    expect(gramsOf({ name: 'Ab', domain: 'cd' })).not.toContain('bcd');
  });

  it('when a term matches a company, then every gram chosen for the term is one of the company grams', () => {
    const companies = [
      { name: 'Globex Corporation', domain: 'globex.com' },
      { name: 'Ünïcode GmbH 😀', domain: 'bücher.de' },
      { name: 'İstanbul Ltd.', domain: null },
      { name: 'Acme Labs 12345', domain: 'acme-12345.io' },
    ];
    for (const company of companies) {
      const texts = [company.name, company.domain ?? ''];
      for (const text of texts)
        for (let from = 0; from < text.length; from++)
          for (let to = from + GRAM; to <= text.length; to++) {
            const term = text.slice(from, to).toUpperCase();
            if (!matchesSearch(company, term)) continue;
            const grams = new Set(gramsOf(company));
            expect(searchGrams(term).every((gram) => grams.has(gram))).toBe(true);
          }
    }
  });

  it('when a term has rarer characters, then its grams with them come first', () => {
    expect(searchGrams('acme 12345').slice(0, 2)).toEqual(['123', '234']);
    expect(searchGrams('zephyr')).toEqual(['zep', 'phy', 'eph', 'hyr']);
    expect(searchGrams('ab')).toEqual([]);
  });
});
