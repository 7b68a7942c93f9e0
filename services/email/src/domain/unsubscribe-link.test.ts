import { PREVIEW_TOKEN, UnsubscribeLinks } from './unsubscribe-link';

const DAY = 86_400_000;
const T0 = Date.parse('2026-12-01T12:00:00Z');
const settings = {
  secret: 'x'.repeat(32),
  baseUrl: 'https://api.example.test/',
  mailbox: 'unsub@example.test',
  lifetimeDays: 60,
};
/** A UUIDv7 of a campaign created at `ms`. */
const campaignIdAt = (ms: number) => {
  const hex = ms.toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7000-8000-000000000001`;
};
const claims = {
  organizationId: 'org-1',
  campaignId: campaignIdAt(T0),
  address: 'ada@example.test',
  contactId: 'person-1',
};

describe('unsubscribe links', () => {
  let now = T0;
  const sut = new UnsubscribeLinks(settings, () => now);
  beforeEach(() => {
    now = T0;
  });

  /** A token as links were signed before issue 48: no expiry, the person only since decision 0028. */
  const unexpiring = (payload: Record<string, string>) => {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const signer = new UnsubscribeLinks(settings) as unknown as { mac(payload: string): string };
    return `${body}.${signer.mac(body)}`;
  };

  it('when a token was signed here, then it verifies to its claims', () => {
    expect(sut.verify(sut.token(claims))).toEqual(claims);
  });

  it('when the lifetime of a link has passed, then it no longer verifies (expired)', () => {
    const token = sut.token(claims);
    now = T0 + 60 * DAY - 1_000;
    expect(sut.verify(token)).toEqual(claims);
    now = T0 + 60 * DAY;
    expect(sut.verify(token)).toBeNull();
    expect(sut.check(token)).toEqual({ refused: 'expired' });
  });

  it('when a link of before issue 48 names the person, then it verifies until the lifetime after its campaign was created; without the person (a preview of then) never', () => {
    const old = { o: claims.organizationId, c: claims.campaignId, a: claims.address };
    now = T0 + 10 * DAY;
    expect(sut.verify(unexpiring({ ...old, p: 'person-1' }))).toEqual(claims);
    expect(sut.verify(unexpiring(old))).toBeNull();
    expect(sut.check(unexpiring({ ...old, c: 'not-a-uuid', p: 'person-1' }))).toEqual({ refused: 'expired' });
    now = T0 + 61 * DAY;
    expect(sut.verify(unexpiring({ ...old, p: 'person-1' }))).toBeNull();
  });

  it("when a preview's placeholder is presented, then it names nobody (refused as a preview's)", () => {
    expect(sut.previewUrl()).toBe(`https://api.example.test/v1/email/unsubscribe/${PREVIEW_TOKEN}`);
    expect(sut.verify(PREVIEW_TOKEN)).toBeNull();
    expect(sut.check(PREVIEW_TOKEN)).toEqual({ refused: 'preview' });
  });

  it('when any character of a token changes, or another secret signed it, then it does not verify', () => {
    const token = sut.token(claims);
    const [payload, mac] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ o: 'org-2', c: 'c-1', a: 'ada@example.test' })).toString(
      'base64url',
    );
    expect(sut.verify(`${other}.${mac}`)).toBeNull();
    // (a middle character: the last one of a base64url MAC carries bits that decoding drops)
    expect(
      sut.verify(`${payload}.${mac.slice(0, 5)}${mac[5] === 'A' ? 'B' : 'A'}${mac.slice(6)}`),
    ).toBeNull();
    expect(sut.verify(payload)).toBeNull();
    expect(sut.verify('')).toBeNull();
    expect(sut.check('x.y')).toEqual({ refused: 'forged' });
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
