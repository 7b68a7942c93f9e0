import type { CreateTagResponse__Output } from '@rapport/contracts/src/generated/rapport/contacts/v1/CreateTagResponse';
import type { ListTagsResponse__Output } from '@rapport/contracts/src/generated/rapport/contacts/v1/ListTagsResponse';
import { unary } from '@rapport/platform';
import { z } from 'zod';
import { defineRoute, type RouteSpec } from './route';
import { HEX_COLOR, TagRecord, toTagRecord } from './tags.mapper';

const TagList = z.object({ data: z.array(TagRecord), nextCursor: z.null() });

const CreateTagBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .meta({ description: 'Unique per organization, case-insensitively' }),
    color: z
      .string()
      .regex(HEX_COLOR, { error: 'color must be a hex color of the form #RRGGBB' })
      .optional()
      .meta({ description: '#RRGGBB; default #6B7280' }),
  })
  .strict();

export const tagsRoutes: RouteSpec[] = [
  defineRoute({
    method: 'get',
    path: '/v1/tags',
    scope: 'tags:read',
    summary: 'Every tag of the organization, oldest first',
    tag: 'Tags',
    responses: { 200: { description: 'All tags (nextCursor is always null)', schema: TagList } },
    handler: async (ctx) => {
      const res = await unary<ListTagsResponse__Output>(ctx.call, (md, opts, cb) =>
        ctx.clients.contacts.listTags({ organizationId: ctx.auth.organization.id }, md, opts, cb),
      );
      return { status: 200, body: { data: res.data.map(toTagRecord), nextCursor: null } };
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
    handler: async (ctx) => {
      const res = await unary<CreateTagResponse__Output>(ctx.call, (md, opts, cb) =>
        ctx.clients.contacts.createTag(
          { organizationId: ctx.auth.organization.id, name: ctx.body.name, color: ctx.body.color },
          md,
          opts,
          cb,
        ),
      );
      return { status: 201, body: toTagRecord(res.tag!) };
    },
  }),
];
