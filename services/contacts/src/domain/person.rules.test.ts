import { DomainError } from '@rapport/platform';
import { customFieldsProblems, normalizePhone, PHONE_MESSAGE, validatePatch } from './person.rules';

const messagesOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (err) {
    if (err instanceof DomainError) return err.messages;
    throw err;
  }
  return [];
};

describe('person rules', () => {
  it.each([
    ['+49 (30) 1234-5678', '+493012345678'],
    ['030.1234.5678', '03012345678'],
    ['1234567890', '1234567890'],
    ['+123456789012345', '+123456789012345'],
  ])('when the phone is %s, then it normalizes to %s', (raw, normalized) => {
    expect(normalizePhone(raw)).toBe(normalized);
  });

  it.each(['123456789', '+1234567890123456', '49+301234567', '+49 30 CALL', '', '++4930123456'])(
    'when the phone is %p, then it is rejected',
    (raw) => {
      expect(normalizePhone(raw)).toBeNull();
    },
  );

  it('when creating without a name, then the name rule fails; updating without one is fine', () => {
    expect(messagesOf(() => validatePatch({}, true))).toEqual(['name should not be empty']);
    expect(validatePatch({}, false)).toEqual({});
  });

  it('when several fields break rules, then every rule is listed once', () => {
    expect(
      messagesOf(() =>
        validatePatch(
          { name: ' ', email: 'a@b', phone: '12', channel: 'sms', customFields: { $a: 1, 'b.c': 2 } },
          false,
        ),
      ),
    ).toEqual([
      'name should not be empty',
      'email must be an email',
      PHONE_MESSAGE,
      'channel must be one of the following values: whatsapp, instagram, facebook',
      'customFields keys must not start with $ nor contain .',
    ]);
  });

  it('when values are valid, then they come back normalized and nulls clear', () => {
    expect(
      validatePatch(
        {
          name: ' Ada ',
          email: 'Ada@Example.com',
          phone: '+44 20 7946 0001',
          channel: null,
          customFields: null,
        },
        false,
      ),
    ).toEqual({
      name: 'Ada',
      email: 'Ada@Example.com',
      phone: '+442079460001',
      channel: null,
      customFields: {},
    });
  });

  it('when a text holds a NUL character, then it is refused before any other rule', () => {
    expect(messagesOf(() => validatePatch({ name: 'a\u0000', email: 'x\u0000@y.z' }, true))).toEqual([
      'name must not contain NUL characters',
      'email must not contain NUL characters',
    ]);
    expect(customFieldsProblems({ a: { 'k\u0000': 'v' } })).toEqual([
      'customFields must not contain NUL characters',
    ]);
  });

  it('when custom fields nest arrays or bad keys at any depth, then they are reported', () => {
    expect(customFieldsProblems({ a: { b: [{ c: 1 }, 'x'] } })).toEqual([]);
    expect(customFieldsProblems({ a: [[1]] })).toEqual([
      'customFields must not contain arrays nested in arrays',
    ]);
    expect(customFieldsProblems({ a: [{ 'x.y': 1 }] })).toEqual([
      'customFields keys must not start with $ nor contain .',
    ]);
  });
});
