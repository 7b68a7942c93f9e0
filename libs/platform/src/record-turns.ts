import { unavailable } from './errors';

/**
 * Turns of a record (decision 0030): at most one write of a record runs at a time, across every
 * replica, and a write's event is recorded before the next write of that record starts. So no
 * concurrent write is lost (on FerretDB v1 an update is a read then a write of the whole document)
 * and each record's entries reach the change feed in the order the store applied them.
 *
 * Turn n of a record is claimed by the unique insert of `<key>:<n>`, the one atomic primitive both
 * stores offer; n is one more than the record's stored `version`, which the holder writes. The holder
 * deletes its claim when its write and its event are done. A claim older than `leaseMs` belongs to a
 * writer that died: the next writer skips it (claims n + 1) and deletes it after its own write, and a
 * holder whose claim is half a lease old writes nothing (`fence`), so a slow holder never overwrites
 * the turn that skipped it.
 */

/** One claim as stored. */
export interface TurnClaim {
  key: string;
  n: number;
  at: Date;
}

export interface TurnStore {
  /** The unique insert of `(key, n)`: false when that turn is claimed already. */
  claim(key: string, n: number, at: Date): Promise<boolean>;
  /** Claims many turns at once (first turns of new records): per claim, true when it went in. */
  claimAll(claims: TurnClaim[]): Promise<boolean[]>;
  find(key: string, n: number): Promise<TurnClaim | null>;
  release(claims: { key: string; n: number }[]): Promise<void>;
}

/** A turn held: write the record with `version: n`, after `fence()`. */
export interface Turn {
  n: number;
  /** Throws UNAVAILABLE when the turn is too old to write safely (call right before the store write). */
  fence(): void;
  /**
   * The turn lasts until `done` settles too (an event published in the background: the next write of
   * the record waits until it is recorded, while this write answers at once).
   */
  until(done: Promise<unknown>): void;
}

export interface TurnOptions {
  /** A claim older than this belongs to a writer that died. */
  leaseMs: number;
  /** How long a write waits for its turn before it answers UNAVAILABLE. */
  maxWaitMs: number;
  now?: () => number;
}

export const TURN_DEFAULTS: TurnOptions = { leaseMs: 10_000, maxWaitMs: 30_000 };

export const BUSY_MESSAGE = 'the record is being changed by other requests; try again';

