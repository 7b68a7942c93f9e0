import {
  CHANNEL_MESSAGE,
  customFieldsProblems,
  EMAIL_MESSAGE,
  hasNul,
  isChannel,
  isEmail,
  normalizePhone,
  nulMessage,
  PERSON_LIMITS,
  PHONE_MESSAGE,
} from '@rapport/contracts';
import { invalid } from '@rapport/platform';
import type { CustomFields, PersonPatch, ValidPatch } from './contacts.types';

// The pure rules live in @rapport/contracts (the gateway applies the same ones); this file adds the
// service's own: normalizing a whole patch and the rule that a new person needs a name.
export {
  CHANNEL_MESSAGE,
  customFieldsProblems,
  hasNul,
  isChannel,
  normalizePhone,
  nulMessage,
  PHONE_MESSAGE,
  stripPhone,
} from '@rapport/contracts';

export const NAME_MESSAGE = 'name should not be empty';
export const MAX_NAME_LENGTH = PERSON_LIMITS.name;
const MAX_EXTERNAL_ID_LENGTH = PERSON_LIMITS.externalId;

export const emailKeyOf = (email: string) => email.toLowerCase();

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
