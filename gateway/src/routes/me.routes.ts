import { z } from 'zod';
import type { AuthContext } from '../auth/authenticate';
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

/** The calling token and its organization, as GET /v1/me shows them (api-decisions). */
function toMe({ token, organization }: AuthContext): z.infer<typeof MeResponse> {
  return {
    token: {
      id: token.id,
      prefix: token.prefix,
      name: token.name,
      scopes: token.scopes,
      expiresAt: token.expiresAt ?? null,
      lastUsedAt: token.lastUsedAt ?? null,
    },
    organization: { id: organization.id, name: organization.name, slug: organization.slug },
  };
}

export const meRoutes: RouteSpec[] = [
  defineRoute({
    method: 'get',
    path: '/v1/me',
    scope: '',
    summary: 'The calling token and its organization',
    tag: 'Identity',
    responses: { 200: { description: 'Token identity and organization', schema: MeResponse } },
    handler: async ({ auth }) => ({ status: 200, body: toMe(auth) }),
  }),
];
