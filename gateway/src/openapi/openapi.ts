import { z } from 'zod';
import type { RouteSpec } from '../routes/route';

const ErrorEnvelope = z.object({
  statusCode: z.number().int(),
  message: z.union([z.string(), z.array(z.string())]),
  error: z.string(),
});

const COMMON_ERRORS: Record<number, string> = {
  400: 'Validation failed (message lists each failing rule)',
  401: 'Token missing, malformed, unknown, revoked or expired',
  403: 'Token lacks the required scope',
  429: 'Rate limit exceeded; see X-RateLimit-Reset and Retry-After',
  503: 'A service is unavailable',
  504: 'A service did not answer in time',
};

const schemaOf = (schema: z.ZodType) => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return rest;
};

const RATE_HEADERS = {
  'X-RateLimit-Limit': { schema: { type: 'integer' }, description: 'Requests allowed per window' },
  'X-RateLimit-Remaining': { schema: { type: 'integer' }, description: 'Requests left in the window' },
  'X-RateLimit-Reset': { schema: { type: 'integer' }, description: 'Unix time (s) when the window resets' },
};

function parametersOf(route: RouteSpec): unknown[] {
  const out: unknown[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return out;
}

/** The OpenAPI 3.1 document of every public route, derived from the same schemas that validate. */
export function buildOpenApi(routes: RouteSpec[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(route.responses)) {
      responses[status] = {
        description: response.description,
        headers: RATE_HEADERS,
        ...(response.schema
          ? { content: { 'application/json': { schema: schemaOf(response.schema) } } }
          : {}),
      };
    }
    for (const [status, description] of Object.entries(COMMON_ERRORS)) {
      responses[status] ??= {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    paths[path] ??= {};
    paths[path][route.method] = {
      summary: route.summary,
      tags: [route.tag],
      'x-required-scope': route.scope || null,
      security: [{ bearer: [] }],
      parameters: parametersOf(route),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: schemaOf(route.body) } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Rapport public REST interface', version: '1.0' },
    servers: [{ url: 'http://127.0.0.1:8080' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'rpt_ followed by 40 base62 characters' },
      },
      schemas: { Error: schemaOf(ErrorEnvelope) },
    },
    paths,
  };
}
