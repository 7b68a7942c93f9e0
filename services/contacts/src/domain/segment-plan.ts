import type { SegmentCondition, SegmentFilter, Source, SourcePart } from './segment.types';

/**
 * Where a segment's candidates are read (decision 0027): the cheapest source an index bounds, or the
 * organization's partitions when nothing bounds the filter. Every member is a candidate; candidates
 * are then evaluated with `matches`, so a source only has to be a superset.
 *
 * - tags.any: the union of those tags' partitions; tags.all: one of them (the first); companyId: the
 *   company's; createdAfter / createdBefore: the organization's partitions within the window.
 * - an `all` group: the cheapest bounded source of its conditions, narrowed to the group's window;
 *   an `any` group: bounded only when every condition is (the union of their sources).
 * - tags.none, channel, hasEmail, hasPhone, customFields bound nothing.
 */
export function planSource(filter: SegmentFilter): Source {
  return bounded(filter) ?? [{ scope: { kind: 'all' }, after: null, before: null }];
}

/** The cost the planner compares: a company or a tag's partitions 1, a window of the organization 4. */
export function costOf(source: Source): number {
  return source.reduce((sum, part) => sum + (part.scope.kind === 'all' ? 4 : 1), 0);
}

/** null: unbounded (only the whole organization holds its members). */
function bounded(node: SegmentCondition): Source | null {
  if ('conditions' in node) return node.match === 'all' ? allOf(node.conditions) : anyOf(node.conditions);
  if ('tags' in node) {
    const t = node.tags;
    if ('any' in t) return t.any.map((id) => part({ kind: 'tag', id }));
    if ('all' in t) return [part({ kind: 'tag', id: t.all[0]! })];
    return null;
  }
  if ('companyId' in node) return [part({ kind: 'company', id: node.companyId })];
  if ('createdAfter' in node) return [{ ...part({ kind: 'all' }), after: Date.parse(node.createdAfter) }];
  if ('createdBefore' in node) return [{ ...part({ kind: 'all' }), before: Date.parse(node.createdBefore) }];
  return null;
}

function allOf(conditions: SegmentCondition[]): Source | null {
  let best: Source | null = null;
  let after: number | null = null;
  let before: number | null = null;
  for (const condition of conditions) {
    if ('createdAfter' in condition) after = Math.max(after ?? -Infinity, Date.parse(condition.createdAfter));
    if ('createdBefore' in condition)
      before = Math.min(before ?? Infinity, Date.parse(condition.createdBefore));
    const source = bounded(condition);
    if (source && (best === null || costOf(source) < costOf(best))) best = source;
  }
  if (best === null) return null;
  return best.map((p) => narrow(p, after, before)).filter((p) => !isEmpty(p));
}

function anyOf(conditions: SegmentCondition[]): Source | null {
  const parts: SourcePart[] = [];
  for (const condition of conditions) {
    const source = bounded(condition);
    if (source === null) return null;
    parts.push(...source);
  }
  return parts;
}

const part = (scope: SourcePart['scope']): SourcePart => ({ scope, after: null, before: null });

function narrow(p: SourcePart, after: number | null, before: number | null): SourcePart {
  return {
    scope: p.scope,
    after: after === null ? p.after : Math.max(p.after ?? -Infinity, after),
    before: before === null ? p.before : Math.min(p.before ?? Infinity, before),
  };
}

const isEmpty = (p: SourcePart) => p.after !== null && p.before !== null && p.after >= p.before;
