import { z } from 'zod';
import { defineRoute, type RouteSpec } from './route';

export const MeResponse = z.object({
  token: z.object({
    id: z.string(),
    prefix: z.string(),
    name: z.string(),
    scopes: z.array(z.string()),
    expiresAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
  }),
  organization: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
});

export const meRoutes: RouteSpec[] = [
  defineRoute({
    method: 'get',
    path: '/v1/me',
    scope: '',
    summary: 'The calling token and its organization',
    tag: 'Identity',
    responses: { 200: { description: 'Token identity and organization', schema: MeResponse } },
    handler: async ({ auth }) => ({
      status: 200,
      body: {
        token: {
          id: auth.token.id,
          prefix: auth.token.prefix,
          name: auth.token.name,
          scopes: auth.token.scopes,
          expiresAt: auth.token.expiresAt ?? null,
          lastUsedAt: auth.token.lastUsedAt ?? null,
        },
        organization: {
          id: auth.organization.id,
          name: auth.organization.name,
          slug: auth.organization.slug,
        },
      } satisfies z.infer<typeof MeResponse>,
    }),
  }),
];
