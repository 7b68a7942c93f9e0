/**
 * The rule of companies search (decision 0020): the lower-cased search is part of the lower-cased name
 * or domain, literally (no pattern characters). Checked in memory on the partitions a search reads.
 */
export function matchesSearch(company: { name: string; domain: string | null }, search: string): boolean {
  return (
    matchesText(company.name, search) || (company.domain !== null && matchesText(company.domain, search))
  );
}

/** The rule on one text (a name or a domain). */
export function matchesText(text: string, search: string): boolean {
  return text.toLowerCase().includes(search.toLowerCase());
}
