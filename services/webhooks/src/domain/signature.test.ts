import { createHmac } from 'node:crypto';
import { newSigningSecret, signatureHeader, verifySignature } from './signature';

describe('delivery signatures', () => {
  const secret = 'whsec_test';
  const body = '{"id":"e1","type":"contact.created"}';

  it('when a body is signed, then v1 is the hex HMAC-SHA256 of "<t>.<body>" with the secret', () => {
    const sut = signatureHeader(secret, 1_700_000_000, body);
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(sut).toBe(`t=1700000000,v1=${expected}`);
  });

  it('when the header, body and secret match within the tolerance, then it verifies', () => {
    const header = signatureHeader(secret, 1_700_000_000, body);
    expect(verifySignature(secret, header, body, { now: 1_700_000_100 })).toBe(true);
  });

  it('when the body, the secret or the timestamp differ, or it is too old, then it does not verify', () => {
    const header = signatureHeader(secret, 1_700_000_000, body);
    const now = 1_700_000_000;
    expect(verifySignature(secret, header, `${body} `, { now })).toBe(false);
    expect(verifySignature('whsec_other', header, body, { now })).toBe(false);
    expect(verifySignature(secret, header.replace('t=1700000000', 't=1700000001'), body, { now })).toBe(
      false,
    );
    expect(verifySignature(secret, header, body, { now: now + 301 })).toBe(false);
    expect(verifySignature(secret, 'garbage', body, { now })).toBe(false);
  });

  it('when secrets are generated, then each is new and long', () => {
    const a = newSigningSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newSigningSecret()).not.toBe(a);
  });
});
