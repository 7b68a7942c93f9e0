import { COMPANY_LIMITS, companyCustomFieldsProblems, companyTextLimit } from '@rapport/contracts';
import { type CompanyChanges, type CompanyPatch, TEXT_FIELDS } from './company.types';
import { DOMAIN_RULE, normalizeDomain } from './domain-name';

/** Limits of the stored fields (written once in @rapport/contracts; the gateway's schemas use them). */
const LIMITS = COMPANY_LIMITS;

const NUL = '\u0000';

/**
 * Checks a write and returns the stored values it sets (name trimmed, domain normalized, null
 * categories and customFields as [] and {}). Throws nothing: the caller turns `errors` into a 400,
 * so every failing rule is reported at once.
 */
export function checkPatch(patch: CompanyPatch): { changes: CompanyChanges; errors: string[] } {
  const errors: string[] = [];
  const changes: CompanyChanges = {};

  if (patch.name !== undefined) {
    const name = patch.name?.trim() ?? '';
    if (!name) errors.push('name should not be empty');
    else if (name.length > LIMITS.name) errors.push(`name must be at most ${LIMITS.name} characters`);
    else if (name.includes(NUL)) errors.push('name must not contain NUL characters');
    else changes.name = name;
  }

  if (patch.domain === null) changes.domain = null;
  else if (patch.domain !== undefined) {
    const domain = normalizeDomain(patch.domain);
    if (domain) changes.domain = domain;
    else errors.push(DOMAIN_RULE);
  }

  for (const field of TEXT_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    const max = companyTextLimit(field);
    if (value !== null && value.length > max) errors.push(`${field} must be at most ${max} characters`);
    else if (value?.includes(NUL)) errors.push(`${field} must not contain NUL characters`);
    else changes[field] = value;
  }

  if (patch.categories !== undefined) {
    const categories = patch.categories ?? [];
    const before = errors.length;
    if (categories.length > LIMITS.categories) {
      errors.push(`categories must contain at most ${LIMITS.categories} items`);
    }
    if (categories.some((c) => c.length < 1 || c.length > LIMITS.category || c.includes(NUL))) {
      errors.push(`each value in categories must be a string of 1 to ${LIMITS.category} characters`);
    }
    if (errors.length === before) changes.categories = [...categories];
  }

  if (patch.customFields !== undefined) {
    const customFields = patch.customFields ?? {};
    const problems = companyCustomFieldsProblems(customFields);
    if (problems.length) errors.push(...problems);
    else changes.customFields = customFields;
  }

  return { changes, errors: [...new Set(errors)].slice(0, LIMITS.messages) };
}
