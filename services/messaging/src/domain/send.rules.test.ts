import type { ChannelAccount, ContactPerson, Message } from './messaging.types';
import { characterCount, checkSendInput, chooseRoute, overrideError, whatsappDigits } from './send.rules';

const contactId = '01a20070-8978-722e-b3f9-7e644a7c46ee';
const accountId = '01a20070-8978-722e-b3f9-7e644a7c46ef';
const person = (channel: ContactPerson['channel']): ContactPerson => ({
  id: contactId,
  phone: null,
  channel,
});
const inbound = { channel: 'facebook', accountId } as Message;
const account = (channel: ChannelAccount['channel']) => ({ id: accountId, channel }) as ChannelAccount;

describe('send rules', () => {
  it.each([
    ['empty', '', ['body should not be empty']],
    ['1 character', 'a', []],
    ['4096 characters', 'a'.repeat(4096), []],
    ['4097 characters', 'a'.repeat(4097), ['body must be at most 4096 characters']],
    ['4096 emoji (8192 UTF-16 units)', '😀'.repeat(4096), []],
  ])('when the body is %s, then the rules answer the expected messages', (_label, body, expected) => {
    expect(checkSendInput({ contactId, body })).toEqual(expected);
  });

  it('when every field is wrong at once, then each failing rule has its own message', () => {
    expect(
      checkSendInput({ contactId: 'nope', body: '', channelAccountId: 'x', whatsappInstanceId: 'y' }),
    ).toEqual([
      'contactId must be a UUID',
      'body should not be empty',
      'channelAccountId must be a UUID',
      'whatsappInstanceId must be a UUID',
      'only one of channelAccountId and whatsappInstanceId may be given',
    ]);
  });

  it('when characters are counted, then an emoji counts once', () => {
    expect(characterCount('a😀')).toBe(2);
  });

  it('when the contact wrote in, then its latest inbound message decides over contact.channel', () => {
    expect(chooseRoute(inbound, person('whatsapp'))).toEqual({
      rule: 'inbound',
      channel: 'facebook',
      accountId,
    });
  });

  it('when there is no inbound message, then contact.channel decides, and without it nothing does', () => {
    expect(chooseRoute(null, person('instagram'))).toEqual({ rule: 'contact-channel', channel: 'instagram' });
    expect(chooseRoute(null, person(null))).toEqual({ rule: 'none' });
  });

  it('when an override names an account of the wrong channel or none, then it names the field', () => {
    expect(overrideError('whatsappInstanceId', account('whatsapp'))).toBeNull();
    expect(overrideError('whatsappInstanceId', account('facebook'))).toMatch(/^whatsappInstanceId /);
    expect(overrideError('channelAccountId', account('instagram'))).toBeNull();
    expect(overrideError('channelAccountId', account('whatsapp'))).toMatch(/^channelAccountId /);
    expect(overrideError('channelAccountId', null)).toMatch(/^channelAccountId /);
  });

  it('when a phone is normalized for WhatsApp, then only digits remain', () => {
    expect(whatsappDigits('+49 170 1234567')).toBe('491701234567');
  });
});
