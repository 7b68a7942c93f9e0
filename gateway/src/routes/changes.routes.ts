import { readableFamilies } from '@rapport/contracts';
import { EVENT_FAMILIES } from '@rapport/platform';
import { z } from 'zod';
import type { AuthContext } from '../auth/authenticate';
import { HttpError } from '../errors/http-error';
import { ChangeRecord, toChangeRecord } from './changes.mapper';
import { defineRoute, type RouteSpec } from './route';

const TAG = 'Changes';
const SCOPE = 'changes:read';

const CURSOR_RULE = 'cursor must be a nextCursor of this feed';
const LIMIT_RULE = 'limit must be an integer from 1 to 500';
const WAIT_RULE = 'wait must be an integer from 1 to 30 (seconds)';

/** `types=`: event types or `<family>.*`, comma-separated (the change feed and a person's activity). */
export const TypesQuery = z
  .string()
  .regex(/^[a-z_]+(\.([a-z_]+|\*))?(,[a-z_]+(\.([a-z_]+|\*))?)*$/, {
    error: 'types must be event types or `<family>.*`, separated by commas',
  })
  .optional()
  .meta({ description: 'Only these event types (`contact.created`, `contact.*` …), comma-separated' });

const ChangesQuery = z.object({
  cursor: z
    .string({ error: CURSOR_RULE })
    .regex(/^\d{1,15}$/, { error: CURSOR_RULE })
    .transform(Number)
    .optional()
    .meta({
      description:
        'nextCursor of the previous page (or of GET /v1/changes/head); absent: the oldest change kept',
    }),
  limit: z
    .string({ error: LIMIT_RULE })
    .regex(/^\d{1,3}$/, { error: LIMIT_RULE })
    .transform(Number)
    .refine((n) => n >= 1 && n <= 500, { error: LIMIT_RULE })
    .optional()
    // Documented as the integer it stands for (query values arrive as text), as in PageQuery.
    .meta({
      description: 'Page size, 1 to 500 (default 100)',
      type: 'integer',
      minimum: 1,
      maximum: 500,
      pattern: undefined,
    } as Record<string, unknown>),
  types: TypesQuery,
  actor: z
    .string()
    .regex(/^(token|user|system):[\w.-]{1,100}$/, {
      error: 'actor must be token:<id>, user:<id> or system:<name>',
    })
    .optional()
    .meta({
      description: 'Only changes made by this actor: `token:<id>`, `user:<id>` or `system:<service>`',
    }),
  wait: z
    .string({ error: WAIT_RULE })
    .regex(/^\d{1,2}$/, { error: WAIT_RULE })
    .transform(Number)
    .refine((n) => n >= 1 && n <= 30, { error: WAIT_RULE })
    .optional()
    .meta({
      description: 'Hold an empty page open up to this many seconds (1 to 30) until a change arrives',
      type: 'integer',
      minimum: 1,
      maximum: 30,
      pattern: undefined,
    } as Record<string, unknown>),
});

const ChangesPage = z.object({
  data: z.array(ChangeRecord),
  nextCursor: z.string().meta({ description: 'Always present: where the next read starts' }),
});

/**
 * The types to ask the service for: the requested ones, each in a family the token may read (403
 * names the scopes a requested family needs); none requested: every family it may read. The change
 * feed and a person's activity filter alike.
 */
export function readableTypes(auth: AuthContext, requested: string | undefined): string[] {
  const families = readableFamilies(auth.token.scopes);
  const scopeOf = (family: string) => EVENT_FAMILIES[family]?.readScope;
  if (!families.length) {
    throw new HttpError(
      403,
      `this token can read no change: it needs the read scope of a family (${Object.keys(EVENT_FAMILIES).map(scopeOf).join(', ')})`,
    );
  }
  if (!requested) return families.map((family) => `${family}.*`);
  const types = requested.split(',');
  const unknown = [...new Set(types.map((type) => type.split('.')[0]!))].filter(
    (family) => !Object.hasOwn(EVENT_FAMILIES, family),
  );
  if (unknown.length) {
    throw new HttpError(
      400,
      `types must name known families (${Object.keys(EVENT_FAMILIES).join(', ')}): not ${unknown.join(', ')}`,
    );
  }
  const missing = new Set(
    types
      .map((type) => type.split('.')[0]!)
      .filter((family) => !families.includes(family) && EVENT_FAMILIES[family]),
  );
  if (missing.size) {
    throw new HttpError(
      403,
      `this token lacks the scope${missing.size > 1 ? 's' : ''} ${[...missing].map((f) => `"${scopeOf(f)}"`).join(', ')}, which changes of ${[...missing].join(', ')} need`,
    );
  }
  return types;
}

export const changesRoutes: RouteSpec[] = [
  defineRoute({
    method: 'get',
    path: '/v1/changes',
    scope: SCOPE,
    summary:
      "The organization's changes, oldest first, each once, in one order; follow it with `cursor` (and `wait` to hold an empty page open)",
    tag: TAG,
    query: ChangesQuery,
    responses: {
      200: {
        description: 'A page of changes (possibly empty) and the cursor to read on from',
        schema: ChangesPage,
      },
      403: { description: 'The token lacks `changes:read`, or the read scope of a family it asked for' },
      429: {
        description:
          'With `wait`: the token holds `CHANGES_WAITS_PER_TOKEN` (default 5) waiting reads already; or the rate limit',
      },
      410: {
        description:
          'The cursor is older than the changes kept (CHANGES_RETENTION_DAYS): resync from the lists, then follow from GET /v1/changes/head',
      },
    },
    handler: async ({ query, auth, call, clients, limits }) => {
      const types = readableTypes(auth, query.types);
      const waitMs = (query.wait ?? 0) * 1000;
      const deadlineMs = (call.deadlineMs ?? 0) + waitMs;
      // A held-open read counts against its token's waits until it answers (issue 48).
      const release = waitMs ? await limits.waits.acquire(auth.token.id, deadlineMs) : undefined;
      const page = await clients.webhooks
        .listChanges(
          { ...call, deadlineMs },
          {
            after: query.cursor === undefined ? undefined : String(query.cursor),
            limit: query.limit ?? 100,
            types,
            actor: query.actor,
            waitMs,
          },
        )
        .finally(() => release?.());
      if (page.expired) {
        throw new HttpError(
          410,
          `cursor ${query.cursor} is older than the changes kept: resync from GET /v1/people (and the other lists) after reading GET /v1/changes/head, then follow from that head's cursor`,
        );
      }
      return {
        status: 200,
        body: {
          data: page.data.map(toChangeRecord),
          nextCursor: String(page.nextAfter),
        },
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/changes/head',
    scope: SCOPE,
    summary: 'The cursor of now: follow from it after a resync, and nothing recorded before it comes back',
    tag: TAG,
    responses: {
      200: {
        description: 'The position of the last change recorded',
        schema: z.object({ cursor: z.string() }),
      },
    },
    handler: async ({ call, clients }) => {
      const head = await clients.webhooks.getChangeHead(call, {});
      return { status: 200, body: { cursor: String(head.seq) } };
    },
  }),
];
