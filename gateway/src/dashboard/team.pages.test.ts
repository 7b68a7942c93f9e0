import { roleOfForm } from './team.pages';

describe('the role of an invitation form', () => {
  it('when the form names a role, then that one; when anything else, then member', () => {
    expect(['owner', 'admin', 'member'].map(roleOfForm)).toEqual(['owner', 'admin', 'member']);
    expect([undefined, 3, '', 'Admin', 'ROLE_OWNER'].map(roleOfForm)).toEqual(Array(5).fill('member'));
  });

  it('when the form names a property of every object (constructor, toString, __proto__), then member (issue 48)', () => {
    expect(['constructor', 'toString', '__proto__', 'hasOwnProperty'].map(roleOfForm)).toEqual(
      Array(4).fill('member'),
    );
  });
});
