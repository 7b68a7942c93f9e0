import type { SegmentFilter } from './segment.types';
import { planSource } from './segment-plan';

const all = (...conditions: SegmentFilter['conditions']): SegmentFilter => ({ match: 'all', conditions });
const any = (...conditions: SegmentFilter['conditions']): SegmentFilter => ({ match: 'any', conditions });
const org = { scope: { kind: 'all' }, after: null, before: null };
const tag = (id: string, after: number | null = null, before: number | null = null) => ({
  scope: { kind: 'tag', id },
  after,
  before,
});
const T1 = '2026-01-01T00:00:00Z';
const T2 = '2026-02-01T00:00:00Z';

describe('planSource', () => {
  it('when nothing bounds the filter, then the organization is read', () => {
    expect(planSource(all({ hasEmail: true }, { channel: 'whatsapp' }))).toEqual([org]);
    expect(planSource(all({ tags: { none: ['a'] } }))).toEqual([org]);
    expect(planSource(all({ customFields: { plan: 'gold' } }))).toEqual([org]);
  });

  it('when an all group has bounded conditions, then the cheapest is read, narrowed to the window', () => {
    expect(planSource(all({ hasEmail: true }, { tags: { any: ['a', 'b'] } }, { companyId: 'c' }))).toEqual([
      { scope: { kind: 'company', id: 'c' }, after: null, before: null },
    ]);
    expect(planSource(all({ tags: { all: ['a', 'b'] } }, { createdAfter: T1 }))).toEqual([
      tag('a', Date.parse(T1)),
    ]);
    expect(planSource(all({ createdAfter: T1 }, { createdBefore: T2 }))).toEqual([
      { scope: { kind: 'all' }, after: Date.parse(T1), before: Date.parse(T2) },
    ]);
  });

  it('when the window is empty, then nothing is read', () => {
    expect(planSource(all({ createdAfter: T2 }, { createdBefore: T1 }, { tags: { any: ['a'] } }))).toEqual(
      [],
    );
  });

  it('when an any group is bounded in every condition, then the union of their sources is read', () => {
    expect(
      planSource(any({ tags: { any: ['a'] } }, { companyId: 'c' }, all({ tags: { all: ['b'] } }))),
    ).toEqual([tag('a'), { scope: { kind: 'company', id: 'c' }, after: null, before: null }, tag('b')]);
    expect(planSource(any({ tags: { any: ['a'] } }, { hasPhone: true }))).toEqual([org]);
  });

  it('when an all group holds an unbounded any group, then its other conditions still bound it', () => {
    expect(
      planSource(all(any({ hasPhone: true }, { channel: 'facebook' }), { tags: { any: ['a'] } })),
    ).toEqual([tag('a')]);
  });
});
