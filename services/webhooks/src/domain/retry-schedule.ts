/** Exponential backoff of failed deliveries (config: WEBHOOKS_RETRY_*). */
export interface RetrySchedule {
  /** Delay after the first failed attempt; each further failure doubles it. */
  baseDelayMs: number;
  /** The largest delay between two attempts. */
  maxDelayMs: number;
  /** How long after its first attempt a delivery is retried (24 hours by default). */
  windowMs: number;
}

/** Delays that double from a base to a maximum (retries, and deferrals of jobs over a limit). */
export type Backoff = Pick<RetrySchedule, 'baseDelayMs' | 'maxDelayMs'>;

/** The delay after failed attempt `attempt` (1-based). */
export function delayAfter(schedule: Backoff, attempt: number): number {
  return Math.min(schedule.baseDelayMs * 2 ** Math.min(attempt - 1, 40), schedule.maxDelayMs);
}

/**
 * When attempt `attempt` failed at `now`: the delay before the next one, or null when the next one
 * would fall after the window that began with the first attempt (the delivery has failed).
 */
export function nextRetryDelay(
  schedule: RetrySchedule,
  attempt: number,
  windowStart: Date,
  now: Date,
): number | null {
  const delay = delayAfter(schedule, attempt);
  return now.getTime() + delay > windowStart.getTime() + schedule.windowMs ? null : delay;
}

/** Every distinct delay of the schedule: the worker keeps one delay queue per value. */
export function delayTiers(schedule: Backoff): number[] {
  const tiers: number[] = [];
  for (let attempt = 1; ; attempt++) {
    const delay = delayAfter(schedule, attempt);
    if (tiers.at(-1) === delay) return tiers;
    tiers.push(delay);
  }
}
