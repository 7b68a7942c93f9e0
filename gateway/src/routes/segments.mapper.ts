import type { Input, Output } from '@rapport/contracts';
import { fromStruct, type ProtoStruct, toStruct } from '@rapport/platform';
import { z } from 'zod';

/** The REST shape of a filter (decision 0027); the rules are segmentFilterProblems of @rapport/contracts. */
export const FILTER_DESCRIPTION = [
  '{"match": "all" | "any", "conditions": [...]}. A condition is one of {"tags": {"any" | "all" | "none": [tag ids]}},',
  '{"companyId": id}, {"channel": "whatsapp" | "instagram" | "facebook"}, {"hasEmail": bool}, {"hasPhone": bool},',
  '{"createdAfter": ISO 8601}, {"createdBefore": ISO 8601} (both exclusive), {"customFields": {key: string | number |',
  'boolean | null}} (every key equal; null also matches an absent key), or a nested group {"match", "conditions"}.',
  'Groups nest at most 3 deep, at most 20 conditions in all, 1-100 ids per tags condition; tag and company ids must',
  'exist in the organization.',
].join(' ');

const Filter = z.record(z.string(), z.unknown()).meta({
  description: FILTER_DESCRIPTION,
  example: {
    match: 'all',
    conditions: [
      { tags: { any: ['0190f1d2-0000-7000-8000-000000000001'] } },
      { match: 'any', conditions: [{ hasEmail: true }, { channel: 'whatsapp' }] },
    ],
  },
});

export const SegmentRecord = z.object({
  id: z.string(),
  name: z.string(),
  filter: Filter,
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type SegmentRecord = z.infer<typeof SegmentRecord>;

export const SegmentCount = z.object({
  count: z.number().int().meta({ description: 'The exact number of members now' }),
});

export function toSegmentRecord(segment: Output<'contacts', 'Segment'>): SegmentRecord {
  return {
    id: segment.id,
    name: segment.name,
    filter: fromStruct(segment.filter as ProtoStruct | null),
    createdAt: segment.createdAt,
    updatedAt: segment.updatedAt,
  };
}

/** A request's name and filter as the service takes them (the filter as a Struct). */
export function toSegmentFields(body: { name?: string; filter?: Record<string, unknown> }) {
  return {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.filter !== undefined
      ? { filter: toStruct(body.filter) as Input<'contacts', 'Segment'>['filter'] }
      : {}),
  };
}
