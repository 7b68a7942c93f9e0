import { randomUUID } from 'node:crypto';
import type { Logger } from '@rapport/platform';
import type { Request, Response } from 'express';
import type { GatewayClients } from '../clients/clients';
import { type DashboardCalls, dashboardCalls, type SessionUser } from './identity.calls';
import type { RedisSessionStore, Session } from './session.store';
import type { SignInThrottle } from './sign-in.throttle';
import { organizationView, userView } from './view-models';
import type { Render } from './views';

export const SESSION_COOKIE = 'rapport_session';

export interface Dashboard {
  render: Render;
  sessions: RedisSessionStore;
  throttle: SignInThrottle;
  clients: GatewayClients;
  deadlineMs: number;
  logger: Logger;
}

/** What the dashboard middleware leaves on `res.locals`. */
export interface DashboardLocals {
  session: Session | null;
  sessionId: string | undefined;
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
  const { session, me } = locals(res);
  const html = dashboard.render(view, {
    csrf: session?.csrf,
    me: me ? userView(me.user) : undefined,
    org: me ? organizationView(me.organization) : undefined,
    ...data,
  });
  res.status(status).type('html').send(html);
}

/** Starts a session (anonymous, or for a user after sign-in) under a new id and sets its cookie. */
export async function startSession(dashboard: Dashboard, req: Request, res: Response, userId: string | null) {
  await dashboard.sessions.destroy(locals(res).sessionId);
  const { id, session } = await dashboard.sessions.create(userId);
  res.cookie(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    // Behind TLS (directly or through a trusted proxy, TRUST_PROXY) the cookie is Secure.
    secure: req.secure,
    path: '/dashboard',
  });
  Object.assign(res.locals, { session, sessionId: id });
  return session;
}
