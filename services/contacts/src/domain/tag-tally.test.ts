import { countFrom, EVERYONE, tagTally, tallyOf } from './tag-tally';

const tag = (id: string) => ({ id, name: id, color: '#000000' });

describe('tagTally', () => {
  it('when a person is created or deleted, or a tag added or removed, then everyone and those tags count up or down; other events count nothing', () => {
    expect(
      tagTally({ type: 'contact.created', data: { contactId: 'p', contact: { tags: [tag('a')] } } }),
    ).toEqual({
      [EVERYONE]: 1,
    });
    expect(tagTally({ type: 'contact.tag_added', data: { contactId: 'p', tag: tag('a') } })).toEqual({
      a: 1,
    });
    expect(tagTally({ type: 'contact.tag_removed', data: { contactId: 'p', tag: tag('a') } })).toEqual({
      a: -1,
    });
    expect(tagTally({ type: 'contact.deleted', data: { contactId: 'p', tagIds: ['a', 'b'] } })).toEqual({
      [EVERYONE]: -1,
      a: -1,
      b: -1,
    });
    expect(tagTally({ type: 'contact.deleted', data: { contactId: 'p', tagIds: [] } })).toEqual({
      [EVERYONE]: -1,
    });
    expect(tagTally({ type: 'contact.updated', data: { contactId: 'p', contact: {} } })).toBeNull();
    expect(tagTally({ type: 'company.deleted', data: {} })).toBeNull();
  });

  it('when a delete was recorded without its tags (an older version), then the counts are unknown', () => {
    expect(tagTally({ type: 'contact.deleted', data: { contactId: 'p', email: null } })).toBe('unknown');
    expect(tagTally({ type: 'contact.tag_added', data: { contactId: 'p' } })).toBe('unknown');
  });
});

describe('tallyOf', () => {
  it('when the filter is one tag (any, all or none, possibly in groups of one), then it names the tag and whether members hold it; otherwise null', () => {
    const one = { tags: { any: ['a'] } };
    expect(tallyOf({ match: 'all', conditions: [one] })).toEqual({ tagId: 'a', holders: true });
    expect(tallyOf({ match: 'any', conditions: [{ tags: { all: ['a', 'a'] } }] })).toEqual({
      tagId: 'a',
      holders: true,
    });
    expect(tallyOf({ match: 'any', conditions: [{ match: 'all', conditions: [one] }] })).toEqual({
      tagId: 'a',
      holders: true,
    });
    expect(tallyOf({ match: 'all', conditions: [{ tags: { none: ['a'] } }] })).toEqual({
      tagId: 'a',
      holders: false,
    });
    expect(tallyOf({ match: 'all', conditions: [{ tags: { any: ['a', 'b'] } }] })).toBeNull();
    expect(tallyOf({ match: 'all', conditions: [{ tags: { none: ['a', 'b'] } }] })).toBeNull();
    expect(tallyOf({ match: 'all', conditions: [one, { hasEmail: true }] })).toBeNull();
    expect(tallyOf({ match: 'any', conditions: [one, one] })).toBeNull();
    expect(tallyOf({ match: 'all', conditions: [{ companyId: 'c' }] })).toBeNull();
  });

  it('when counted, then holders are the tag count and the others everyone less them', () => {
    const counts = { [EVERYONE]: 10, a: 4 };
    expect(countFrom(counts, { tagId: 'a', holders: true })).toBe(4);
    expect(countFrom(counts, { tagId: 'a', holders: false })).toBe(6);
    expect(countFrom(counts, { tagId: 'b', holders: false })).toBe(10);
    expect(countFrom({}, { tagId: 'b', holders: true })).toBe(0);
  });
});
