import type { SegmentFilter } from '@rapport/contracts';

export type { SegmentCondition, SegmentFilter, SegmentMatch } from '@rapport/contracts';

/** A saved filter over the organization's people (decision 0027). */
export interface Segment {
  id: string;
  organizationId: string;
  name: string;
  filter: SegmentFilter;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Where the candidates of one part of a segment's source are read: the organization's time
 * partitions, one company's, or one tag's (decision 0021's scopes).
 */
export type SourceScope = { kind: 'all' } | { kind: 'company'; id: string } | { kind: 'tag'; id: string };

/**
 * One part of a source: a scope, read only between `after` and `before` (creation times in ms,
 * null: unbounded). Every member of the segment is a candidate of some part of its source.
 */
export interface SourcePart {
  scope: SourceScope;
  after: number | null;
  before: number | null;
}

/** The union of its parts, each person once; `[]` when nobody can match. */
export type Source = SourcePart[];
