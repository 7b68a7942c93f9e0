import { EVENT_FAMILY_SCOPES, readScopesOf } from '@rapport/contracts';
import {
  EVENT_BINDINGS,
  EVENT_TYPES,
  isValidEventPattern,
  matchesEvent,
  orderingSubject,
} from './event-types';

describe('event types', () => {
  it('when a pattern is a known type, a wildcard of a known prefix or *, then it is valid', () => {
    expect(
      ['contact.created', 'company.*', 'message.*', 'email.*', 'campaign.sent', '*'].every(
        isValidEventPattern,
      ),
    ).toBe(true);
  });

  it('when a pattern is unknown, then it is invalid', () => {
    for (const pattern of ['contact.exploded', 'deal.*', 'contact', '**', 'contact.*.*', '', 'company.#']) {
      expect(isValidEventPattern(pattern)).toBe(false);
    }
  });

  it('when patterns are matched, then wildcards cover one level of their prefix only', () => {
    expect(matchesEvent(['company.*'], 'company.deleted')).toBe(true);
    expect(matchesEvent(['company.*'], 'contact.created')).toBe(false);
    expect(matchesEvent(['contact.created'], 'contact.updated')).toBe(false);
    expect(matchesEvent(['*'], 'email.failed')).toBe(true);
    expect(matchesEvent(['message.*'], 'message.status.x')).toBe(false);
    expect(matchesEvent([], 'contact.created')).toBe(false);
  });

  it('when the worker binds, then one wildcard per prefix covers every type', () => {
    expect(EVENT_BINDINGS.sort()).toEqual(['campaign.*', 'company.*', 'contact.*', 'email.*', 'message.*']);
  });

  it('when an event names a contact, then deliveries are ordered by it before company or campaign', () => {
    expect(orderingSubject({ contactId: 'c1', companyId: 'k1' })).toBe('contact:c1');
    expect(orderingSubject({ companyId: 'k1' })).toBe('company:k1');
    expect(orderingSubject({ campaignId: 'm1' })).toBe('campaign:m1');
    expect(orderingSubject({ contactId: null })).toBeNull();
    expect(orderingSubject(null)).toBeNull();
  });

  it('when any event type can be subscribed, then its family has a read scope (no family is readable without one)', () => {
    const families = new Set(EVENT_TYPES.map((type) => type.slice(0, type.indexOf('.'))));
    expect([...families].sort()).toEqual(Object.keys(EVENT_FAMILY_SCOPES).sort());
    expect(readScopesOf(['contact.created', 'contact.*'])).toEqual(['people:read']);
    expect(readScopesOf(['*'])).toHaveLength(5);
  });
});
