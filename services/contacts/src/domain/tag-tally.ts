import type { TallyDeltas } from '@rapport/platform';
import type { SegmentFilter } from './segment.types';

/**
 * How many people hold each tag, folded from the change ledger (decision 0029): a link made counts
 * one up, a link removed one down. A person's delete removes its links and names their tags in its
 * contact.deleted (`tagIds`); one recorded before that field existed makes the organization's counts
 * unknowable from the ledger (`'unknown'`: its segments are counted by reading them).
 */
export function tagTally(entry: { type: string; data: unknown }): TallyDeltas | null | 'unknown' {
  const data = entry.data as { tag?: { id?: unknown }; tagIds?: unknown } | null;
  switch (entry.type) {
    case 'contact.tag_added':
    case 'contact.tag_removed': {
      const tagId = data?.tag?.id;
      if (typeof tagId !== 'string') return 'unknown';
      return { [tagId]: entry.type === 'contact.tag_added' ? 1 : -1 };
    }
    case 'contact.deleted': {
      const tagIds = data?.tagIds;
      if (!Array.isArray(tagIds)) return 'unknown';
      const deltas: TallyDeltas = {};
      for (const tagId of tagIds) if (typeof tagId === 'string') deltas[tagId] = (deltas[tagId] ?? 0) - 1;
      return tagIds.length ? deltas : null;
    }
    default:
      return null;
  }
}

/**
 * The tag whose holders are exactly the filter's members (one condition, `any` or `all` of one tag,
 * possibly inside groups of one condition each), or null: only such a filter is counted from the
 * tags' counts; every other is counted by reading its source.
 */
export function soleTagOf(filter: SegmentFilter): string | null {
  if (filter.conditions.length !== 1) return null;
  const condition = filter.conditions[0]!;
  if ('conditions' in condition) return soleTagOf(condition);
  if (!('tags' in condition)) return null;
  const ids =
    'any' in condition.tags ? condition.tags.any : 'all' in condition.tags ? condition.tags.all : null;
  return ids && new Set(ids).size === 1 ? ids[0]! : null;
}
