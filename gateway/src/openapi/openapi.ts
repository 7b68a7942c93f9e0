import { z } from 'zod';
import { IDEMPOTENCY_PARAMETER, IDEMPOTENCY_RESPONSES, isIdempotent } from '../idempotency/openapi';
import type { RouteSpec } from '../routes/route';

const ErrorEnvelope = z.object({
  statusCode: z.number().int(),
  message: z.union([z.string(), z.array(z.string())]),
  error: z.string(),
});

const ERROR_REF = { $ref: '#/components/schemas/Error' };

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

const HEADERS = {
  'X-RateLimit-Limit': { schema: { type: 'integer' }, description: 'Requests allowed per window' },
  'X-RateLimit-Remaining': { schema: { type: 'integer' }, description: 'Requests left in the window' },
  'X-RateLimit-Reset': { schema: { type: 'integer' }, description: 'Unix time (s) when the window resets' },
  'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait before retrying' },
};
const headerRefs = (names: (keyof typeof HEADERS)[]) =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
/** Every answer after authentication carries the rate-limit headers; a 401 comes before them. */
const RATE_HEADERS = headerRefs(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']);
const headersOfStatus = (status: string) =>
  status === '401'
    ? undefined
    : status === '429'
      ? { ...RATE_HEADERS, ...headerRefs(['Retry-After']) }
      : RATE_HEADERS;

const INTRO = [
  'Every call needs `Authorization: Bearer rpt_…` (an API token from the dashboard or the admin CLI); each',
  'operation names the scope its token must hold (`<resource>:*` and `*` cover the listed ones). The',
  'exceptions carry no token (`security: []`): the unsubscribe link of campaign emails (the link is its',
  "own credential) and providers' email notifications (signed with the organization's secret).",
  '',
  '**Errors** answer one envelope, `{ "statusCode", "message", "error" }`; `message` is a list of rules',
  'for a 400 (one per failing rule) and a string otherwise.',
  '',
  '**Rate limits**: every authenticated answer carries `X-RateLimit-Limit`, `X-RateLimit-Remaining` and',
  '`X-RateLimit-Reset` (Unix seconds); a 429 also carries `Retry-After` (seconds).',
  '',
  '**Lists** answer `{ "data": [...], "nextCursor": "..." | null }`, newest first: pass `nextCursor` as',
  '`cursor` for the next page (`limit` 1 to 100, default 50) until it is `null`.',
].join('\n');

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  format?: string;
};

/** The type of a schema, looking through `anyOf` / `oneOf` with `null`. */
const typeOf = (schema: JsonSchema): string | undefined => {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return typeOf(options.find((o) => o.type !== 'null') ?? {});
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
};

/**
 * A plausible value of a schema for the example request: the schema's own `examples` (zod
 * `.meta({ examples: [...] })`) win; objects keep required properties and the first three optional
 * scalars that are not ids (an invented id would fail).
 */
function sampleOf(schema: JsonSchema, key = ''): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sampleOf(options.find((o) => o.type !== 'null') ?? options[0]!, key);
  const type = typeOf(schema);
  if (type === 'object') {
    const required = new Set(schema.required ?? []);
    const all = Object.entries(schema.properties ?? {});
    const optional = all.filter(
      ([name, property]) =>
        !required.has(name) && !/Ids?$/.test(name) && !['object', 'array'].includes(typeOf(property) ?? ''),
    );
    const entries = [...all.filter(([name]) => required.has(name)), ...optional.slice(0, 3)];
    return Object.fromEntries(entries.map(([name, property]) => [name, sampleOf(property, name)]));
  }
  if (type === 'array') return schema.items ? [sampleOf(schema.items, key)] : [];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (/email$/i.test(key) || schema.format === 'email') return 'ada@example.com';
  if (/phone$/i.test(key)) return '+14155550100';
  if (/Ids?$/.test(key)) return `<${key.replace(/s$/, '')}>`;
  if (/color$/i.test(key)) return '#6B7280';
  if (/domain$/i.test(key)) return 'example.com';
  if (schema.format === 'date-time') return '2026-11-21T10:00:00.000Z';
  if (schema.format === 'uri' || /(website|url)$/i.test(key)) return 'https://example.com';
  return key ? `Example ${key}` : 'example';
}

