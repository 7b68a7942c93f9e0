import { delayAfter, delayTiers, nextRetryDelay, type RetrySchedule } from './retry-schedule';

const day: RetrySchedule = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, windowMs: 86_400_000 };

describe('retry schedule', () => {
  it('when attempts fail, then delays double from the base up to the maximum', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 30].map((n) => delayAfter(day, n))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it('when the default schedule runs for 24 hours, then it makes about thirty attempts and stops inside the window', () => {
    const start = new Date(0);
    let now = start;
    let attempts = 1;
    for (;;) {
      const delay = nextRetryDelay(day, attempts, start, now);
      if (delay === null) break;
      now = new Date(now.getTime() + delay);
      attempts++;
    }
    expect(attempts).toBe(30);
    expect(now.getTime()).toBeLessThanOrEqual(day.windowMs);
    expect(now.getTime() + delayAfter(day, attempts)).toBeGreaterThan(day.windowMs);
  });

  it('when the next attempt would fall after the window, then there is none', () => {
    const start = new Date(0);
    expect(nextRetryDelay(day, 1, start, new Date(day.windowMs - 30_000))).toBe(30_000);
    expect(nextRetryDelay(day, 1, start, new Date(day.windowMs - 29_999))).toBeNull();
  });

  it('when the worker declares its delay queues, then there is one per distinct delay', () => {
    expect(delayTiers(day)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000,
    ]);
    expect(delayTiers({ baseDelayMs: 100, maxDelayMs: 100 })).toEqual([100]);
    // The deferral of jobs over a fairness limit (defaults).
    expect(delayTiers({ baseDelayMs: 250, maxDelayMs: 2_000 })).toEqual([250, 500, 1_000, 2_000]);
  });
});
