import type { Json } from '@rapport/platform';
import { type CompanyChanges, type CompanyPatch, type CustomFields, TEXT_FIELDS } from './company.types';
import { DOMAIN_RULE, normalizeDomain } from './domain-name';

/** Limits of the stored fields; the gateway documents the same numbers in its schemas. */
export const LIMITS = {
  name: 200,
  description: 5000,
  website: 2048,
  text: 200,
  categories: 100,
  category: 100,
  customFieldsDepth: 10,
  messages: 20,
} as const;

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
    const max =
      field === 'description' ? LIMITS.description : field === 'website' ? LIMITS.website : LIMITS.text;
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
    const problems = customFieldsProblems(customFields);
    if (problems.length) errors.push(...problems);
    else changes.customFields = customFields;
  }

  return { changes, errors: [...new Set(errors)].slice(0, LIMITS.messages) };
}

/**
 * customFields is free-form JSON, but it is stored as a document: keys cannot start with `$` or
 * contain `.` (MongoDB field names; FerretDB refuses them), text cannot hold NUL (PostgreSQL refuses
 * it), FerretDB v1 stores no array directly inside an array, and depth is bounded.
 */
export function customFieldsProblems(root: CustomFields): string[] {
  const problems: string[] = [];
  const visit = (value: Json, depth: number, inArray: boolean): void => {
    if (problems.length >= LIMITS.messages) return;
    if (typeof value === 'string') {
      if (value.includes(NUL)) problems.push('customFields must not contain NUL characters');
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (depth > LIMITS.customFieldsDepth) {
      problems.push(`customFields must not be nested more than ${LIMITS.customFieldsDepth} levels deep`);
      return;
    }
    if (Array.isArray(value)) {
      if (inArray) problems.push('customFields must not contain arrays directly inside arrays');
      for (const item of value) visit(item, depth + 1, true);
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('$')) problems.push(`customFields key "${key}" must not start with $`);
      if (key.includes('.')) problems.push(`customFields key "${key}" must not contain a dot`);
      if (key.includes(NUL)) problems.push('customFields must not contain NUL characters');
      if (key === '__proto__') problems.push('customFields key "__proto__" is not allowed');
      visit(child, depth + 1, false);
    }
  };
  visit(root, 1, false);
  return [...new Set(problems)];
}
