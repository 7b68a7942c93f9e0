import { SIGNATURE_TOLERANCE_SECONDS, signNotification, verifySignature } from './provider-events.service';

const SECRET = 'rpe_secret';
const BODY = '{"events":[{"type":"complaint","address":"a@example.test"}]}';

describe('provider notification signatures', () => {
  const now = Date.UTC(2026, 10, 25, 2, 0, 0);

  it('when the header was made with the secret over the body within the tolerance, then it holds', () => {
    expect(verifySignature(SECRET, BODY, signNotification(SECRET, BODY, now), now)).toBe(true);
    const early = now - (SIGNATURE_TOLERANCE_SECONDS - 1) * 1000;
    expect(verifySignature(SECRET, BODY, signNotification(SECRET, BODY, early), now)).toBe(true);
  });

  it('when the body, the secret, the time or the header differ, then it does not hold', () => {
    const header = signNotification(SECRET, BODY, now);
    expect(verifySignature(SECRET, `${BODY} `, header, now)).toBe(false);
    expect(verifySignature('other', BODY, header, now)).toBe(false);
    expect(verifySignature(SECRET, BODY, header, now + (SIGNATURE_TOLERANCE_SECONDS + 1) * 1000)).toBe(false);
    expect(
      verifySignature(SECRET, BODY, header.replace(/t=\d+/, `t=${Math.floor(now / 1000) - 1}`), now),
    ).toBe(false);
    for (const bad of ['', 't=1', 'v1=00', 't=abc,v1=zz', `${header}0`]) {
      expect(verifySignature(SECRET, BODY, bad, now)).toBe(false);
    }
  });
});
