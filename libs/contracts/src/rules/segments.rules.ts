/**
 * The request rules of a segment (a saved filter over people, issue 28), shared by the gateway's
 * schema and the contacts service. Pure: rules that need data (the tags and the company exist) stay in
 * the service.
 */
import { CHANNELS, type Channel, hasNul } from './people.rules';

export const SEGMENT_LIMITS = {
  name: 200,
  /** Groups nested in one another, the filter itself included. */
  depth: 3,
  /** Entries of every `conditions` list of the filter, groups included. */
  conditions: 20,
  /** Ids of one tags condition. */
  tagIds: 100,
  /** Keys of one customFields condition. */
  customFields: 20,
  /** Segments of one organization. */
  segments: 500,
} as const;

export type SegmentMatch = 'all' | 'any';
export type CustomFieldValue = string | number | boolean | null;

export type SegmentCondition =
  | { tags: { any: string[] } | { all: string[] } | { none: string[] } }
  | { companyId: string }
  | { channel: Channel }
  | { hasEmail: boolean }
  | { hasPhone: boolean }
  | { createdAfter: string }
  | { createdBefore: string }
  | { customFields: Record<string, CustomFieldValue> }
  | SegmentFilter;

export interface SegmentFilter {
  match: SegmentMatch;
  conditions: SegmentCondition[];
}

export const SEGMENT_CONDITIONS = [
  'tags',
  'companyId',
  'channel',
  'hasEmail',
  'hasPhone',
  'createdAfter',
  'createdBefore',
  'customFields',
] as const;

const TAG_MODES = ['any', 'all', 'none'] as const;
/** A date, or a date and time with a zone (ISO 8601, as the API writes its own times). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** Whether `value` is a time the filter accepts (ISO 8601 that parses). */
export const isSegmentTime = (value: unknown): value is string =>
  typeof value === 'string' && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value));

/**
 * Every broken rule of a filter, each naming its field (`filter.conditions[1].tags.any ...`); empty
 * when `filter` is a SegmentFilter. The walk stops at SEGMENT_LIMITS.depth, so it is bounded.
 */
export function segmentFilterProblems(filter: unknown, path = 'filter'): string[] {
  const problems: string[] = [];
  let conditions = 0;
  const group = (node: unknown, at: string, depth: number) => {
    if (!isObject(node)) {
      problems.push(`${at} must be an object`);
      return;
    }
    if (depth > SEGMENT_LIMITS.depth) {
      problems.push(`${at} nests groups more than ${SEGMENT_LIMITS.depth} levels deep`);
      return;
    }
    for (const key of Object.keys(node)) {
      if (key !== 'match' && key !== 'conditions') problems.push(`property ${at}.${key} should not exist`);
    }
    if (node.match !== 'all' && node.match !== 'any')
      problems.push(`${at}.match must be one of the following values: all, any`);
    if (!Array.isArray(node.conditions)) {
      problems.push(`${at}.conditions must be an array`);
      return;
    }
    if (!node.conditions.length) problems.push(`${at}.conditions should not be empty`);
    conditions += node.conditions.length;
    for (const [i, child] of node.conditions.entries()) condition(child, `${at}.conditions[${i}]`, depth);
  };
  const condition = (node: unknown, at: string, depth: number) => {
    if (!isObject(node)) {
      problems.push(`${at} must be an object`);
      return;
    }
    if ('match' in node || 'conditions' in node) {
      group(node, at, depth + 1);
      return;
    }
    const keys = Object.keys(node);
    if (keys.length !== 1) {
      problems.push(`${at} must have exactly one of: ${SEGMENT_CONDITIONS.join(', ')}, match`);
      return;
    }
    const key = keys[0]!;
    problems.push(...conditionProblems(key, node[key], `${at}.${key}`));
  };
  group(filter, path, 1);
  if (conditions > SEGMENT_LIMITS.conditions)
    problems.push(
      `${path} must have at most ${SEGMENT_LIMITS.conditions} conditions in all (it has ${conditions})`,
    );
  return problems;
}

