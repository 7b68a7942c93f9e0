import { soleTagOf, tagTally } from './tag-tally';

const tag = (id: string) => ({ id, name: id, color: '#000000' });

describe('tagTally', () => {
  it('when a tag is added or removed, or a person holding tags is deleted, then those tags count up or down; other events count nothing', () => {
    expect(tagTally({ type: 'contact.tag_added', data: { contactId: 'p', tag: tag('a') } })).toEqual({
      a: 1,
    });
    expect(tagTally({ type: 'contact.tag_removed', data: { contactId: 'p', tag: tag('a') } })).toEqual({
      a: -1,
    });
    expect(tagTally({ type: 'contact.deleted', data: { contactId: 'p', tagIds: ['a', 'b'] } })).toEqual({
      a: -1,
      b: -1,
    });
    expect(tagTally({ type: 'contact.deleted', data: { contactId: 'p', tagIds: [] } })).toBeNull();
    expect(
      tagTally({ type: 'contact.created', data: { contactId: 'p', contact: { tags: [tag('a')] } } }),
    ).toBeNull();
    expect(tagTally({ type: 'company.deleted', data: {} })).toBeNull();
  });

  it('when a delete was recorded without its tags (an older version), then the counts are unknown', () => {
    expect(tagTally({ type: 'contact.deleted', data: { contactId: 'p', email: null } })).toBe('unknown');
    expect(tagTally({ type: 'contact.tag_added', data: { contactId: 'p' } })).toBe('unknown');
  });
});

describe('soleTagOf', () => {
  it('when the filter is one tag (any or all, possibly in groups of one), then it names the tag; otherwise null', () => {
    const one = { tags: { any: ['a'] } };
    expect(soleTagOf({ match: 'all', conditions: [one] })).toBe('a');
    expect(soleTagOf({ match: 'any', conditions: [{ tags: { all: ['a', 'a'] } }] })).toBe('a');
    expect(soleTagOf({ match: 'any', conditions: [{ match: 'all', conditions: [one] }] })).toBe('a');
    expect(soleTagOf({ match: 'all', conditions: [{ tags: { any: ['a', 'b'] } }] })).toBeNull();
    expect(soleTagOf({ match: 'all', conditions: [{ tags: { none: ['a'] } }] })).toBeNull();
    expect(soleTagOf({ match: 'all', conditions: [one, { hasEmail: true }] })).toBeNull();
    expect(soleTagOf({ match: 'any', conditions: [one, one] })).toBeNull();
    expect(soleTagOf({ match: 'all', conditions: [{ companyId: 'c' }] })).toBeNull();
  });
});
