import { randomUUID } from 'node:crypto';
import type { Logger } from '@rapport/platform';
import type { Request, Response } from 'express';
import type { GatewayClients } from '../clients/clients';
import type { AnonymousCsrf } from './anonymous-csrf';
import { type DashboardCalls, dashboardCalls, type SessionUser } from './identity.calls';
import { csrf } from './session.store';
import type { SignInThrottle } from './sign-in.throttle';
import { organizationView, userView } from './view-models';
import type { Render } from './views';

export interface Dashboard {
  render: Render;
  throttle: SignInThrottle;
  /** CSRF tokens of the forms shown before sign-in (no session exists then). */
  anonymousCsrf: AnonymousCsrf;
  clients: GatewayClients;
  deadlineMs: number;
  logger: Logger;
  /** DASHBOARD_URL (ending in /dashboard) without a trailing slash. */
  dashboardUrl: () => string;
}

/** What the dashboard middleware leaves on `res.locals`. */
export interface DashboardLocals {
  /** The signed-in user and organization, on pages that need one. */
  me?: SessionUser;
}

export const locals = (res: Response) => res.locals as DashboardLocals;

export function callsFor(dashboard: Dashboard, req: Request): DashboardCalls {
  return dashboardCalls(dashboard.clients, {
    requestId: String(req.id ?? randomUUID()),
    deadlineMs: dashboard.deadlineMs,
  });
}

export function page(
  dashboard: Dashboard,
  res: Response,
  status: number,
  view: string,
  data: Record<string, unknown>,
): void {
  const { me } = locals(res);
  const req = res.req as Request;
  const html = dashboard.render(view, {
    // A signed-in session's token, or before sign-in a stateless one (nothing is stored: decision
    // 0015). Error pages of requests that never reached the session middleware (assets) have none.
    csrf: req.session?.userId
      ? csrf.generateToken(req)
      : req.session
        ? dashboard.anonymousCsrf.issue(req, res)
        : undefined,
    me: me ? userView(me.user) : undefined,
    org: me ? organizationView(me.organization) : undefined,
    ...data,
  });
  res.status(status).type('html').send(html);
}
