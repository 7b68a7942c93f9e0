import type { Ledger } from '@rapport/platform';

/** Entries read at once when a probe found the next place taken (to learn how far the head went). */
const CATCH_UP = 500;

interface Waiter {
  /** Wakes on the first change recorded after this position. */
  after: number;
  wake: () => void;
}

interface Watched {
  waiters: Set<Waiter>;
  /** The highest position seen recorded (positions are taken without gaps), null before a probe found one. */
  top: number | null;
}

/**
 * Held-open reads of the change feed wait here (issue 48): one check per organization and process
 * every `pollMs`, however many readers wait, instead of a poll loop each. The check probes the place
 * after the lowest position waited on (one read by `_id`); when it is taken, it reads on to the head
 * and wakes every reader waiting before it. The loop ends when no reader of its organization waits.
 */
export class ChangeWatch {
  private readonly watched = new Map<string, Watched>();

  constructor(
    private readonly ledger: Pick<Ledger, 'at' | 'read'>,
    private readonly pollMs: number,
    private readonly sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Organizations with a loop now (tests, metrics). */
  get organizations(): number {
    return this.watched.size;
  }

  /** Resolves when a change after `after` is recorded, at `untilMs`, or when `signal` aborts. */
  wait(organizationId: string, after: number, untilMs: number, signal?: AbortSignal): Promise<void> {
    let state = this.watched.get(organizationId);
    if (state?.top != null && after < state.top) return Promise.resolve();
    if (signal?.aborted || Date.now() >= untilMs) return Promise.resolve();
    if (!state) {
      state = { waiters: new Set(), top: null };
      this.watched.set(organizationId, state);
      void this.loop(organizationId, state);
    }
    const watching = state;
    return new Promise<void>((resolve) => {
      const waiter: Waiter = {
        after,
        wake: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', waiter.wake);
          watching.waiters.delete(waiter);
          resolve();
        },
      };
      const timer = setTimeout(waiter.wake, untilMs - Date.now());
      signal?.addEventListener('abort', waiter.wake);
      watching.waiters.add(waiter);
    });
  }

  private async loop(organizationId: string, state: Watched): Promise<void> {
    for (;;) {
      await this.sleep(this.pollMs);
      if (!state.waiters.size) break;
      try {
        await this.check(organizationId, state);
      } catch {
        // The store failed this once: the next round tries again, and each reader's wait still ends.
      }
    }
    this.watched.delete(organizationId);
  }

  private async check(organizationId: string, state: Watched): Promise<void> {
    let lowest = Number.POSITIVE_INFINITY;
    for (const waiter of state.waiters) lowest = Math.min(lowest, waiter.after);
    if (!(await this.ledger.at(organizationId, lowest + 1))) return;
    const entries = await this.ledger.read(organizationId, lowest, CATCH_UP);
    state.top = Math.max(state.top ?? 0, entries.at(-1)?.seq ?? lowest + 1);
    for (const waiter of [...state.waiters]) if (waiter.after < state.top) waiter.wake();
  }
}