/** A curl command of the operation, with `$RAPPORT_TOKEN` and a path parameter `:tagId` as `$TAG_ID`. */
function exampleRequest(route: RouteSpec, server: string): string {
  const path = route.path.replace(
    /:(\w+)/g,
    (_m, name: string) => `$${name.replace(/[A-Z]/g, '_$&').toUpperCase()}`,
  );
  const lines = [
    `curl -X ${route.method.toUpperCase()} "${server}${path}"`,
    '  -H "Authorization: Bearer $RAPPORT_TOKEN"',
  ];
  if (route.body) {
    lines.push('  -H "Content-Type: application/json"');
    lines.push(`  -d '${JSON.stringify(sampleOf(schemaOf(route.body) as JsonSchema))}'`);
  }
  return lines.join(' \\\n');
}

/** `post /v1/people/:id/tags` → `postPeopleByIdTags`: stable, unique, derived from the route. */
const operationIdOf = (route: Pick<RouteSpec, 'method' | 'path'>) =>
  route.method +
  route.path
    .replace(/^\/v1\//, '')
    .split(/[/_-]/)
    .map((part) => (part.startsWith(':') ? `By${cap(part.slice(1))}` : cap(part)))
    .join('');
const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function descriptionOf(route: RouteSpec, server: string): string {
  const scope = route.scope ? `Required scope: \`${route.scope}\`.` : 'Any active token (no scope needed).';
  const feature = route.feature ? ` Plan feature: \`${route.feature.name}\`.` : '';
  return `${scope}${feature}\n\nExample request:\n\n\`\`\`sh\n${exampleRequest(route, server)}\n\`\`\``;
}

function parametersOf(route: Pick<RouteSpec, 'params' | 'query'>): unknown[] {
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

/**
 * A route that carries no token (the unsubscribe link, providers' notifications): documented with
 * `security: []`, its own answers (some are HTML pages) and no scope.
 */
export interface PublicOperation {
  method: 'get' | 'post';
  /** Express syntax, as the router's. */
  path: string;
  summary: string;
  tag: string;
  /** Markdown: who calls it and what proves the caller (the link's signature, a header). */
  description: string;
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: { name: string; description: string }[];
  body?: { description: string; schema: z.ZodType };
  /** `html`: the answer is a page (`text/html`); `schema`: a JSON body; otherwise the error envelope. */
  responses: Record<number, { description: string; html?: true; schema?: z.ZodType }>;
}

function publicOperation(operation: PublicOperation): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    responses[status] = {
      description: response.description,
      headers: headersOfStatus(status),
      content: response.html
        ? { 'text/html': { schema: { type: 'string' } } }
        : { 'application/json': { schema: response.schema ? schemaOf(response.schema) : ERROR_REF } },
    };
  }
  return {
    operationId: operationIdOf(operation),
    summary: operation.summary,
    description: operation.description,
    tags: [operation.tag],
    'x-required-scope': null,
    security: [],
    parameters: [
      ...parametersOf(operation),
      ...(operation.headers ?? []).map(({ name, description }) => ({
        name,
        in: 'header',
        required: true,
        description,
        schema: { type: 'string' },
      })),
    ],
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            description: operation.body.description,
            content: { 'application/json': { schema: schemaOf(operation.body.schema) } },
          },
        }
      : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of every public route, derived from the same schemas that validate, and of
 * the routes that carry no token.
 */
export function buildOpenApi(routes: RouteSpec[], open: PublicOperation[] = []): Record<string, unknown> {
  const server = 'http://127.0.0.1:8080';
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(route.responses)) {
      responses[status] = {
        description: response.description,
        headers: headersOfStatus(status),
        ...(response.schema
          ? { content: { 'application/json': { schema: schemaOf(response.schema) } } }
          : Number(status) >= 400
            ? { content: { 'application/json': { schema: ERROR_REF } } }
            : {}),
      };
    }
    const errors = isIdempotent(route) ? { ...COMMON_ERRORS, ...IDEMPOTENCY_RESPONSES } : COMMON_ERRORS;
    for (const [status, description] of Object.entries(errors)) {
      responses[status] ??= {
        description,
        headers: headersOfStatus(status),
        content: { 'application/json': { schema: ERROR_REF } },
      };
    }
    paths[path] ??= {};
    paths[path][route.method] = {
      operationId: operationIdOf(route),
      summary: route.summary,
      description: descriptionOf(route, server),
      tags: [route.tag],
      'x-required-scope': route.scope || null,
      security: [{ bearer: [] }],
      parameters: [...parametersOf(route), ...(isIdempotent(route) ? [IDEMPOTENCY_PARAMETER] : [])],
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
  for (const operation of open) {
    const path = operation.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][operation.method] = publicOperation(operation);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Rapport public REST interface', version: '1.0', description: INTRO },
    servers: [{ url: server }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'rpt_ followed by 40 base62 characters' },
      },
      schemas: { Error: schemaOf(ErrorEnvelope) },
      headers: HEADERS,
    },
    paths,
  };
}
