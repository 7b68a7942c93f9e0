/** Roles of dashboard users within their organization. */
export type Role = 'owner' | 'admin' | 'member';
export const ROLES: readonly Role[] = ['owner', 'admin', 'member'];

export type Action = 'tokens:list' | 'tokens:manage' | 'users:list' | 'users:invite';

const ALLOWED: Record<Action, readonly Role[]> = {
  'tokens:list': ['owner', 'admin', 'member'],
  'tokens:manage': ['owner', 'admin'],
  'users:list': ['owner', 'admin', 'member'],
  'users:invite': ['owner', 'admin'],
};

export function may(role: Role, action: Action): boolean {
  return ALLOWED[action].includes(role);
}

/** Owners invite any role; Admins invite Admins and Members (never an Owner). */
export function mayInvite(inviter: Role, invitee: Role): boolean {
  if (!may(inviter, 'users:invite')) return false;
  return inviter === 'owner' || invitee !== 'owner';
}
