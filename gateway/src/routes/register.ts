import { randomUUID } from 'node:crypto';
import { hasNul, nulMessage } from '@rapport/contracts';
import type { Express, NextFunction, Request, Response } from 'express';
import { type Authenticator, forbidden } from '../auth/authenticate';
import type { GatewayClients } from '../clients/clients';
import { HttpError } from '../errors/http-error';
import { IdempotentRunner, isIdempotent, readIdempotencyKey } from '../idempotency';
import { parseOrThrow } from '../validation/validate';
import type { RouteLimits, RouteSpec } from './route';

export interface RouteDeps {
  clients: GatewayClients;
  limits: RouteLimits;
  authenticator: Authenticator;
  deadlineMs: number;
}

/**
 * Mounts each route behind the same chain: authenticate (401) → rate limit (429, headers on every
 * authenticated answer) → scope (403) → plan feature (403) → Idempotency-Key (400) → validate params,
 * query and body (400) → handler, run through the key's claim when the request has one.
 */
export function registerRoutes(app: Express, routes: RouteSpec[], deps: RouteDeps): void {
  const idempotency = new IdempotentRunner(deps.clients.identity);
  for (const route of routes) {
    const keyed = isIdempotent(route);
    app[route.method](route.path, async (req: Request, res: Response, next: NextFunction) => {
      try {
        const call = { requestId: String(req.id ?? randomUUID()), deadlineMs: deps.deadlineMs };
        const { auth, granted, rate } = await deps.authenticator.authenticate(
          req.get('authorization'),
          req.ip ?? '',
          route.scope,
          call,
        );
        res.set(rate.headers);
        if (!granted) throw forbidden(route.scope);
        if (route.feature && !auth.organization.features.includes(route.feature.name)) {
          throw new HttpError(403, route.feature.message);
        }
        // Without the header nothing of the key machinery runs (decision 0016).
        const key = keyed ? readIdempotencyKey(req.get('idempotency-key')) : undefined;
        // No store holds or matches U+0000 (FerretDB on PostgreSQL fails on it): a rule, not a 500.
        const nul = Object.entries(req.params).filter(
          ([, value]) => typeof value === 'string' && hasNul(value),
        );
        if (nul.length)
          throw new HttpError(
            400,
            nul.map(([name]) => nulMessage(name)),
          );
        const params = route.params ? parseOrThrow(route.params, req.params, 'params') : req.params;
        const query = route.query ? parseOrThrow(route.query, req.query, 'query') : {};
        const body = route.body ? parseOrThrow(route.body, req.body ?? {}, 'body') : undefined;
        // The token is the actor of what the request changes (the change feed names it, decision 0024).
        const context = { ...call, organizationId: auth.organization.id, actor: `token:${auth.token.id}` };
        const run = () =>
          route.handler({
            params,
            query,
            body,
            auth,
            call: context,
            clients: deps.clients,
            limits: deps.limits,
            req,
          });
        const result =
          key === undefined
            ? await run()
            : await idempotency.run(
                {
                  organizationId: auth.organization.id,
                  key,
                  method: req.method,
                  path: req.path,
                  body: req.body,
                  call,
                  log: req.log,
                },
                run,
              );
        if (result.headers) res.set(result.headers);
        if (result.body === undefined) res.status(result.status).end();
        else res.status(result.status).json(result.body);
      } catch (err) {
        next(err);
      }
    });
  }
}
