import type { Channel, MessageTag, OutsideWindowPolicy, WindowState } from './messaging.types';

/** Meta's standard customer service window: 24 hours after the contact's last message. */
export const WINDOW_MS = 24 * 60 * 60 * 1000;
/** Messenger/Instagram `HUMAN_AGENT` tag: human replies up to 7 days after the contact's last message. */
export const HUMAN_AGENT_MS = 7 * WINDOW_MS;

/** The window at `now`, from the contact's last inbound message to the account (null: never wrote). */
export function windowAt(lastInboundAt: Date | null, now: Date): WindowState {
  if (!lastInboundAt) return { state: 'closed', lastInboundAt: null, openUntil: null, closedSince: null };
  const until = new Date(lastInboundAt.getTime() + WINDOW_MS);
  return until > now
    ? { state: 'open', lastInboundAt, openUntil: until, closedSince: null }
    : { state: 'closed', lastInboundAt, openUntil: null, closedSince: until };
}

/** What is being sent: free text (possibly tagged) or a WhatsApp template. */
export interface SendKind {
  template: boolean;
  tag: MessageTag | null;
}

/**
 * Why Meta would refuse this message outside the window, or null when it may go: templates always,
 * free text inside the window, a HUMAN_AGENT-tagged Messenger/Instagram message up to 7 days after.
 */
export function outsideWindowReason(
  channel: Channel,
  kind: SendKind,
  window: WindowState,
  now: Date,
): string | null {
  if (kind.template || window.state === 'open') return null;
  const last = window.lastInboundAt;
  if (kind.tag === 'HUMAN_AGENT' && last && now.getTime() < last.getTime() + HUMAN_AGENT_MS) return null;
  const when = window.closedSince
    ? `closed at ${window.closedSince.toISOString()} (24 hours after the contact's last message)`
    : 'has never been open (the contact has not written to this account)';
  if (channel === 'whatsapp')
    return `the contact's 24-hour WhatsApp window ${when}: send an approved template (\`template\`) instead of \`body\`, or wait for the contact to write`;
  if (kind.tag === 'HUMAN_AGENT')
    return `the contact's ${channel} window ${when}, and HUMAN_AGENT covers only 7 days after the contact's last message: wait for the contact to write`;
  return `the contact's 24-hour ${channel} window ${when}: send with \`tag: "HUMAN_AGENT"\` (a person replying, up to 7 days after the contact's last message), or wait for the contact to write`;
}

/** Refused (409) only under `refuse`; under `send` the message goes as it always did. */
export function refusalOf(
  policy: OutsideWindowPolicy,
  channel: Channel,
  kind: SendKind,
  window: WindowState,
  now: Date,
): string | null {
  return policy === 'refuse' ? outsideWindowReason(channel, kind, window, now) : null;
}

/** A timestamp a provider reported for an inbound message: never later than `now`. */
export function inboundTime(reported: Date | undefined, now: Date): Date {
  return reported && !Number.isNaN(reported.getTime()) && reported < now ? reported : now;
}
