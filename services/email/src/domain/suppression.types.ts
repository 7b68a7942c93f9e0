/** The suppression list of an organization: addresses no email goes to (issue 28). */

export const SUPPRESSION_REASONS = ['unsubscribed', 'hard_bounce', 'complaint', 'manual'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/**
 * What a send is: `transactional` (a receipt, a password reset) passes an `unsubscribed` address,
 * never a bounce, a complaint or a manual entry; `marketing` (the default, and every campaign) passes none.
 */
export const SEND_CATEGORIES = ['transactional', 'marketing'] as const;
export type SendCategory = (typeof SEND_CATEGORIES)[number];

export interface Suppression {
  id: string;
  organizationId: string;
  /** Normalized: trimmed and lower-cased; compared so everywhere. */
  address: string;
  reason: SuppressionReason;
  /** Where it came from: `api`, `campaign:<id>`, `send:<id>`, `provider:<name>`, … */
  source: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The form every address is compared in. */
export const normalizeAddress = (address: string): string => address.trim().toLowerCase();

/** Whether a suppression stops a send of `category`. */
export function blocks(suppression: Suppression | null | undefined, category: SendCategory): boolean {
  if (!suppression) return false;
  return !(category === 'transactional' && suppression.reason === 'unsubscribed');
}

/**
 * Which reason stands when an address is suppressed again: an `unsubscribed` entry gives way to any
 * other reason (so a bounce is never passed by a transactional send); otherwise the first stands.
 */
export const supersedes = (next: SuppressionReason, current: SuppressionReason): boolean =>
  current === 'unsubscribed' && next !== 'unsubscribed';
