import * as grpc from '@grpc/grpc-js';
import { isServiceError, messagesOf } from '@rapport/platform';
import type { Request, Response, Router } from 'express';
import { callsFor, type Dashboard, page } from './dashboard.context';
import { endSession, SESSION_COOKIE, startSession } from './session.store';

const field = (req: Request, name: string): string => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/** Sign-in, sign-out and set-password (first Owner from the admin CLI, or an invitation). */
export function authPages(router: Router, dashboard: Dashboard): void {
  const signInPage = (res: Response, status: number, data: Record<string, unknown> = {}) =>
    page(dashboard, res, status, 'sign-in', { title: 'Sign in', errorTitle: 'Could not sign in', ...data });

  router.get('/sign-in', async (req, res) => {
    if (req.session.userId) return res.redirect(303, '/dashboard/overview');
    signInPage(res, 200);
  });

  router.post('/sign-in', async (req, res) => {
    const form = { organization: field(req, 'organization'), email: field(req, 'email') };
    const password = field(req, 'password');
    const ip = req.ip ?? '';
    // Counted before the password is checked (a wrong password, an error and a 429 stay counted).
    const wait = await dashboard.throttle.claim(ip, form.organization, form.email);
    if (wait > 0) {
      res.set('Retry-After', String(wait));
      const minutes = Math.ceil(wait / 60);
      return signInPage(res, 429, {
        form,
        errors: [`Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`],
      });
    }
    try {
      const { user } = await callsFor(dashboard, req).signIn(form.organization, form.email, password);
      await dashboard.throttle.succeeded(ip, form.organization, form.email);
      await startSession(req, user!);
      res.redirect(303, '/dashboard/overview');
    } catch (err) {
      if (!isServiceError(err) || err.code !== grpc.status.UNAUTHENTICATED) throw err;
      signInPage(res, 401, { form, errors: ['Wrong organization, email or password.'] });
    }
  });

  router.post('/sign-out', async (req, res) => {
    await endSession(req);
    res.clearCookie(SESSION_COOKIE, { path: '/dashboard' });
    res.redirect(303, '/dashboard/sign-in');
  });

  const setPasswordPage = (res: Response, status: number, setupToken: string, errors?: string[]) =>
    page(dashboard, res, status, 'set-password', {
      title: 'Choose your password',
      setupToken,
      errors,
      errorTitle: 'Could not set the password',
    });

  router.get('/set-password', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    setPasswordPage(res, 200, token);
  });

  router.post('/set-password', async (req, res) => {
    const token = field(req, 'token');
    const password = field(req, 'password');
    if (password !== field(req, 'confirm')) {
      return setPasswordPage(res, 400, token, ['The two passwords differ.']);
    }
    try {
      const { user } = await callsFor(dashboard, req).setPassword(token, password);
      await startSession(req, user!);
      res.redirect(303, '/dashboard/overview');
    } catch (err) {
      if (isServiceError(err) && err.code === grpc.status.INVALID_ARGUMENT) {
        return setPasswordPage(res, 400, token, messagesOf(err));
      }
      throw err;
    }
  });
}
