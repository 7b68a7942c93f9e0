import {
  audienceIdsProblems,
  COMPANY_CUSTOM_FIELDS_DEPTH_MESSAGE,
  characterCount,
  companyCustomFieldsDepthProblems,
  companyCustomFieldsProblems,
  customFieldsProblems,
  isMessageBodyWithinLimit,
  isWellFormedToken,
  MAX_MESSAGE_BODY_CHARACTERS,
  varsBytesProblems,
} from '.';

const nested = (levels: number): unknown => (levels === 0 ? 'x' : { a: nested(levels - 1) });

describe('shared request rules', () => {
  it('when customFields break several rules, then each is named once, NUL only when asked for', () => {
    const value = { $a: [[1]], 'b.c': 'x\u0000', d: { $e: 1 } };
    expect(customFieldsProblems(value)).toEqual([
      'customFields keys must not start with $ nor contain .',
      'customFields must not contain arrays nested in arrays',
      'customFields must not contain NUL characters',
    ]);
    expect(customFieldsProblems(value, { nul: false })).toEqual([
      'customFields keys must not start with $ nor contain .',
      'customFields must not contain arrays nested in arrays',
    ]);
  });

  it("when a company's customFields nest too deep, then the gateway's check and the service's agree", () => {
    expect(companyCustomFieldsDepthProblems(nested(10))).toEqual([]);
    expect(companyCustomFieldsProblems(nested(10))).toEqual([]);
    expect(companyCustomFieldsDepthProblems(nested(11))).toEqual([COMPANY_CUSTOM_FIELDS_DEPTH_MESSAGE]);
    expect(companyCustomFieldsProblems(nested(11))).toEqual([COMPANY_CUSTOM_FIELDS_DEPTH_MESSAGE]);
  });

  it('when an audience id list is given, missing, empty or repeated, then its rules answer', () => {
    expect(audienceIdsProblems('all', 'tagIds', undefined)).toEqual([]);
    expect(audienceIdsProblems('all', 'tagIds', [])).toEqual([
      'audience.tagIds is only allowed when audience.type is tags',
    ]);
    expect(audienceIdsProblems('tags', 'tagIds', undefined)).toEqual(['audience.tagIds should not be empty']);
    expect(audienceIdsProblems('people', 'contactIds', ['a', 'a'])).toEqual([
      'audience.contactIds must not contain duplicates',
    ]);
    expect(
      audienceIdsProblems(
        'tags',
        'tagIds',
        Array.from({ length: 101 }, () => 'x'),
      ),
    ).toEqual([
      'audience.tagIds must contain at most 100 items',
      'audience.tagIds must not contain duplicates',
    ]);
  });

  it('when vars or a token are checked, then size and format follow api-decisions', () => {
    expect(varsBytesProblems({ a: 'x'.repeat(64 * 1024) })).toEqual([
      'vars must be at most 65536 bytes when serialized as JSON',
    ]);
    expect(varsBytesProblems(undefined)).toEqual([]);
    expect(isWellFormedToken(`rpt_${'a'.repeat(40)}`)).toBe(true);
    expect(isWellFormedToken(`rpt_${'a'.repeat(39)}!`)).toBe(false);
  });

  it('when a message body is counted, then code points count once (lone surrogates too) and the limit holds at its edges', () => {
    expect(['', 'a', 'a😀', '😀😀', '\ud800', '\udc00\ud800', 'a\ud800😀'].map(characterCount)).toEqual([
      0, 1, 2, 2, 1, 2, 3,
    ]);
    const max = MAX_MESSAGE_BODY_CHARACTERS;
    expect(isMessageBodyWithinLimit('a'.repeat(max))).toBe(true);
    expect(isMessageBodyWithinLimit('a'.repeat(max + 1))).toBe(false);
    expect(isMessageBodyWithinLimit('😀'.repeat(max))).toBe(true);
    expect(isMessageBodyWithinLimit(`${'😀'.repeat(max)}a`)).toBe(false);
    expect(isMessageBodyWithinLimit('a'.repeat(1024 * 1024))).toBe(false);
  });
});
