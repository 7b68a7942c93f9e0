import * as grpc from '@grpc/grpc-js';
import { isServiceError, messagesOf } from '@rapport/platform';
import type { Request, Response, Router } from 'express';
import { callsFor, type Dashboard, locals, page } from './dashboard.context';
import { isManager, scopeGroups, tokenView } from './view-models';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface TokenForm {
  name: string;
  scopes: string[];
  expires: string;
}

function readForm(req: Request): TokenForm {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const raw = body.scopes;
  const scopes = (Array.isArray(raw) ? raw : [raw]).filter((s): s is string => typeof s === 'string');
  return {
    name: typeof body.name === 'string' ? body.name : '',
    scopes,
    expires: typeof body.expires === 'string' ? body.expires.trim() : '',
  };
}

/** Settings → API tokens: list for every role; create and revoke for Owners and Admins (identity checks). */
export function tokenPages(router: Router, dashboard: Dashboard): void {
  const tokensPage = async (
    req: Request,
    res: Response,
    status: number,
    extra: {
      form?: TokenForm;
      errors?: string[];
      created?: { name: string; value: string };
      notice?: string;
    },
  ) => {
    const me = locals(res).me!;
    const calls = callsFor(dashboard, req);
    const canManage = isManager(me.user);
    const [{ tokens }, catalogue] = await Promise.all([
      calls.listTokens(me.user.id),
      canManage ? calls.listScopes() : Promise.resolve({ scopes: [] }),
    ]);
    const chosen = extra.form?.scopes ?? [];
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    page(dashboard, res, status, 'tokens', {
      title: 'API tokens',
      nav: 'tokens',
      canManage,
      // Newest first.
      tokens: tokens.map((t) => tokenView(t)).reverse(),
      scopeGroups: scopeGroups(catalogue.scopes, chosen),
      tomorrow,
      ...extra,
      form: { ...extra.form, all: chosen.includes('*') },
      errorTitle: 'The token was not created',
    });
  };

  router.get('/settings/tokens', async (req, res) => {
    const revoked = typeof req.query.revoked === 'string' ? req.query.revoked : '';
    await tokensPage(req, res, 200, { notice: revoked ? 'The token is revoked.' : undefined });
  });

  router.post('/settings/tokens', async (req, res) => {
    const form = readForm(req);
    if (form.expires && !DATE.test(form.expires)) {
      return tokensPage(req, res, 400, { form, errors: ['The expiry date must be a date (YYYY-MM-DD).'] });
    }
    try {
      const created = await callsFor(dashboard, req).createToken(locals(res).me!.user.id, {
        name: form.name,
        scopes: form.scopes,
        ...(form.expires ? { expiresAt: `${form.expires}T00:00:00.000Z` } : {}),
      });
      // The value is in this answer only (no redirect, no storage; every answer is no-store).
      await tokensPage(req, res, 201, { created: { name: created.token.name, value: created.value } });
    } catch (err) {
      if (isServiceError(err) && err.code === grpc.status.INVALID_ARGUMENT) {
        return tokensPage(req, res, 400, { form, errors: messagesOf(err) });
      }
      throw err;
    }
  });

  router.get('/settings/tokens/:id/revoke', async (req, res) => {
    const me = locals(res).me!;
    const { tokens } = await callsFor(dashboard, req).listTokens(me.user.id);
    const token = tokens.find((t) => t.id === req.params.id);
    if (!token) {
      return page(dashboard, res, 404, 'error', {
        title: 'Not found',
        heading: 'Token not found',
        message: 'There is no such token in your organization.',
        back: '/dashboard/settings/tokens',
        backLabel: 'Back to API tokens',
      });
    }
    page(dashboard, res, 200, 'revoke', { title: `Revoke ${token.name}`, nav: 'tokens', token });
  });

  router.post('/settings/tokens/:id/revoke', async (req, res) => {
    await callsFor(dashboard, req).revokeToken(locals(res).me!.user.id, req.params.id);
    res.redirect(303, '/dashboard/settings/tokens?revoked=1');
  });
}
