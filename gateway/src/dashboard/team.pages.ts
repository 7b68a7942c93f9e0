import * as grpc from '@grpc/grpc-js';
import type { Role } from '@rapport/contracts/src/generated/rapport/identity/v1/Role';
import { isServiceError, messagesOf } from '@rapport/platform';
import type { Request, Response, Router } from 'express';
import { callsFor, type Dashboard, locals, page } from './dashboard.context';
import { formatDate, isManager, userView } from './view-models';

const ROLES: Record<string, Role> = { owner: 'ROLE_OWNER', admin: 'ROLE_ADMIN', member: 'ROLE_MEMBER' };

/**
 * Settings → Team: the organization's users; Owners and Admins create invitation links. Links are
 * shown to the inviter, not emailed (decision 0015).
 */
export function teamPages(router: Router, dashboard: Dashboard): void {
  const teamPage = async (req: Request, res: Response, status: number, extra: Record<string, unknown>) => {
    const me = locals(res).me!;
    const { users } = await callsFor(dashboard, req).listUsers(me.user.id);
    page(dashboard, res, status, 'people', {
      title: 'Team',
      nav: 'people',
      users: users.map(userView),
      canInvite: isManager(me.user),
      isOwner: me.user.role === 'ROLE_OWNER',
      errorTitle: 'The invitation was not created',
      ...extra,
    });
  };

  router.get('/settings/people', (req, res) => teamPage(req, res, 200, { form: { role: 'member' } }));

  router.post('/settings/people', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const form = {
      name: typeof body.name === 'string' ? body.name : '',
      email: typeof body.email === 'string' ? body.email : '',
      role: typeof body.role === 'string' && body.role in ROLES ? body.role : 'member',
    };
    try {
      const invited = await callsFor(dashboard, req).inviteUser(locals(res).me!.user.id, {
        name: form.name,
        email: form.email,
        role: ROLES[form.role]!,
      });
      const link = `${req.protocol}://${req.get('host')}/dashboard/set-password?token=${invited.setupToken}`;
      await teamPage(req, res, 201, {
        form: { role: 'member' },
        invited: { ...invited.user, link, expires: formatDate(invited.setupExpiresAt) },
      });
    } catch (err) {
      if (
        isServiceError(err) &&
        [grpc.status.INVALID_ARGUMENT, grpc.status.ALREADY_EXISTS].includes(err.code)
      ) {
        return teamPage(req, res, err.code === grpc.status.ALREADY_EXISTS ? 409 : 400, {
          form,
          errors: messagesOf(err),
        });
      }
      throw err;
    }
  });
}
