import { formatDate, scopeGroups, tokenView } from './view-models';

describe('dashboard view models', () => {
  const token = {
    id: 't1',
    organizationId: 'o1',
    name: 'ci',
    prefix: 'rpt_abcdefgh',
    scopes: ['people:read'],
    createdAt: '2026-01-02T03:04:05.000Z',
    expiresAt: '',
    revokedAt: '',
    lastUsedAt: '',
    lastUsedIp: '',
  };
  const now = Date.parse('2026-06-01T00:00:00Z');

  it('when a token is revoked, expired or neither, then its status says so (revoked first)', () => {
    expect(tokenView(token, now).status).toBe('active');
    expect(tokenView({ ...token, expiresAt: '2026-05-31T00:00:00Z' }, now).status).toBe('expired');
    expect(
      tokenView({ ...token, expiresAt: '2026-05-31T00:00:00Z', revokedAt: '2026-05-01T00:00:00Z' }, now)
        .status,
    ).toBe('revoked');
  });

  it('when dates are shown, then they read in UTC with or without the time', () => {
    expect(formatDate('2026-01-02T03:04:05.000Z')).toBe('2 Jan 2026, 03:04 UTC');
    expect(formatDate('2026-01-02T03:04:05.000Z', false)).toBe('2 Jan 2026');
    expect(formatDate(undefined)).toBe('');
  });

  it('when the catalogue is grouped, then each resource has its wildcard and the chosen ones are checked', () => {
    const sut = scopeGroups(['people:read', 'people:write', 'email:send:to'], ['people:*', 'email:send:to']);
    expect(sut).toEqual([
      {
        resource: 'people',
        title: 'people',
        wildcard: { value: 'people:*', checked: true },
        scopes: [
          { value: 'people:read', checked: false },
          { value: 'people:write', checked: false },
        ],
      },
      {
        resource: 'email',
        title: 'email',
        wildcard: { value: 'email:*', checked: false },
        scopes: [{ value: 'email:send:to', checked: true }],
      },
    ]);
  });
});
