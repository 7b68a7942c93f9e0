/**
 * The rule of companies search (decision 0020): the lower-cased search is part of the lower-cased name
 * or domain, literally (no pattern characters). Checked in memory on the partitions a search reads.
 */
export function matchesSearch(company: { name: string; domain: string | null }, search: string): boolean {
  const term = search.toLowerCase();
  return company.name.toLowerCase().includes(term) || company.domain?.toLowerCase().includes(term) === true;
}
