/**
 * The search grams of a company (decision 0020): every distinct run of three UTF-16 units of its
 * lower-cased name and of its lower-cased domain. A search term of three units or more is a substring
 * of a name or domain only if each of its grams is one of that company's grams, so the companies that
 * carry any one of the term's grams hold every match. Lower-casing is the search rule's own
 * (search-match.ts), so both sides agree on every string.
 */
export const GRAM = 3;

export function gramsOf(company: { name: string; domain: string | null }): string[] {
  return gramsOfTexts(textsOf(company));
}

/** The texts a company is searched in: its name, and its domain when it has one. */
export const textsOf = (company: { name: string; domain: string | null }): string[] =>
  company.domain ? [company.name, company.domain] : [company.name];

export function gramsOfTexts(texts: string[]): string[] {
  const grams = new Set<string>();
  for (const text of texts) {
    const lower = text.toLowerCase();
    for (let i = 0; i + GRAM <= lower.length; i++) grams.add(lower.slice(i, i + GRAM));
  }
  return [...grams];
}

/** Frequent in names and domains: a gram made of these alone is likely common. */
const COMMON = new Set('etaoinsrhldcum .-'.split(''));

/**
 * The term's grams, the likeliest to be rare first: those with the most characters outside the
 * frequent ones (digits, rarer letters, other scripts), then in the term's order. A search breaks ties
 * of its own counts with this order; only its cost depends on it, never its answer.
 */
export function searchGrams(term: string): string[] {
  const grams = gramsOf({ name: term, domain: null });
  const rarity = (gram: string) => [...gram].filter((ch) => !COMMON.has(ch)).length;
  return grams
    .map((gram, i) => ({ gram, i, rarity: rarity(gram) }))
    .sort((a, b) => b.rarity - a.rarity || a.i - b.i)
    .map(({ gram }) => gram);
}
