/**
 * Scope catalogue: the spec's scopes plus those api-decisions adds. A scope is `<resource>:<action>`
 * (the action may itself contain `:`, as in `email:send:to`).
 */
export const SCOPES = [
  'people:read',
  'people:write',
  'companies:read',
  'companies:write',
  'tags:read',
  'tags:write',
  'email:send',
  'email:send:to',
  'email_templates:read',
  'email_templates:write',
  'email_campaigns:read',
  'email_campaigns:send',
  'email_campaigns:write',
  'email_suppressions:read',
  'email_suppressions:write',
  'segments:read',
  'segments:write',
  'messages:send',
  'messages:read',
  'webhooks:read',
  'webhooks:write',
  'changes:read',
] as const;

export type Scope = (typeof SCOPES)[number];

const RESOURCES = new Set(SCOPES.map(resourceOf));

function resourceOf(scope: string): string {
  const colon = scope.indexOf(':');
  return colon === -1 ? scope : scope.slice(0, colon);
}

/** A scope a token may carry: a catalogue scope, `<resource>:*` of a known resource, or `*`. */
export function isGrantableScope(scope: string): boolean {
  if (scope === '*') return true;
  if (scope.endsWith(':*')) return RESOURCES.has(scope.slice(0, -2));
  return (SCOPES as readonly string[]).includes(scope);
}

/**
 * Whether `granted` covers `required`. `*` covers everything, including scopes added later;
 * `<resource>:*` covers every action of exactly that resource; anything else must match exactly.
 * An empty requirement (GET /v1/me) is covered by any token.
 */
export function grants(granted: readonly string[], required: string): boolean {
  if (required === '') return true;
  return granted.some(
    (scope) =>
      scope === '*' ||
      scope === required ||
      (scope.endsWith(':*') && scope.slice(0, -2) === resourceOf(required)),
  );
}
