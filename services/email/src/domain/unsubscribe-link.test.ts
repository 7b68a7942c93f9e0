import { UnsubscribeLinks } from './unsubscribe-link';

const settings = {
  secret: 'x'.repeat(32),
  baseUrl: 'https://api.example.test/',
  mailbox: 'unsub@example.test',
};
const claims = { organizationId: 'org-1', campaignId: 'c-1', address: 'ada@example.test' };

describe('unsubscribe links', () => {
  const sut = new UnsubscribeLinks(settings);

  it('when a token was signed here, then it verifies to its claims', () => {
    expect(sut.verify(sut.token(claims))).toEqual(claims);
  });

  it('when the link names the person, then it verifies to the person too; a link without one still verifies', () => {
    const withPerson = { ...claims, contactId: 'person-1' };
    expect(sut.verify(sut.token(withPerson))).toEqual(withPerson);
    const before = Buffer.from(JSON.stringify({ o: 'org-1', c: 'c-1', a: 'ada@example.test' })).toString(
      'base64url',
    );
    const [, mac] = sut.token(claims).split('.') as [string, string];
    expect(sut.verify(`${before}.${mac}`)).toEqual(claims);
  });

  it('when any character of a token changes, or another secret signed it, then it does not verify', () => {
    const token = sut.token(claims);
    const [payload, mac] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ o: 'org-2', c: 'c-1', a: 'ada@example.test' })).toString(
      'base64url',
    );
    expect(sut.verify(`${other}.${mac}`)).toBeNull();
    expect(sut.verify(`${payload}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(sut.verify(payload)).toBeNull();
    expect(sut.verify('')).toBeNull();
    expect(new UnsubscribeLinks({ ...settings, secret: 'y'.repeat(32) }).verify(token)).toBeNull();
  });

  it('when headers are made, then they carry the https link, a mailto and the one-click post', () => {
    const token = sut.token(claims);
    expect(sut.headers(token)).toEqual({
      'List-Unsubscribe': `<https://api.example.test/v1/email/unsubscribe/${token}>, <mailto:unsub@example.test?subject=unsubscribe%20${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
