import { type CampaignInput, campaignShapeProblems, toAudience, unknownIdsProblem } from './campaign.rules';

const input = (
  audience: Partial<CampaignInput['audience']>,
  rest: Partial<CampaignInput> = {},
): CampaignInput => ({
  name: 'News',
  templateId: 't-1',
  audience: { type: 'all', tagIds: [], contactIds: [], ...audience },
  ...rest,
});

describe('campaign rules', () => {
  it.each([
    ['a valid all audience', input({}), []],
    ['a valid tags audience', input({ type: 'tags', tagIds: ['a', 'b'] }), []],
    [
      'a blank name and template',
      input({}, { name: ' ', templateId: '' }),
      ['name should not be empty', 'templateId should not be empty'],
    ],
    ['a long name', input({}, { name: 'x'.repeat(201) }), ['name must be at most 200 characters']],
    [
      'an unspecified type',
      input({ type: 'unspecified' }),
      ['audience.type must be one of the following values: all, tags, people, segment'],
    ],
    ['a valid segment audience', input({ type: 'segment', segmentId: 's-1' }), []],
    ['a segment without its id', input({ type: 'segment' }), ['audience.segmentId should not be empty']],
    [
      'tags with a segment id',
      input({ type: 'tags', tagIds: ['a'], segmentId: 's-1' }),
      ['audience.segmentId is only allowed when audience.type is segment'],
    ],
    ['tags without ids', input({ type: 'tags' }), ['audience.tagIds should not be empty']],
    [
      'people with tag ids and duplicates',
      input({ type: 'people', contactIds: ['a', 'a'], tagIds: ['t'] }),
      [
        'audience.tagIds is only allowed when audience.type is tags',
        'audience.contactIds must not contain duplicates',
      ],
    ],
    [
      'too many tags',
      input({ type: 'tags', tagIds: Array.from({ length: 101 }, (_, i) => `${i}`) }),
      ['audience.tagIds must contain at most 100 items'],
    ],
  ])('when the input has %s, then the problems are %j', (_label, value, problems) => {
    expect(campaignShapeProblems(value)).toEqual(problems);
  });

  it('when an audience passed the rules, then only the id list of its type is kept', () => {
    expect(toAudience(input({ type: 'people', contactIds: ['p'] }).audience)).toEqual({
      type: 'people',
      contactIds: ['p'],
    });
    expect(toAudience(input({}).audience)).toEqual({ type: 'all' });
  });

  it('when many ids are unknown, then the message names ten and counts the rest', () => {
    const ids = Array.from({ length: 12 }, (_, i) => `id${i}`);
    expect(unknownIdsProblem('contactIds', ids)).toBe(
      'audience.contactIds must contain only ids of people of the organization (unknown: id0, id1, id2, id3, id4, id5, id6, id7, id8, id9, and 2 more)',
    );
  });
});
