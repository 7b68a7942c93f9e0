import { DomainError } from '@rapport/platform';
import { toPersonMessage, toPersonPatch } from './contacts.mapper';

describe('contacts gRPC mapper', () => {
  it('when fields are set or cleared, then the patch has values, nulls and nothing else', () => {
    const patch = toPersonPatch({
      name: 'Ada',
      phone: '+441234567890',
      customFields: { fields: { a: { kind: 'numberValue', numberValue: 1 } } },
      clear: ['email', 'company_id', 'custom_fields'],
    });
    expect(patch).toEqual({
      name: 'Ada',
      phone: '+441234567890',
      email: null,
      companyId: null,
      customFields: null,
    });
    expect(toPersonPatch(null)).toEqual({});
  });

  it('when clear names an unknown field or the name, then INVALID_ARGUMENT', () => {
    expect(() => toPersonPatch({ customFields: null, clear: ['name'] })).toThrow(DomainError);
    expect(() => toPersonPatch({ customFields: null, clear: ['nope'] })).toThrow(DomainError);
  });

  it('when a person has no optional values, then they are left unset on the message', () => {
    const at = new Date('2026-01-01T00:00:00.000Z');
    const message = toPersonMessage({
      id: 'p',
      organizationId: 'o',
      name: 'N',
      email: null,
      phone: null,
      externalId: null,
      companyId: null,
      channel: null,
      customFields: {},
      tags: [],
      createdAt: at,
      updatedAt: at,
    });
    expect(message).toMatchObject({ id: 'p', name: 'N', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(message.email).toBeUndefined();
    expect(message.channel).toBeUndefined();
  });
});
