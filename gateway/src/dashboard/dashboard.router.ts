import { randomBytes } from 'node:crypto';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { isServiceError, type Logger } from '@rapport/platform';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Redis } from 'ioredis';
import type { GatewayClients } from '../clients/clients';
import { httpErrorFromGrpc } from '../errors/grpc-to-http';
import { AnonymousCsrf } from './anonymous-csrf';
import { authPages } from './auth.pages';
import { callsFor, type Dashboard, page } from './dashboard.context';
import { overviewPage } from './overview.page';
import { csrf, endSession, SESSION_COOKIE, SessionsUnavailable, sessions } from './session.store';
import { SignInThrottle } from './sign-in.throttle';
import { teamPages } from './team.pages';
import { tokenPages } from './tokens.pages';
import { loadViews } from './views';

export interface DashboardDeps {
  clients: GatewayClients;
  redis: Redis;
  logger: Logger;
  deadlineMs: number;
  sessionTtlSeconds: number;
  /**
   * Signs the session cookie and the tokens of the forms shown before sign-in; shared by every
   * gateway replica (random per process when unset).
   */
  sessionSecret: string | undefined;
  signInAttempts: number;
  /** The dashboard's address as people reach it (DASHBOARD_URL): invitation links start with it. */
  dashboardUrl: () => string;
}

/** Pages a visitor without a session may see. */
const PUBLIC = new Set(['/sign-in', '/set-password']);

// Everything is served from here: no third-party origin, no inline script or style.
const HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  // Set-password and invitation links carry a secret in the query: never send it on as a referrer.
  'Referrer-Policy': 'no-referrer',
};

/** The dashboard, mounted by the app under /dashboard (decision 0015). */
export function createDashboard(deps: DashboardDeps): Router {
  const secret = deps.sessionSecret ?? randomBytes(32).toString('base64url');
  const dashboard: Dashboard = {
    render: loadViews(),
    throttle: new SignInThrottle(deps.redis, deps.signInAttempts),
    anonymousCsrf: new AnonymousCsrf(secret),
    clients: deps.clients,
    deadlineMs: deps.deadlineMs,
    logger: deps.logger,
    dashboardUrl: () => withoutTrailingSlashes(deps.dashboardUrl()),
  };
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set(HEADERS);
    next();
  });
  router.use(
    '/assets',
    express.static(path.join(__dirname, 'assets'), {
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.set('Cache-Control', 'public, max-age=300'),
    }),
  );
  router.use(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 100 }));

  // The session (if any), then CSRF on every POST (the session's token when signed in, else the
  // stateless one of the forms before sign-in), then the signed-in user on every other page.
  router.use(sessions(deps.redis, deps.sessionTtlSeconds, secret));
  router.use(async (req, res, next) => {
    const valid = (r: Request) =>
      r.session.userId ? csrf.isRequestValid(r) : dashboard.anonymousCsrf.isRequestValid(r);
    if (req.method === 'POST' && !valid(req)) {
      return page(dashboard, res, 403, 'error', {
        title: 'Form expired',
        heading: 'This form has expired',
        message: 'For your security the form could not be accepted. Go back, reload the page and try again.',
      });
    }
    next();
  });
  authPages(router, dashboard);
  router.use(async (req, res, next) => {
    if (PUBLIC.has(req.path)) return next();
    const userId = req.session.userId;
    if (!userId) return res.redirect(303, '/dashboard/sign-in');
    const me = await callsFor(dashboard, req)
      .getUser(userId)
      .catch((err) => {
        if (isServiceError(err) && err.code === grpc.status.NOT_FOUND) return undefined;
        throw err;
      });
    // The user is gone, or set a password since this session signed in (on any replica: identity
    // answers every request's check): the session ends. The session that set it holds the new version.
    if (!me || me.user.credentialVersion !== (req.session.credentialVersion ?? '')) {
      await endSession(req);
      res.clearCookie(SESSION_COOKIE, { path: '/dashboard' });
      return res.redirect(303, '/dashboard/sign-in');
    }
    res.locals.me = me;
    next();
  });
  router.get('/', (_req, res) => res.redirect(303, '/dashboard/overview'));
  overviewPage(router, dashboard);
  tokenPages(router, dashboard);
  teamPages(router, dashboard);
  router.use((_req, res) =>
    page(dashboard, res, 404, 'error', {
      title: 'Not found',
      heading: 'Page not found',
      message: 'There is no such page.',
    }),
  );
  router.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const { status, message } = describe(err);
    if (status >= 500) (req.log ?? deps.logger).error({ err }, 'dashboard request failed');
    if (res.headersSent) return res.end();
    page(dashboard, res, status, 'error', { title: 'Error', heading: headingOf(status), message });
  });
  return router;
}

function describe(err: unknown): { status: number; message: string } {
  if (isServiceError(err)) {
    const http = httpErrorFromGrpc(err);
    return { status: http.statusCode, message: http.message };
  }
  // Express's own errors (a missing asset, a form too large or malformed) carry their 4xx status.
  const status = (err as { status?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, message: status === 404 ? 'There is no such page.' : 'The request could not be read.' };
  }
  if (err instanceof SessionsUnavailable) {
    return { status: 503, message: 'Sign-in is unavailable right now; try again in a moment.' };
  }
  return { status: 500, message: 'Something went wrong on our side. Try again.' };
}

function headingOf(status: number): string {
  if (status === 403) return 'Not allowed';
  if (status === 404) return 'Not found';
  if (status >= 500) return 'Something went wrong';
  return 'That did not work';
}

/** `url` without the slashes it ends with (a loop: `/\/+$/` tries every slash as the first, O(n²)). */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}
