import type { CustomFieldValue } from '@rapport/contracts';
import type { Person } from './contacts.types';
import type { SegmentCondition, SegmentFilter } from './segment.types';

/** A compiled filter: whether a person holding the tags `tagIds` is a member. */
export type Matcher = (person: Person, tagIds: ReadonlySet<string>) => boolean;

/**
 * Whether `person`, holding the tags `personTagIds`, is a member of a segment with `filter` (which
 * passed segmentFilterProblems). createdAfter and createdBefore are exclusive; a customFields value
 * of null matches a key that is null or absent; other values compare with ===.
 */
export function matches(person: Person, personTagIds: Iterable<string>, filter: SegmentFilter): boolean {
  return compile(filter)(person, new Set(personTagIds));
}

/** The filter as one function (times parsed once), for evaluating many people. */
export function compile(filter: SegmentFilter): Matcher {
  const tests = filter.conditions.map(compileCondition);
  return filter.match === 'all'
    ? (person, tags) => tests.every((test) => test(person, tags))
    : (person, tags) => tests.some((test) => test(person, tags));
}

function compileCondition(condition: SegmentCondition): Matcher {
  if ('conditions' in condition) return compile(condition);
  if ('tags' in condition) {
    const t = condition.tags;
    if ('any' in t) return (_, tags) => t.any.some((id) => tags.has(id));
    if ('all' in t) return (_, tags) => t.all.every((id) => tags.has(id));
    return (_, tags) => !t.none.some((id) => tags.has(id));
  }
  if ('companyId' in condition) return (p) => p.companyId === condition.companyId;
  if ('channel' in condition) return (p) => p.channel === condition.channel;
  if ('hasEmail' in condition) return (p) => (p.email !== null) === condition.hasEmail;
  if ('hasPhone' in condition) return (p) => (p.phone !== null) === condition.hasPhone;
  if ('createdAfter' in condition) {
    const t = Date.parse(condition.createdAfter);
    return (p) => p.createdAt.getTime() > t;
  }
  if ('createdBefore' in condition) {
    const t = Date.parse(condition.createdBefore);
    return (p) => p.createdAt.getTime() < t;
  }
  const wanted = Object.entries(condition.customFields);
  // Own keys only: a key named toString or constructor is a custom field like any other, never a
  // property of Object.prototype (issue 48: a null condition on one matched nobody).
  return (p) =>
    wanted.every(([key, value]) =>
      sameValue(Object.hasOwn(p.customFields, key) ? p.customFields[key] : undefined, value),
    );
}

function sameValue(actual: unknown, wanted: CustomFieldValue): boolean {
  if (wanted === null) return actual === null || actual === undefined;
  return actual === wanted;
}
