/**
 * The read scope each event family needs: a token subscribes to (and reads the deliveries of) events
 * only where it may read what they carry (issue 24 #4). `email.*` outcomes come from sends, so the
 * scope that sends them; the public API has no read of email sends.
 */
export const EVENT_FAMILY_SCOPES: Readonly<Record<string, string>> = {
  contact: 'people:read',
  company: 'companies:read',
  message: 'messages:read',
  email: 'email:send',
  campaign: 'email_campaigns:read',
};

/** The read scopes events matching `patterns` need (`*` matches every family), sorted. */
export function readScopesOf(patterns: readonly string[]): string[] {
  const families = patterns.includes('*')
    ? Object.keys(EVENT_FAMILY_SCOPES)
    : patterns.map((pattern) =>
        pattern.slice(0, pattern.indexOf('.') === -1 ? undefined : pattern.indexOf('.')),
      );
  const scopes = families.map((family) => EVENT_FAMILY_SCOPES[family]).filter((s): s is string => !!s);
  return [...new Set(scopes)].sort();
}
