import { EVENT_FAMILIES } from '@rapport/platform';
import { SCOPES } from './scopes.rules';
import { EVENT_FAMILY_SCOPES, readableFamilies, readScopesOf } from './webhooks.rules';

describe('event family scopes', () => {
  it('when webhooks ask, then the subscribable families have their read scopes (tags are in the feed only)', () => {
    expect(EVENT_FAMILY_SCOPES).toEqual({
      contact: 'people:read',
      company: 'companies:read',
      message: 'messages:read',
      email: 'email:send',
      campaign: 'email_campaigns:read',
    });
    expect(readScopesOf(['*'])).toEqual([
      'companies:read',
      'email:send',
      'email_campaigns:read',
      'messages:read',
      'people:read',
    ]);
    for (const family of Object.values(EVENT_FAMILIES)) expect(SCOPES).toContain(family.readScope);
  });

  it('when a token reads recorded changes, then it reads the families its scopes grant', () => {
    expect(readableFamilies(['people:read'])).toEqual(['contact']);
    expect(readableFamilies(['people:read', 'email:*', 'tags:read']).sort()).toEqual([
      'contact',
      'email',
      'tag',
    ]);
    expect(readableFamilies(['*'])).toHaveLength(Object.keys(EVENT_FAMILIES).length);
    expect(readableFamilies([])).toEqual([]);
  });

  it('when a pattern names a property of every object (constructor, __proto__, toString), then it needs no scope and reads no prototype (issue 48)', () => {
    expect(readScopesOf(['constructor', '__proto__.*', 'toString.x', 'hasOwnProperty.*'])).toEqual([]);
    expect(readScopesOf(['constructor.*', 'contact.created'])).toEqual(['people:read']);
  });
});
