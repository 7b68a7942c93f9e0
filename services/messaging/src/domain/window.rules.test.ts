import {
  HUMAN_AGENT_MS,
  inboundTime,
  outsideWindowReason,
  refusalOf,
  WINDOW_MS,
  windowAt,
} from './window.rules';

const now = new Date('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const text = { template: false, tag: null };

describe('window rules', () => {
  it('when the last inbound message is under 24 hours old, then the window is open until 24 hours after it', () => {
    expect(windowAt(ago(WINDOW_MS - 1000), now)).toEqual({
      state: 'open',
      lastInboundAt: ago(WINDOW_MS - 1000),
      openUntil: new Date(now.getTime() + 1000),
      closedSince: null,
    });
  });

  it('when it is 24 hours old or the contact never wrote, then the window is closed (since when, if ever open)', () => {
    expect(windowAt(ago(WINDOW_MS), now)).toMatchObject({ state: 'closed', closedSince: now });
    expect(windowAt(null, now)).toEqual({
      state: 'closed',
      lastInboundAt: null,
      openUntil: null,
      closedSince: null,
    });
  });

  it('when the window is closed, then free text is refused on every channel, templates never', () => {
    const closed = windowAt(ago(2 * WINDOW_MS), now);
    expect(outsideWindowReason('whatsapp', text, closed, now)).toMatch(/template/);
    expect(outsideWindowReason('facebook', text, closed, now)).toMatch(/HUMAN_AGENT/);
    expect(outsideWindowReason('whatsapp', { template: true, tag: null }, closed, now)).toBeNull();
    expect(outsideWindowReason('whatsapp', text, windowAt(ago(1000), now), now)).toBeNull();
  });

  it('when HUMAN_AGENT is given, then Messenger and Instagram accept it up to 7 days after the last message', () => {
    const tagged = { template: false, tag: 'HUMAN_AGENT' as const };
    expect(
      outsideWindowReason('instagram', tagged, windowAt(ago(HUMAN_AGENT_MS - 1000), now), now),
    ).toBeNull();
    expect(outsideWindowReason('instagram', tagged, windowAt(ago(HUMAN_AGENT_MS), now), now)).toMatch(
      /7 days/,
    );
    expect(outsideWindowReason('facebook', tagged, windowAt(null, now), now)).toMatch(/never been open/);
  });

  it('when the policy is send, then nothing is refused', () => {
    expect(refusalOf('send', 'whatsapp', text, windowAt(null, now), now)).toBeNull();
    expect(refusalOf('refuse', 'whatsapp', text, windowAt(null, now), now)).not.toBeNull();
  });

  it('when a provider reports a time in the future or none, then the window counts from now', () => {
    expect(inboundTime(new Date(now.getTime() + 60_000), now)).toEqual(now);
    expect(inboundTime(undefined, now)).toEqual(now);
    expect(inboundTime(ago(5000), now)).toEqual(ago(5000));
  });
});
