import { blocks, normalizeAddress, type Suppression, supersedes } from './suppression.types';

const entry = (reason: Suppression['reason']): Suppression => ({
  id: 's-1',
  organizationId: 'org-1',
  address: 'ada@example.test',
  reason,
  source: 'api',
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

describe('suppression rules', () => {
  it.each([
    ['unsubscribed', 'marketing', true],
    ['unsubscribed', 'transactional', false],
    ['hard_bounce', 'transactional', true],
    ['complaint', 'transactional', true],
    ['manual', 'transactional', true],
    ['manual', 'marketing', true],
  ] as const)(
    'when the reason is %s and the send is %s, then it is blocked: %s',
    (reason, category, blocked) => {
      expect(blocks(entry(reason), category)).toBe(blocked);
    },
  );

  it('when there is no entry, then nothing is blocked', () => {
    expect(blocks(null, 'marketing')).toBe(false);
  });

  it('when an address is suppressed again, then only an unsubscribe gives way, and to any other reason', () => {
    expect(supersedes('hard_bounce', 'unsubscribed')).toBe(true);
    expect(supersedes('manual', 'unsubscribed')).toBe(true);
    expect(supersedes('unsubscribed', 'unsubscribed')).toBe(false);
    expect(supersedes('unsubscribed', 'hard_bounce')).toBe(false);
    expect(supersedes('complaint', 'hard_bounce')).toBe(false);
  });

  it('when addresses differ in case or surrounding spaces, then they normalize alike', () => {
    expect(normalizeAddress('  Ada@Example.TEST ')).toBe('ada@example.test');
  });
});
