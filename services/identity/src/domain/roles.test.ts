import { may, mayInvite } from './roles';

describe('roles', () => {
  it('when a member acts, then it may list tokens and users but not manage or invite', () => {
    expect(may('member', 'tokens:list')).toBe(true);
    expect(may('member', 'users:list')).toBe(true);
    expect(may('member', 'tokens:manage')).toBe(false);
    expect(may('member', 'users:invite')).toBe(false);
  });

  it('when owners and admins act, then they manage tokens', () => {
    expect(may('owner', 'tokens:manage')).toBe(true);
    expect(may('admin', 'tokens:manage')).toBe(true);
  });

  it('when an admin invites, then any role but owner is allowed; an owner invites any role', () => {
    expect(mayInvite('admin', 'owner')).toBe(false);
    expect(mayInvite('admin', 'admin')).toBe(true);
    expect(mayInvite('owner', 'owner')).toBe(true);
    expect(mayInvite('member', 'member')).toBe(false);
  });
});
