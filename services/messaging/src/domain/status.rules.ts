import type { MessageStatus, StatusEvent } from './messaging.types';

/**
 * Statuses only move forward along this order. `failed` sits between sent and delivered: a provider
 * may report a failure after accepting a message, but a message the contact received or read stays
 * so even when a failure report arrives late or out of order.
 */
const RANK: Record<MessageStatus, number> = { queued: 0, sent: 1, failed: 2, delivered: 3, read: 4 };

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
  // Only a failure carries a reason; a later delivery report supersedes it.
  return best.status === 'failed' ? best : { status: best.status, error: null };
}
