/**
 * The request rules of people and tags (api-decisions "People rules", "Tags"). Pure: the gateway
 * checks them in its request schemas, so one 400 lists them with the shape failures, and the
 * contacts service checks them again for every other caller. Written here once for both.
 */

/** Channels a person can be reached on (api-decisions: whatsapp, instagram, facebook or null). */
export const CHANNELS = ['whatsapp', 'instagram', 'facebook'] as const;
export type Channel = (typeof CHANNELS)[number];

/** `tags`: tags one person may hold in all (bounds a person's record and every answer carrying it). */
export const PERSON_LIMITS = { name: 500, email: 254, externalId: 255, tagIds: 100, tags: 100 } as const;

export const PHONE_MESSAGE = 'phone must have 10 to 15 digits with an optional leading +';
export const EMAIL_MESSAGE = 'email must be an email';
export const CHANNEL_MESSAGE = `channel must be one of the following values: ${CHANNELS.join(', ')}`;
export const CUSTOM_FIELDS_KEY_MESSAGE = 'customFields keys must not start with $ nor contain .';
export const CUSTOM_FIELDS_ARRAY_MESSAGE = 'customFields must not contain arrays nested in arrays';
export const CUSTOM_FIELDS_NUL_MESSAGE = 'customFields must not contain NUL characters';
export const MAX_CUSTOM_FIELDS_DEPTH = 10;
export const CUSTOM_FIELDS_DEPTH_MESSAGE = `customFields must not be nested more than ${MAX_CUSTOM_FIELDS_DEPTH} levels deep`;

/**
 * Deliberately simple: one @, no spaces, a dot in the domain that is neither its first nor its last
 * character. Written so that each character can be matched one way only (the domain's first dot after
 * its first character ends `[^\s@.]*`), so a test costs O(length) whatever the input: the former
 * `[^\s@]+\.[^\s@]+` tried every dot of the domain as the one, O(length²) (issue 48: 40,000 dots
 * stalled the gateway for a second).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
const PHONE_SEPARATORS = /[\s\-.()]/g;
const NORMALIZED_PHONE = /^\+?\d{10,15}$/;
/** Longer phone input is refused before it is stripped: 15 digits with generous separators. */
export const MAX_PHONE_INPUT = 100;

/** FerretDB on PostgreSQL cannot store U+0000 in a string: refused as a rule, not a 500. */
export const hasNul = (value: string) => value.includes('\u0000');
export const nulMessage = (field: string) => `${field} must not contain NUL characters`;

/** Removes spaces, dashes, dots and parentheses. */
export const stripPhone = (raw: string) => raw.replace(PHONE_SEPARATORS, '');

/** The stored form of a phone; null when what remains after stripping is not 10-15 digits (+). */
export function normalizePhone(raw: string): string | null {
  if (raw.length > MAX_PHONE_INPUT) return null;
  const phone = stripPhone(raw);
  return NORMALIZED_PHONE.test(phone) ? phone : null;
}

export function isEmail(value: string): boolean {
  return value.length <= PERSON_LIMITS.email && EMAIL_PATTERN.test(value);
}

export function isChannel(value: unknown): value is Channel {
  return (CHANNELS as readonly unknown[]).includes(value);
}

/**
 * The store cannot hold keys starting with `$` or containing `.`, arrays inside arrays (FerretDB v1)
 * nor NUL characters; a depth limit keeps every recursive walk (here, protobuf, the store) bounded.
 * Checked at any depth; each problem is reported once, in the order the walk meets it.
 *
 * `nul: false` leaves out the NUL rule: the gateway does, because the service reports NUL with its
 * other storage rules (a NUL in a text field answers alone), and the gateway's 400 must not differ.
 */
export function customFieldsProblems(value: unknown, options: { nul: boolean } = { nul: true }): string[] {
  const problems = new Set<string>();
  const visit = (node: unknown, depth: number, parentIsArray: boolean) => {
    if (depth > MAX_CUSTOM_FIELDS_DEPTH) {
      problems.add(CUSTOM_FIELDS_DEPTH_MESSAGE);
      return;
    }
    if (Array.isArray(node)) {
      if (parentIsArray) problems.add(CUSTOM_FIELDS_ARRAY_MESSAGE);
      for (const item of node) visit(item, depth + 1, true);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key.startsWith('$') || key.includes('.')) problems.add(CUSTOM_FIELDS_KEY_MESSAGE);
        if (options.nul && hasNul(key)) problems.add(CUSTOM_FIELDS_NUL_MESSAGE);
        visit(child, depth + 1, false);
      }
    } else if (options.nul && typeof node === 'string' && hasNul(node)) {
      problems.add(CUSTOM_FIELDS_NUL_MESSAGE);
    }
  };
  visit(value, 0, false);
  return [...problems];
}

/** The optional person fields a write may clear, by REST name, with their `PersonFields.clear` name. */
export const PERSON_CLEAR_NAMES = {
  email: 'email',
  phone: 'phone',
  externalId: 'external_id',
  companyId: 'company_id',
  channel: 'channel',
  customFields: 'custom_fields',
} as const;
export type ClearablePersonField = keyof typeof PERSON_CLEAR_NAMES;

export const TAG_LIMITS = { name: 100 } as const;
export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
export const COLOR_MESSAGE = 'color must be a hex color of the form #RRGGBB';
