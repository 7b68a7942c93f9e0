import type { Request } from 'express';
import type { z } from 'zod';
import type { AuthContext } from '../auth/authenticate';
import type { GatewayClients } from '../clients/clients';
import type { RequestContext } from '../clients/grpc-call';
import type { WaitLimiter } from '../rate-limit/wait-limiter';

/** Limits a handler applies itself (beyond the rate limit of every request). */
export interface RouteLimits {
  /** Held-open reads of the change feed per token (issue 48). */
  waits: WaitLimiter;
}

export interface RouteContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  auth: AuthContext;
  /** Pass to every client call: the organization, the request id and the gateway's deadline. */
  call: RequestContext;
  clients: GatewayClients;
  limits: RouteLimits;
  req: Request;
}

export interface RouteResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * What a replay of a keyed request (Idempotency-Key) answers instead of `body`, with these headers
   * added: an answer that shows a secret once is kept without it.
   */
  replay?: { body: unknown; headers: Record<string, string> };
}

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/**
 * One public route: its contract (schemas, scope, responses) and its handler. The same definition
 * registers the Express route, validates requests and produces the OpenAPI document.
 */
export interface RouteSpec<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Express syntax: `/v1/people/:id`. */
  path: string;
  /** Required scope; `''` means any active token (GET /v1/me). */
  scope: string;
  /**
   * A plan feature the organization must have (identity's `organization.features`), checked right
   * after the scope and before validation: 403 with `message` otherwise. The service checks it too,
   * for internal callers.
   */
  feature?: { name: string; message: string };
  /**
   * Honours the `Idempotency-Key` header (gateway/src/idempotency, decision 0016). Defaults to true
   * for POST (api-decisions: "on any POST") and false otherwise.
   */
  idempotent?: boolean;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Success and error responses documented in OpenAPI; a schema documents the body. */
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  handler(ctx: RouteContext<z.output<P>, z.output<Q>, z.output<B>>): Promise<RouteResult>;
}

/** Identity function that keeps the schema types of one route for its handler. */
export function defineRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  spec: RouteSpec<P, Q, B>,
): RouteSpec {
  return spec as unknown as RouteSpec;
}
