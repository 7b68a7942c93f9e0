import { SEGMENT_LIMITS, segmentFilterProblems, segmentNameProblems, segmentTagIds } from './segments.rules';

const group = (conditions: unknown[], match = 'all') => ({ match, conditions });

describe('segmentFilterProblems', () => {
  it('when the filter uses every condition, then it has no problem', () => {
    const filter = group([
      { tags: { any: ['a', 'b'] } },
      { tags: { all: ['a'] } },
      { tags: { none: ['c'] } },
      { companyId: 'c1' },
      { channel: 'instagram' },
      { hasEmail: true },
      { hasPhone: false },
      { createdAfter: '2026-01-01' },
      { createdBefore: '2026-02-01T10:00:00.000Z' },
      { customFields: { plan: 'gold', seats: 3, trial: false, gone: null } },
      group([{ hasEmail: true }, group([{ channel: 'facebook' }], 'all')], 'any'),
    ]);
    expect(segmentFilterProblems(filter)).toEqual([]);
  });

  it('when conditions are wrong, then each problem names its field', () => {
    const filter = group([
      { tags: { any: [] } },
      { tags: { some: ['a'] } },
      { tags: { all: ['a', 'a'] } },
      { companyId: '' },
      { channel: 'sms' },
      { hasEmail: 'yes' },
      { createdAfter: 'yesterday' },
      { customFields: { 'a.b': 1, nested: { x: 1 } } },
      { plan: 'gold' },
      { hasEmail: true, hasPhone: true },
      'text',
    ]);
    expect(segmentFilterProblems(filter)).toEqual([
      'filter.conditions[0].tags.any should not be empty',
      'filter.conditions[1].tags must have exactly one of: any, all, none',
      'filter.conditions[2].tags.all must not contain duplicates',
      'filter.conditions[3].companyId must be a non-empty string',
      'filter.conditions[4].channel must be one of the following values: whatsapp, instagram, facebook',
      'filter.conditions[5].hasEmail must be a boolean value',
      'filter.conditions[6].createdAfter must be an ISO 8601 date or date-time',
      'filter.conditions[7].customFields keys must be non-empty, not start with $ nor contain . or NUL',
      'filter.conditions[7].customFields.nested must be a string, a number, a boolean or null',
      'filter.conditions[8].plan is not a condition (one of: tags, companyId, channel, hasEmail, hasPhone, createdAfter, createdBefore, customFields, or a group with match)',
      'filter.conditions[9] must have exactly one of: tags, companyId, channel, hasEmail, hasPhone, createdAfter, createdBefore, customFields, match',
      'filter.conditions[10] must be an object',
    ]);
  });

  it('when the filter is not a group, then match and conditions are named', () => {
    expect(segmentFilterProblems(undefined)).toEqual(['filter must be an object']);
    expect(segmentFilterProblems({ match: 'some', conditions: [], extra: 1 })).toEqual([
      'property filter.extra should not exist',
      'filter.match must be one of the following values: all, any',
      'filter.conditions should not be empty',
    ]);
    expect(segmentFilterProblems({ match: 'all' })).toEqual(['filter.conditions must be an array']);
  });

  it('when groups nest deeper than the limit or hold too many conditions, then 400 names the limit', () => {
    const deep = group([group([group([group([{ hasEmail: true }])])])]);
    expect(segmentFilterProblems(deep)).toEqual([
      `filter.conditions[0].conditions[0].conditions[0] nests groups more than ${SEGMENT_LIMITS.depth} levels deep`,
    ]);
    const many = group(Array.from({ length: 21 }, () => ({ hasEmail: true })));
    expect(segmentFilterProblems(many)).toEqual([
      'filter must have at most 20 conditions in all (it has 21)',
    ]);
  });

  it('when names and tag ids are read, then they are checked and collected once each', () => {
    expect(segmentNameProblems('  ')).toEqual(['name should not be empty']);
    expect(segmentNameProblems('x'.repeat(201))).toEqual(['name must be at most 200 characters']);
    expect(segmentNameProblems(' VIPs ')).toEqual([]);
    expect(
      segmentTagIds({
        match: 'any',
        conditions: [
          { tags: { any: ['a', 'b'] } },
          { match: 'all', conditions: [{ tags: { none: ['a', 'c'] } }] },
        ],
      }),
    ).toEqual(['a', 'b', 'c']);
  });
});
