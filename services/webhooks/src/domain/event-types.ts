/**
 * The event types a subscription may name (issue 16), as published on `rapport.events`. A
 * subscription names types, `<prefix>.*` wildcards of a known prefix, or `*` (every type, including
 * ones added later).
 */
export const EVENT_TYPES = [
  'contact.created',
  'contact.updated',
  'contact.deleted',
  'contact.tag_added',
  'contact.tag_removed',
  'company.created',
  'company.updated',
  'company.deleted',
  'message.created',
  'message.sent',
  'message.delivered',
  'message.read',
  'message.failed',
  'email.sent',
  'email.failed',
  'email.suppressed',
  'email.unsubscribed',
  'email.bounced',
  'campaign.sent',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

const PREFIXES = new Set(EVENT_TYPES.map((type) => type.slice(0, type.indexOf('.'))));

/** Routing keys the worker binds on `rapport.events`: one wildcard per prefix. */
export const EVENT_BINDINGS = [...PREFIXES].map((prefix) => `${prefix}.*`);

/**
 * Types the change feed has besides the subscribable ones: `tag.created` is recorded (and published
 * on rapport.events) but not offered to webhooks, whose `*` would otherwise need `tags:read` too.
 */
export const CHANGE_ONLY_TYPES = ['tag.created'] as const;

/** Whether a read of the change feed may name `pattern` (`types=`). */
export function isValidChangePattern(pattern: string): boolean {
  if (isValidEventPattern(pattern)) return true;
  if (pattern.endsWith('.*')) return CHANGE_ONLY_TYPES.some((type) => type.startsWith(pattern.slice(0, -1)));
  return (CHANGE_ONLY_TYPES as readonly string[]).includes(pattern);
}

/** Whether a subscription may name `pattern`. */
export function isValidEventPattern(pattern: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('.*')) return PREFIXES.has(pattern.slice(0, -2));
  return (EVENT_TYPES as readonly string[]).includes(pattern);
}

/** Whether an event of `type` goes to a subscription naming `patterns`. */
export function matchesEvent(patterns: readonly string[], type: string): boolean {
  return patterns.some(
    (pattern) =>
      pattern === '*' ||
      pattern === type ||
      (pattern.endsWith('.*') &&
        type.startsWith(pattern.slice(0, -1)) &&
        !type.slice(pattern.length - 1).includes('.')),
  );
}

/**
 * What deliveries of one subscription are ordered by: the contact the event is about, else its
 * company or campaign. Events about nothing in particular are not ordered.
 */
export function orderingSubject(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  for (const [field, prefix] of [
    ['contactId', 'contact'],
    ['companyId', 'company'],
    ['campaignId', 'campaign'],
  ] as const) {
    const value = record[field];
    if (typeof value === 'string' && value) return `${prefix}:${value}`;
  }
  return null;
}
