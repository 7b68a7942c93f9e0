import { sameSecret, signatureOf, verifySignature } from './meta-signature';

describe('meta signature', () => {
  const body = Buffer.from('{"object":"page"}');

  it('when the header is the HMAC of the raw body with the secret, then it verifies', () => {
    expect(verifySignature(body, 'secret', signatureOf(body, 'secret'))).toBe(true);
    expect(
      verifySignature(body, 'secret', signatureOf(body, 'secret').toUpperCase().replace('SHA256', 'sha256')),
    ).toBe(true);
  });

  it('when the secret, the body or the format differ, then it does not verify', () => {
    expect(verifySignature(body, 'other', signatureOf(body, 'secret'))).toBe(false);
    expect(verifySignature(Buffer.from('{"object":"page" }'), 'secret', signatureOf(body, 'secret'))).toBe(
      false,
    );
    expect(verifySignature(body, 'secret', undefined)).toBe(false);
    expect(verifySignature(body, 'secret', 'sha1=abc')).toBe(false);
  });

  it('when verify tokens are compared, then only equal ones match', () => {
    expect(sameSecret('token', 'token')).toBe(true);
    expect(sameSecret('token', 'token2')).toBe(false);
  });
});
