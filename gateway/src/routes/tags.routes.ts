import { COLOR_MESSAGE, HEX_COLOR, TAG_LIMITS } from '@rapport/contracts';
import { DEFAULT_LIMIT, decodeCursor, encodeCursor } from '@rapport/platform';
import { z } from 'zod';
import { PageQuery } from './common';
import { defineRoute, type RouteSpec } from './route';
import { TagRecord, toTagRecord } from './tags.mapper';

const TagList = z.object({
  data: z.array(TagRecord),
  nextCursor: z.string().nullable().meta({ description: 'Always null without limit or cursor' }),
});

const validCursor = (cursor: string | undefined) => {
  try {
    decodeCursor(cursor);
    return true;
  } catch {
    return false;
  }
};

/**
 * api-decisions: the list is every tag, oldest first, `nextCursor: null`. A caller that asks for
 * pages (`limit`, `cursor`) gets them, with the pagination rules of every list: limit 1-100
 * (else 400), an opaque cursor, the next page after the last id of the previous one.
 */
const TagsQuery = PageQuery.extend({
  cursor: z
    .string()
    .optional()
    .refine(validCursor, { error: 'cursor is invalid' })
    .meta({ description: 'nextCursor of the previous page' }),
});

/** Tags are few per organization and come oldest first (ascending, time-ordered ids). */
function pageOf<T extends { id: string }>(all: T[], query: { cursor?: string; limit?: number }) {
  if (query.cursor === undefined && query.limit === undefined) return { data: all, nextCursor: null };
  const after = decodeCursor(query.cursor);
  const rest = after ? all.filter((tag) => tag.id > after) : all;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const data = rest.slice(0, limit);
  const last = data[data.length - 1];
  return { data, nextCursor: rest.length > limit && last ? encodeCursor(last.id) : null };
}

const CreateTagBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(TAG_LIMITS.name)
      .meta({ description: 'Unique per organization, case-insensitively' }),
    color: z
      .string()
      .regex(HEX_COLOR, { error: COLOR_MESSAGE })
      .optional()
      .meta({ description: '#RRGGBB; default #6B7280' }),
  })
  .strict();

export const tagsRoutes: RouteSpec[] = [
  defineRoute({
    method: 'get',
    path: '/v1/tags',
    scope: 'tags:read',
    summary: 'Every tag of the organization, oldest first (pages when limit or cursor is given)',
    tag: 'Tags',
    query: TagsQuery,
    responses: { 200: { description: 'The tags, oldest first', schema: TagList } },
    handler: async ({ call, clients, query }) => {
      const { data } = await clients.contacts.listTags(call, {});
      return { status: 200, body: pageOf(data.map(toTagRecord), query) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/tags',
    scope: 'tags:write',
    summary: 'Create a tag',
    tag: 'Tags',
    body: CreateTagBody,
    responses: {
      201: { description: 'The created tag', schema: TagRecord },
      409: { description: 'A tag of that name (case-insensitive, trimmed) exists' },
    },
    handler: async ({ call, clients, body }) => {
      const tag = await clients.contacts.createTag(call, { name: body.name, color: body.color });
      return { status: 201, body: toTagRecord(tag) };
    },
  }),
];
