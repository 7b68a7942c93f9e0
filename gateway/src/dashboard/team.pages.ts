import * as grpc from '@grpc/grpc-js';
import { isServiceError, messagesOf } from '@rapport/platform';
import type { Request, Response, Router } from 'express';
import { callsFor, type Dashboard, locals, page } from './dashboard.context';
import type { Role } from './identity.calls';
import { formatDate, isManager, userView } from './view-models';

const ROLES: Record<string, Role> = { owner: 'ROLE_OWNER', admin: 'ROLE_ADMIN', member: 'ROLE_MEMBER' };

/**
 * The role a form names, else member. An own key of ROLES only: `constructor` or `toString` is no
 * role, and `in` found them on Object.prototype (issue 48).
 */
export const roleOfForm = (value: unknown): string =>
  typeof value === 'string' && Object.hasOwn(ROLES, value) ? value : 'member';

/**
 * Settings → Team: the organization's users; Owners and Admins create invitation links. The link is
 * shown to the inviter, and emailed through the email service's provider when one that sends is
 * configured (decision 0015).
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
      role: roleOfForm(body.role),
    };
    try {
      const invited = await callsFor(dashboard, req).inviteUser(locals(res).me!.user.id, {
        name: form.name,
        email: form.email,
        role: ROLES[form.role]!,
      });
      // The configured address, never the request's Host header (a forged one would send the token elsewhere).
      const link = `${dashboard.dashboardUrl()}/set-password?token=${invited.setupToken}`;
      const emailed = await emailInvitation(dashboard, req, {
        to: invited.user.email,
        organization: locals(res).me!.organization.name,
        inviter: locals(res).me!.user.name,
        link,
        expires: formatDate(invited.setupExpiresAt),
      });
      await teamPage(req, res, 201, {
        form: { role: 'member' },
        invited: { ...invited.user, link, emailed, expires: formatDate(invited.setupExpiresAt) },
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

/** Sends the invitation through the email service; false when it could not (the page shows the link). */
async function emailInvitation(
  dashboard: Dashboard,
  req: Request,
  invitation: { to: string; organization: string; inviter: string; link: string; expires: string },
): Promise<boolean> {
  const text = [
    `${invitation.inviter} invited you to ${invitation.organization} on Rapport.`,
    '',
    `Choose your password here (the link works once, until ${invitation.expires}):`,
    invitation.link,
  ].join('\n');
  try {
    const answer = await dashboard.clients.email.sendPlatformEmail(
      { requestId: String(req.id ?? ''), deadlineMs: dashboard.deadlineMs },
      {
        to: invitation.to,
        subject: `Your invitation to ${invitation.organization} on Rapport`,
        text,
        html: '',
      },
    );
    return answer.sent;
  } catch (err) {
    dashboard.logger.warn({ err }, 'invitation not emailed; the inviter has the link');
    return false;
  }
}
