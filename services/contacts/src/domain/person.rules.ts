import { invalid } from '@rapport/platform';
import {
  CHANNELS,
  type Channel,
  type CustomFields,
  type PersonPatch,
  type ValidPatch,
} from './contacts.types';

export const PHONE_MESSAGE = 'phone must have 10 to 15 digits with an optional leading +';
export const EMAIL_MESSAGE = 'email must be an email';
export const CHANNEL_MESSAGE = `channel must be one of the following values: ${CHANNELS.join(', ')}`;
export const NAME_MESSAGE = 'name should not be empty';
export const CUSTOM_FIELDS_KEY_MESSAGE = 'customFields keys must not start with $ nor contain .';
export const CUSTOM_FIELDS_ARRAY_MESSAGE = 'customFields must not contain arrays nested in arrays';
export const CUSTOM_FIELDS_NUL_MESSAGE = 'customFields must not contain NUL characters';

/** FerretDB on PostgreSQL cannot store U+0000 in a string: refused as a rule, not a 500. */
export const hasNul = (value: string) => value.includes('\u0000');
export const nulMessage = (field: string) => `${field} must not contain NUL characters`;

const PHONE_SEPARATORS = /[\s\-.()]/g;
const NORMALIZED_PHONE = /^\+?\d{10,15}$/;
// Deliberately simple: one @, no spaces, a dot in the domain. The gateway applies the same rule.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MAX_NAME_LENGTH = 500;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_EXTERNAL_ID_LENGTH = 255;

/** Removes spaces, dashes, dots and parentheses. */
export const stripPhone = (raw: string) => raw.replace(PHONE_SEPARATORS, '');

/** The stored form of a phone; null when what remains after stripping is not 10-15 digits (+). */
export function normalizePhone(raw: string): string | null {
  const phone = stripPhone(raw);
  return NORMALIZED_PHONE.test(phone) ? phone : null;
}

export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}

export const emailKeyOf = (email: string) => email.toLowerCase();

export function isChannel(value: unknown): value is Channel {
  return (CHANNELS as readonly unknown[]).includes(value);
}

export const MAX_CUSTOM_FIELDS_DEPTH = 10;
export const CUSTOM_FIELDS_DEPTH_MESSAGE = `customFields must not be nested more than ${MAX_CUSTOM_FIELDS_DEPTH} levels deep`;

/**
 * The store cannot hold keys starting with `$` or containing `.`, arrays inside arrays (FerretDB v1)
 * nor NUL characters; a depth limit keeps every recursive walk (here, protobuf, the store) bounded.
 * Checked at any depth; each problem is reported once.
 */
export function customFieldsProblems(value: unknown): string[] {
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
        if (hasNul(key)) problems.add(CUSTOM_FIELDS_NUL_MESSAGE);
        visit(child, depth + 1, false);
      }
    } else if (typeof node === 'string' && hasNul(node)) {
      problems.add(CUSTOM_FIELDS_NUL_MESSAGE);
    }
  };
  visit(value, 0, false);
  return [...problems];
}

/**
 * Validates and normalizes a patch. Throws INVALID_ARGUMENT with one message per failing rule.
 * `creating` adds the rule that a new person needs a name.
 */
export function validatePatch(patch: PersonPatch, creating: boolean): ValidPatch {
  const nul = (['name', 'email', 'phone', 'externalId', 'companyId', 'channel'] as const).filter(
    (field) => typeof patch[field] === 'string' && hasNul(patch[field]),
  );
  if (nul.length) throw invalid(nul.map(nulMessage));
  const messages: string[] = [];
  const out: ValidPatch = {};
  if (patch.name !== undefined || creating) {
    const name = patch.name?.trim() ?? '';
    if (!name) messages.push(NAME_MESSAGE);
    else if (name.length > MAX_NAME_LENGTH)
      messages.push(`name must be at most ${MAX_NAME_LENGTH} characters`);
    else out.name = name;
  }
  if (patch.email !== undefined) {
    if (patch.email === null) out.email = null;
    else if (!isEmail(patch.email)) messages.push(EMAIL_MESSAGE);
    else out.email = patch.email;
  }
  if (patch.phone !== undefined) {
    const phone = patch.phone === null ? null : normalizePhone(patch.phone);
    if (patch.phone !== null && phone === null) messages.push(PHONE_MESSAGE);
    else out.phone = phone;
  }
  if (patch.externalId !== undefined) {
    if (patch.externalId === null) out.externalId = null;
    else if (!patch.externalId) messages.push('externalId should not be empty');
    else if (patch.externalId.length > MAX_EXTERNAL_ID_LENGTH)
      messages.push(`externalId must be at most ${MAX_EXTERNAL_ID_LENGTH} characters`);
    else out.externalId = patch.externalId;
  }
  if (patch.companyId !== undefined) {
    if (patch.companyId === '') messages.push('companyId should not be empty');
    else out.companyId = patch.companyId;
  }
  if (patch.channel !== undefined) {
    if (patch.channel === null) out.channel = null;
    else if (!isChannel(patch.channel)) messages.push(CHANNEL_MESSAGE);
    else out.channel = patch.channel;
  }
  if (patch.customFields !== undefined) {
    const problems = customFieldsProblems(patch.customFields);
    if (problems.length) messages.push(...problems);
    else out.customFields = (patch.customFields ?? {}) as CustomFields;
  }
  if (messages.length) throw invalid(messages);
  return out;
}
