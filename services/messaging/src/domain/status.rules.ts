import type { MessageStatus, StatusEvent } from './messaging.types';

/**
 * Statuses only move forward along this order (`unknown` right after queued: any later report of
 * the provider settles it). `failed` sits between sent and delivered: a provider
 * may report a failure after accepting a message, but a message the contact received or read stays
 * so even when a failure report arrives late or out of order.
 */
const RANK: Record<MessageStatus, number> = {
  queued: 0,
  unknown: 1,
  sent: 2,
  failed: 3,
  delivered: 4,
  read: 5,
};

export const isLater = (candidate: MessageStatus, current: MessageStatus) => RANK[candidate] > RANK[current];

/**
 * The status a message should show given its stored status and every provider report about it:
 * the furthest one. Computed from all reports (not applied one by one), so reports handled
 * concurrently or out of order converge on the same answer.
 */
export function resolveStatus(
  current: { status: MessageStatus; error: string | null },
  events: Pick<StatusEvent, 'status' | 'error'>[],
): { status: MessageStatus; error: string | null } {
  let best = current;
  for (const event of events) {
    if (isLater(event.status, best.status)) best = { status: event.status, error: event.error };
  }
  // Only a failure (or an unknown outcome) carries a reason; a later report supersedes it.
  return best.status === 'failed' || best.status === 'unknown' ? best : { status: best.status, error: null };
}
