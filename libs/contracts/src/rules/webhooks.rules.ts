import { EVENT_FAMILIES } from '@rapport/platform';
import { grants } from './scopes.rules';

/**
 * The read scope each event family needs: a token subscribes to (and reads the deliveries of) events
 * only where it may read what they carry (issue 24 #4). `email.*` outcomes come from sends, so the
 * scope that sends them; the public API has no read of email sends. The families offered to
 * webhooks, from the one table of event families (EVENT_FAMILIES of @rapport/platform).
 */
export const EVENT_FAMILY_SCOPES: Readonly<Record<string, string>> = Object.assign(
  // Looked up by what clients send (webhook event patterns): no prototype to find `constructor` in.
  Object.create(null),
  Object.fromEntries(
    Object.entries(EVENT_FAMILIES)
      .filter(([, family]) => family.subscribable)
      .map(([name, family]) => [name, family.readScope]),
  ),
);

/** The read scopes events matching `patterns` need (`*` matches every family), sorted. */
export function readScopesOf(patterns: readonly string[]): string[] {
  const families = patterns.includes('*')
    ? Object.keys(EVENT_FAMILY_SCOPES)
    : patterns.map((pattern) =>
        pattern.slice(0, pattern.indexOf('.') === -1 ? undefined : pattern.indexOf('.')),
      );
  // Own keys only (issue 48: `constructor.*` needed the scope `function Object()`).
  const scopes = families.flatMap((family) =>
    Object.hasOwn(EVENT_FAMILY_SCOPES, family) ? [EVENT_FAMILY_SCOPES[family]!] : [],
  );
  return [...new Set(scopes)].sort();
}

/**
 * The event families whose recorded changes a token holding `scopes` may read (each family's read
 * scope): the change feed and a person's activity show only these.
 */
export function readableFamilies(scopes: readonly string[]): string[] {
  return Object.entries(EVENT_FAMILIES)
    .filter(([, family]) => grants(scopes, family.readScope))
    .map(([name]) => name);
}
