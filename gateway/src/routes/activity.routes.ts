import { readableFamilies } from '@rapport/contracts';
import { z } from 'zod';
import { ChangeRecord, toChangeRecord } from './changes.mapper';
import { readableTypes, TypesQuery } from './changes.routes';
import { IdParams, listOf, PageQuery } from './common';
import { ErrorBody } from './people.mapper';
import { defineRoute, type RouteSpec } from './route';

const CURSOR_RULE = 'cursor must be a nextCursor of this activity';

const ActivityQuery = z.object({
  cursor: z
    .string({ error: CURSOR_RULE })
    .regex(/^[1-9]\d{0,14}$/, { error: CURSOR_RULE })
    .transform(Number)
    .optional()
    .meta({ description: 'nextCursor of the previous page; absent: from the newest change' }),
  limit: PageQuery.shape.limit,
  types: TypesQuery,
});

/** A person's activity: its changes in the change ledger, newest first (decision 0028). */
export const activityRoutes: RouteSpec[] = [
  defineRoute({
    method: 'get',
    path: '/v1/people/:id/activity',
    scope: 'people:read',
    summary:
      "A person's activity, newest first: its changes, tags, emails, messages, unsubscribes and bounces, as recorded in the change feed (kept CHANGES_RETENTION_DAYS)",
    tag: 'People',
    params: IdParams,
    query: ActivityQuery,
    responses: {
      200: { description: 'A page of the person’s changes, newest first', schema: listOf(ChangeRecord) },
      403: {
        description:
          'The token lacks `people:read`, or the read scope of a family it asked for in `types`; without that scope, the family’s changes are left out',
      },
      404: { description: 'No such person in the organization', schema: ErrorBody },
    },
    handler: async ({ params, query, auth, call, clients }) => {
      const page = clients.webhooks.listContactActivity(call, {
        contactId: params.id,
        cursor: query.cursor === undefined ? undefined : String(query.cursor),
        limit: query.limit ?? 50,
        types: query.types ? readableTypes(auth, query.types) : [],
        families: readableFamilies(auth.token.scopes),
      });
      page.catch(() => undefined); // answered below, after the person's 404 if there is one
      await clients.contacts.getPerson(call, { id: params.id });
      const { data, nextCursor } = await page;
      return { status: 200, body: { data: data.map(toChangeRecord), nextCursor: nextCursor ?? null } };
    },
  }),
];
