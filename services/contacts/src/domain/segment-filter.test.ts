import type { Person } from './contacts.types';
import type { SegmentFilter } from './segment.types';
import { matches } from './segment-filter';

const person = (over: Partial<Person> = {}): Person => ({
  id: '019a0000-0000-7000-8000-000000000001',
  organizationId: 'org',
  name: 'Ada',
  email: 'ada@example.com',
  phone: null,
  externalId: null,
  companyId: 'c1',
  channel: 'whatsapp',
  customFields: { plan: 'gold', seats: 3, trial: false, gone: null },
  createdAt: new Date('2026-03-01T12:00:00Z'),
  updatedAt: new Date('2026-03-01T12:00:00Z'),
  ...over,
});
const all = (...conditions: SegmentFilter['conditions']): SegmentFilter => ({ match: 'all', conditions });
const any = (...conditions: SegmentFilter['conditions']): SegmentFilter => ({ match: 'any', conditions });

describe('matches', () => {
  it('when the conditions are tags any, all and none, then they compare with the person’s tag ids', () => {
    const sut = person();
    expect(matches(sut, ['a', 'b'], all({ tags: { any: ['b', 'z'] } }))).toBe(true);
    expect(matches(sut, ['a'], all({ tags: { any: ['b', 'z'] } }))).toBe(false);
    expect(matches(sut, ['a', 'b'], all({ tags: { all: ['a', 'b'] } }))).toBe(true);
    expect(matches(sut, ['a'], all({ tags: { all: ['a', 'b'] } }))).toBe(false);
    expect(matches(sut, ['a'], all({ tags: { none: ['b'] } }))).toBe(true);
    expect(matches(sut, ['b'], all({ tags: { none: ['b'] } }))).toBe(false);
    expect(matches(sut, [], all({ tags: { none: ['b'] } }))).toBe(true);
  });

  it('when the conditions are fields of the person, then each compares its field', () => {
    const sut = person();
    expect(matches(sut, [], all({ companyId: 'c1' }))).toBe(true);
    expect(matches(sut, [], all({ companyId: 'c2' }))).toBe(false);
    expect(matches(person({ companyId: null }), [], all({ companyId: 'c1' }))).toBe(false);
    expect(matches(sut, [], all({ channel: 'whatsapp' }))).toBe(true);
    expect(matches(sut, [], all({ channel: 'facebook' }))).toBe(false);
    expect(matches(sut, [], all({ hasEmail: true }, { hasPhone: false }))).toBe(true);
    expect(matches(sut, [], all({ hasEmail: false }))).toBe(false);
    expect(matches(person({ phone: '+4915112345678' }), [], all({ hasPhone: true }))).toBe(true);
  });

  it('when the conditions are creation times, then both ends are exclusive', () => {
    const sut = person();
    expect(matches(sut, [], all({ createdAfter: '2026-03-01T11:59:59Z' }))).toBe(true);
    expect(matches(sut, [], all({ createdAfter: '2026-03-01T12:00:00Z' }))).toBe(false);
    expect(matches(sut, [], all({ createdBefore: '2026-03-01T12:00:00.001Z' }))).toBe(true);
    expect(matches(sut, [], all({ createdBefore: '2026-03-01T12:00:00Z' }))).toBe(false);
    expect(matches(sut, [], all({ createdAfter: '2026-02-01' }, { createdBefore: '2026-04-01' }))).toBe(true);
  });

  it('when customFields are compared, then every key must equal, and null matches null or absent', () => {
    const sut = person();
    expect(matches(sut, [], all({ customFields: { plan: 'gold', seats: 3 } }))).toBe(true);
    expect(matches(sut, [], all({ customFields: { plan: 'gold', seats: '3' } }))).toBe(false);
    expect(matches(sut, [], all({ customFields: { trial: false } }))).toBe(true);
    expect(matches(sut, [], all({ customFields: { gone: null, missing: null } }))).toBe(true);
    expect(matches(sut, [], all({ customFields: { plan: null } }))).toBe(false);
  });

  it('when a customFields key is named like a property of every object (toString, hasOwnProperty, constructor), then only a key of the person counts (issue 48)', () => {
    const sut = person();
    // Nobody has these keys: "no such key" (null) matches everyone, a value nobody.
    expect(
      matches(sut, [], all({ customFields: { toString: null, hasOwnProperty: null, constructor: null } })),
    ).toBe(true);
    expect(matches(sut, [], all({ customFields: { toString: 'x' } }))).toBe(false);
    const own = person({ customFields: { toString: 'gold' } });
    expect(matches(own, [], all({ customFields: { toString: 'gold' } }))).toBe(true);
    expect(matches(own, [], all({ customFields: { toString: null } }))).toBe(false);
  });

  it('when groups nest, then all needs every condition and any one of them', () => {
    const sut = person();
    const filter = all({ hasEmail: true }, any({ channel: 'facebook' }, all({ tags: { any: ['vip'] } })));
    expect(matches(sut, ['vip'], filter)).toBe(true);
    expect(matches(sut, [], filter)).toBe(false);
    expect(matches(person({ channel: 'facebook' }), [], filter)).toBe(true);
    expect(matches(person({ email: null, channel: 'facebook' }), ['vip'], filter)).toBe(false);
  });
});
