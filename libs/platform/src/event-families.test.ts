import { contactOfEvent, EVENT_FAMILIES, familyOf } from './event-families';

describe('event families', () => {
  it('when an event names its contact, then its contact is that one; events about no contact have none', () => {
    expect(contactOfEvent('contact.tag_added', { contactId: 'p1', tag: { id: 't' } })).toBe('p1');
    expect(contactOfEvent('contact.deleted', { contactId: 'p1', email: null })).toBe('p1');
    expect(contactOfEvent('message.created', { id: 'm1', contactId: 'p2', direction: 'inbound' })).toBe('p2');
    expect(contactOfEvent('message.delivered', { messageId: 'm1', contactId: 'p2' })).toBe('p2');
    expect(contactOfEvent('email.sent', { emailId: 'e1', contactId: 'p3' })).toBe('p3');
    expect(contactOfEvent('email.bounced', { address: 'a@x.test', contactId: 'p3' })).toBe('p3');
    // A send to an address, a suppression added by hand or by a provider: no contact.
    expect(contactOfEvent('email.sent', { emailId: 'e1', contactId: null })).toBeNull();
    expect(contactOfEvent('email.suppressed', { address: 'a@x.test', reason: 'manual' })).toBeNull();
    expect(contactOfEvent('company.updated', { companyId: 'c', contactId: 'p1' })).toBeNull();
    expect(contactOfEvent('campaign.sent', { campaignId: 'c' })).toBeNull();
    expect(contactOfEvent('tag.created', { tagId: 't' })).toBeNull();
    expect(contactOfEvent('thing.created', { contactId: 'p1' })).toBeNull();
    expect(contactOfEvent('contact.updated', null)).toBeNull();
  });

  it('when a type is split, then its family is the prefix', () => {
    expect(familyOf('contact.tag_added')).toBe('contact');
    expect(familyOf('odd')).toBe('odd');
    expect(Object.keys(EVENT_FAMILIES).sort()).toEqual(
      ['campaign', 'company', 'contact', 'email', 'message', 'tag'].sort(),
    );
  });
});
