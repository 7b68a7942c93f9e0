import { runAdmin } from './support/admin-cli';

/** Runs the admin CLI the way `npm run admin -- ...` does. */
const sut = (...args: string[]) => runAdmin(args);

describe('admin CLI', () => {
  const slug = `cli-${Date.now().toString(36)}`;

  it('when an organization and a token are created, listed and revoked, then each prints one JSON object', async () => {
    const org = await sut('org', 'create', '--name', 'Cli Org', '--slug', slug, '--plan', 'pro', '--json');
    expect(org.code).toBe(0);
    expect(JSON.parse(org.stdout)).toEqual({ id: expect.any(String), name: 'Cli Org', slug, plan: 'pro' });

    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const created = await sut(
      'token',
      'create',
      '--org',
      slug,
      '--name',
      'ci',
      '--scopes',
      'people:read,tags:*',
      '--expires-at',
      expiresAt,
      '--json',
    );
    expect(created.code).toBe(0);
    const token = JSON.parse(created.stdout);
    expect(token).toEqual({
      id: expect.any(String),
      token: expect.stringMatching(/^rpt_[0-9A-Za-z]{40}$/),
      prefix: token.token.slice(0, 12),
      name: 'ci',
      scopes: ['people:read', 'tags:*'],
      expiresAt,
    });

    const list = JSON.parse((await sut('token', 'list', '--org', slug, '--json')).stdout);
    expect(list.data).toEqual([
      expect.objectContaining({ id: token.id, lastUsedAt: null, lastUsedIp: null }),
    ]);
    expect(JSON.stringify(list)).not.toContain(token.token);

    const revoked = await sut('token', 'revoke', '--id', token.id, '--json');
    expect(JSON.parse(revoked.stdout)).toEqual({ id: token.id, revokedAt: expect.any(String) });
  }, 60_000);

  // Each case starts its own CLI process (a few seconds of tsx start-up): they run at once.
  it.concurrent.each([
    [
      ['token', 'create', '--org', 'no-such-org', '--name', 'x', '--json'],
      'unknown organization "no-such-org"',
    ],
    [
      ['token', 'create', '--org', 'x', '--name', 'x', '--scopes', 'people:fly', '--json'],
      'unknown organization "x"',
    ],
    [['org', 'create', '--name', 'A', '--slug', 'Bad Slug', '--json'], 'slug must be'],
    [
      ['org', 'create', '--name', 'A', '--slug', 'ok-slug', '--plan', 'gold', '--json'],
      'plan must be one of: free, pro',
    ],
    [['token', 'revoke', '--id', 'nope', '--json'], 'unknown token "nope"'],
    [['token', 'list', '--json'], '--org is required'],
  ])(
    'when called with %j, then it fails with a clear message',
    async (args, message) => {
      const res = await sut(...args);
      expect(res.code).not.toBe(0);
      expect(res.stderr).toContain(message);
      expect(JSON.parse(res.stdout).error).toContain(message);
    },
    30_000,
  );

  it('when a scope name or date is bad, then it says which', async () => {
    await sut('org', 'create', '--name', 'B', '--slug', `${slug}-b`, '--json');
    const [scope, date, past] = await Promise.all([
      sut('token', 'create', '--org', `${slug}-b`, '--name', 'x', '--scopes', 'people:fly,*', '--json'),
      sut('token', 'create', '--org', `${slug}-b`, '--name', 'x', '--expires-at', 'tomorrow', '--json'),
      sut(
        'token',
        'create',
        '--org',
        `${slug}-b`,
        '--name',
        'x',
        '--expires-at',
        '2020-01-01T00:00:00Z',
        '--json',
      ),
    ]);
    expect(scope.stderr).toContain('unknown scope(s): people:fly');
    expect(date.stderr).toContain('expiresAt must be an ISO 8601 date, got "tomorrow"');
    expect(past.stderr).toContain('--expires-at must be in the future');
  }, 60_000);
});
