/** The API token format of api-decisions: `rpt_` followed by 40 base62 characters. */
export const TOKEN_PATTERN = /^rpt_[0-9A-Za-z]{40}$/;

export function isWellFormedToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}
