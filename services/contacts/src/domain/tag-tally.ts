import type { TallyDeltas } from '@rapport/platform';
import type { SegmentFilter } from './segment.types';

/** The tally's name: a new rule takes a new name, so no checkpoint folded by another rule is read. */
export const TAG_TALLY = 'people-tags';
/** The key that counts every person of the organization (tag ids are UUIDs). */
export const EVERYONE = '*';

/**
 * How many people the organization has (`EVERYONE`) and how many hold each tag, folded from the
 * change ledger (decision 0029): a person created or a link made counts one up, a link removed one
 * down. A person's delete removes its links and names their tags in its contact.deleted (`tagIds`);
 * one recorded before that field existed makes the organization's counts unknowable from the ledger
 * (`'unknown'`: its segments are counted by reading them).
 */
export function tagTally(entry: { type: string; data: unknown }): TallyDeltas | null | 'unknown' {
  const data = entry.data as { tag?: { id?: unknown }; tagIds?: unknown } | null;
  switch (entry.type) {
    case 'contact.created':
      return { [EVERYONE]: 1 };
    case 'contact.tag_added':
    case 'contact.tag_removed': {
      const tagId = data?.tag?.id;
      if (typeof tagId !== 'string') return 'unknown';
      return { [tagId]: entry.type === 'contact.tag_added' ? 1 : -1 };
    }
    case 'contact.deleted': {
      const tagIds = data?.tagIds;
      if (!Array.isArray(tagIds)) return 'unknown';
      const deltas: TallyDeltas = { [EVERYONE]: -1 };
      for (const tagId of tagIds) if (typeof tagId === 'string') deltas[tagId] = (deltas[tagId] ?? 0) - 1;
      return deltas;
    }
    default:
      return null;
  }
}

/**
 * The members of a filter in the tags' counts: the holders of one tag (`any` or `all` of one tag),
 * or everyone but them (`none` of one tag), as one condition possibly inside groups of one
 * condition each; null for every other filter, which is counted by reading its source.
 */
export function tallyOf(filter: SegmentFilter): { tagId: string; holders: boolean } | null {
  if (filter.conditions.length !== 1) return null;
  const condition = filter.conditions[0]!;
  if ('conditions' in condition) return tallyOf(condition);
  if (!('tags' in condition)) return null;
  const { tags } = condition;
  const [ids, holders] =
    'any' in tags ? [tags.any, true] : 'all' in tags ? [tags.all, true] : [tags.none, false];
  return new Set(ids).size === 1 ? { tagId: ids[0]!, holders } : null;
}

/** The number of members of a filter `tallyOf` named, from the counts. */
export function countFrom(
  counts: Record<string, number>,
  { tagId, holders }: { tagId: string; holders: boolean },
) {
  const holding = counts[tagId] ?? 0;
  return holders ? holding : (counts[EVERYONE] ?? 0) - holding;
}