function conditionProblems(key: string, value: unknown, at: string): string[] {
  switch (key) {
    case 'tags':
      return tagsProblems(value, at);
    case 'companyId':
      if (typeof value !== 'string' || !value) return [`${at} must be a non-empty string`];
      return hasNul(value) ? [`${at} must not contain NUL characters`] : [];
    case 'channel':
      return (CHANNELS as readonly unknown[]).includes(value)
        ? []
        : [`${at} must be one of the following values: ${CHANNELS.join(', ')}`];
    case 'hasEmail':
    case 'hasPhone':
      return typeof value === 'boolean' ? [] : [`${at} must be a boolean value`];
    case 'createdAfter':
    case 'createdBefore':
      return isSegmentTime(value) ? [] : [`${at} must be an ISO 8601 date or date-time`];
    case 'customFields':
      return customFieldsConditionProblems(value, at);
    default:
      return [`${at} is not a condition (one of: ${SEGMENT_CONDITIONS.join(', ')}, or a group with match)`];
  }
}

function tagsProblems(value: unknown, at: string): string[] {
  const modes = isObject(value) ? Object.keys(value) : [];
  if (!isObject(value) || modes.length !== 1 || !(TAG_MODES as readonly string[]).includes(modes[0]!))
    return [`${at} must have exactly one of: ${TAG_MODES.join(', ')}`];
  const mode = modes[0]!;
  const ids = value[mode];
  const field = `${at}.${mode}`;
  if (!Array.isArray(ids)) return [`${field} must be an array`];
  const problems: string[] = [];
  if (!ids.length) problems.push(`${field} should not be empty`);
  if (ids.length > SEGMENT_LIMITS.tagIds)
    problems.push(`${field} must contain at most ${SEGMENT_LIMITS.tagIds} items`);
  if (ids.some((id) => typeof id !== 'string')) problems.push(`each value in ${field} must be a string`);
  else if (new Set(ids).size !== ids.length) problems.push(`${field} must not contain duplicates`);
  return problems;
}

function customFieldsConditionProblems(value: unknown, at: string): string[] {
  if (!isObject(value)) return [`${at} must be an object`];
  const entries = Object.entries(value);
  const problems: string[] = [];
  if (!entries.length) problems.push(`${at} should not be empty`);
  if (entries.length > SEGMENT_LIMITS.customFields)
    problems.push(`${at} must have at most ${SEGMENT_LIMITS.customFields} keys`);
  for (const [key, v] of entries) {
    if (key.startsWith('$') || key.includes('.') || !key || hasNul(key))
      problems.push(`${at} keys must be non-empty, not start with $ nor contain . or NUL`);
    else if (v !== null && !['string', 'number', 'boolean'].includes(typeof v))
      problems.push(`${at}.${key} must be a string, a number, a boolean or null`);
    else if (typeof v === 'string' && hasNul(v))
      problems.push(`${at}.${key} must not contain NUL characters`);
  }
  return problems;
}

/** The name rules of a segment (trimmed): 1 to SEGMENT_LIMITS.name characters, no NUL. */
export function segmentNameProblems(name: string): string[] {
  const trimmed = name.trim();
  if (!trimmed) return ['name should not be empty'];
  if (hasNul(trimmed)) return ['name must not contain NUL characters'];
  if (trimmed.length > SEGMENT_LIMITS.name) return [`name must be at most ${SEGMENT_LIMITS.name} characters`];
  return [];
}

/** Every tag id a filter names, at any depth (each once). */
export function segmentTagIds(filter: SegmentFilter): string[] {
  const ids = new Set<string>();
  const visit = (group: SegmentFilter) => {
    for (const c of group.conditions) {
      if ('conditions' in c) visit(c);
      else if ('tags' in c) for (const id of Object.values(c.tags)[0] as string[]) ids.add(id);
    }
  };
  visit(filter);
  return [...ids];
}

/** Every companyId a filter names, at any depth (each once). */
export function segmentCompanyIds(filter: SegmentFilter): string[] {
  const ids = new Set<string>();
  const visit = (group: SegmentFilter) => {
    for (const c of group.conditions) {
      if ('conditions' in c) visit(c);
      else if ('companyId' in c) ids.add(c.companyId);
    }
  };
  visit(filter);
  return [...ids];
}