/** The record's stored `version` (0 when it has none: then the turn is a plain one-at-a-time lock). */
const versionOf = (record: object): number => {
  const { version } = record as { version?: unknown };
  return typeof version === 'number' ? version : 0;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class RecordTurns {
  private readonly now: () => number;
  /** Releases waiting in the background for what their turns wait for (see `drain`). */
  private readonly releasing = new Set<Promise<unknown>>();

  constructor(
    private readonly store: TurnStore,
    private readonly options: TurnOptions = TURN_DEFAULTS,
  ) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Runs `work` in the record's next turn. `read` answers the record (null when it does not exist:
   * `work` then runs without a turn, to answer NOT_FOUND its own way); `work` gets the record as it is
   * at the start of its turn. The turn ends when `work` settles (its event must be recorded by then).
   * `known`: the record as the caller read it a moment ago (saves a read; any age will do, the turn
   * reads it again).
   */
  async run<R extends object, T>(
    key: string,
    read: () => Promise<R | null>,
    work: (current: R | null, turn: Turn | null) => Promise<T>,
    known?: R,
  ): Promise<T> {
    const deadline = this.now() + this.options.maxWaitMs;
    let current = known ?? (await read());
    if (!current) return work(null, null);
    let n = versionOf(current) + 1;
    const skipped: number[] = [];
    for (let round = 0; ; round++) {
      if (this.now() > deadline) throw unavailable(BUSY_MESSAGE);
      const at = this.now();
      if (await this.store.claim(key, n, new Date(at))) {
        const held = await this.hold(key, n, at, read, deadline);
        if (held === 'stale' || held === null) {
          await this.store.release([{ key, n }]);
          if (held === null) return work(null, null);
          current = await read();
          if (!current) return work(null, null);
          n = Math.max(n, versionOf(current)) + 1;
          continue;
        }
        const turn = this.turn(n, at);
        try {
          return await work(held, turn);
        } finally {
          await this.end(turn, [{ key, n }, ...skipped.map((s) => ({ key, n: s }))]);
        }
      }
      const other = await this.store.find(key, n);
      if (!other) continue; // released meanwhile
      if (this.now() - other.at.getTime() > this.options.leaseMs) {
        skipped.push(n);
        n += 1;
        continue;
      }
      await sleep(backoff(round));
      current = await read();
      if (!current) return work(null, null);
      if (versionOf(current) >= n) n = versionOf(current) + 1;
    }
  }

  /**
   * Runs `work` in the first turn of new records (ids nobody else knows yet), claimed at once before
   * they are stored: a write that finds one of them waits until its creation's events are recorded.
   */
  async runNew<T>(keys: string[], work: (turns: Turn[]) => Promise<T>): Promise<T> {
    if (!keys.length) return work([]);
    const at = this.now();
    const claimed = await this.store.claimAll(keys.map((key) => ({ key, n: 1, at: new Date(at) })));
    if (claimed.includes(false)) {
      // A given id created again while an earlier attempt still holds it: try again later.
      await this.store.release(keys.flatMap((key, i) => (claimed[i] ? [{ key, n: 1 }] : [])));
      throw unavailable(BUSY_MESSAGE);
    }
    const turns = keys.map(() => this.turn(1, at));
    try {
      return await work(turns);
    } finally {
      await Promise.all(keys.map((key, i) => this.end(turns[i]!, [{ key, n: 1 }])));
    }
  }

  /**
   * Releases the claims: at once when the turn waits for nothing (so a process that closes right after
   * its write, the admin CLI, leaves no claim behind), else in the background once what it waits for
   * settled. Never throws: a claim left behind is skipped after its lease, as a dead writer's is.
   */
  private async end(turn: Turn, claims: { key: string; n: number }[]): Promise<void> {
    const waits = (turn as HeldTurn).waits;
    const release = () => this.store.release(claims).catch(() => undefined);
    if (!waits.length) return release();
    const releasing = Promise.allSettled(waits).then(release);
    this.releasing.add(releasing);
    void releasing.finally(() => this.releasing.delete(releasing));
  }

  /**
   * Waits until the claims of turns that ended are released (call at stop, after the events they wait
   * for are drained): a process that stops right after a write leaves no claim for the record's next
   * writer to wait out (a lease). Bounded by `timeoutMs`; what is left then is skipped after its lease.
   */
  async drain(timeoutMs = 5_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
      timer.unref?.();
    });
    await Promise.race([Promise.allSettled([...this.releasing]), late]);
    clearTimeout(timer);
  }

  /**
   * After claiming turn n: waits while turn n − 1 is still held (its event may not be recorded yet),
   * then reads the record. 'stale' when the record moved to n or past it (this claim came after its
   * turn ended), null when the record is gone.
   */
  private async hold<R extends object>(
    key: string,
    n: number,
    at: number,
    read: () => Promise<R | null>,
    deadline: number,
  ): Promise<R | 'stale' | null> {
    for (let round = 0; n > 1; round++) {
      const previous = await this.store.find(key, n - 1);
      if (!previous || this.now() - previous.at.getTime() > this.options.leaseMs) break;
      if (this.now() > deadline || this.now() - at > this.options.leaseMs / 2) {
        await this.store.release([{ key, n }]);
        throw unavailable(BUSY_MESSAGE);
      }
      await sleep(backoff(round));
    }
    // Only now: the previous holder released its claim after its write, so this read sees that write
    // (read at the same time as the claim, it might not).
    const current = await read();
    if (!current) return null;
    return versionOf(current) >= n ? 'stale' : current;
  }

  private turn(n: number, at: number): HeldTurn {
    const waits: Promise<unknown>[] = [];
    return {
      n,
      waits,
      fence: () => {
        if (this.now() - at > this.options.leaseMs / 2) throw unavailable(BUSY_MESSAGE);
      },
      until: (done) => {
        waits.push(done);
      },
    };
  }
}

type HeldTurn = Turn & { waits: Promise<unknown>[] };

/**
 * 4, 8, 16 … 50 ms with jitter: a turn lasts a few store round trips and its event's record (which
 * lingers up to 10 ms to share an append, decision 0024).
 */
function backoff(round: number): number {
  const base = Math.min(50, 2 ** (round + 2));
  return base / 2 + Math.random() * (base / 2);
}
