import { runAdmin } from './support/admin-cli';

const sut = (...args: string[]) => runAdmin(args, { DASHBOARD_URL: 'https://app.example.com/dashboard' });

describe('admin CLI: dashboard users', () => {
  const slug = `cliu-${Date.now().toString(36)}`;

  it('when the first Owner is created, then it prints a one-time set-password link under DASHBOARD_URL, and a new link on request', async () => {
    expect((await sut('org', 'create', '--name', 'Cli Users', '--slug', slug, '--json')).code).toBe(0);
    const created = await sut(
      'user',
      'create',
      '--org',
      slug,
      '--email',
      'Ada@Example.com',
      '--name',
      'Ada',
      '--json',
    );
    expect(created.code).toBe(0);
    const owner = JSON.parse(created.stdout);
    expect(owner).toEqual({
      id: expect.any(String),
      email: 'ada@example.com',
      name: 'Ada',
      role: 'owner',
      setPasswordUrl: expect.stringMatching(
        /^https:\/\/app\.example\.com\/dashboard\/set-password\?token=[\w-]{43}$/,
      ),
      expiresAt: expect.any(String),
    });
    const again = await sut('user', 'link', '--org', slug, '--email', 'ada@example.com', '--json');
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout).setPasswordUrl).not.toBe(owner.setPasswordUrl);
  });

  it('when the role or organization is wrong, then it exits non-zero with a clear message', async () => {
    const role = await sut(
      'user',
      'create',
      '--org',
      slug,
      '--email',
      'b@example.com',
      '--name',
      'B',
      '--role',
      'boss',
    );
    expect(role.code).toBe(2);
    expect(role.stderr).toContain('--role must be one of: owner, admin, member');
    const org = await sut(
      'user',
      'create',
      '--org',
      'no-such-org-x',
      '--email',
      'b@example.com',
      '--name',
      'B',
    );
    expect(org.code).toBe(1);
    expect(org.stderr).toContain('unknown organization "no-such-org-x"');
  });
});
