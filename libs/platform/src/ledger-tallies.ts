import type { Ledger, LedgerEntry } from './ledger';

/**
 * Counts per key folded from an organization's change ledger (decision 0029): how many people hold
 * each tag, for example. Each entry says what it adds to or takes from which key (`TallyRule`); sums
 * do not depend on the order, so the ledger's order across replicas (not always the order of the
 * writes) gives the same counts. A fold is saved as a checkpoint now and then (insert-only, at the
 * place it reached), so a read folds only the entries recorded since the last one: O(1) in the
 * organization's size, where a count on the store is O(what it counts).
 */

/** What one entry adds to each key (negative: takes away). */
export type TallyDeltas = Record<string, number>;

/**
 * What an entry changes: deltas, null when it changes nothing, or `'unknown'` when it should change
 * counts but does not say how (recorded by an older version): the organization's counts then cannot
 * be known from the ledger.
 */
export type TallyRule = (entry: Pick<LedgerEntry, 'type' | 'data'>) => TallyDeltas | null | 'unknown';

export interface TallyCheckpoint {
  /** The ledger place the counts are after (0: before every entry). */
  seq: number;
  /** Keys with a count other than 0. */
  counts: Record<string, number>;
  /** False: the organization's counts cannot be known from the ledger (kept so it is decided once). */
  valid: boolean;
  /** The place of the checkpoint this one was folded from (the one `save` may remove next). */
  previous: number | null;
}

export interface TallyStore {
  /** The organization's newest checkpoint known, or null when it has none. */
  latest(organizationId: string): Promise<TallyCheckpoint | null>;
  /**
   * Saves a checkpoint (insert-only: one at a place, whoever folds it; a second save of the same place
   * is the same fold) and points the hint at it; removes the checkpoint before its `previous`.
   */
  save(organizationId: string, checkpoint: TallyCheckpoint): Promise<void>;
}

export interface LedgerTalliesOptions {
  rule: TallyRule;
  /**
   * Whether an organization with no checkpoint can be counted from its first entry on: none of its
   * records may be older than the ledger (`since`, when recording began), whose changes it never saw.
   */
  countable(organizationId: string, since: Date): Promise<boolean>;
  /** A checkpoint is saved once a fold passed this many entries (and a write's poke folds then). */
  every?: number;
  /**
   * After an organization's last poke, its tail (fewer than `every` entries) is folded and saved
   * once this long passed without another: a quiet organization's checkpoint reaches its head, so
   * retention never removes entries no checkpoint holds yet.
   */
  quietMs?: number;
  /** Failures of the background folds (a count folds again; nothing is lost). */
  onError?(err: unknown, organizationId: string): void;
}

export interface Tally {
  seq: number;
  counts: Record<string, number>;
}

/** Entries read per round of a fold. */
const PAGE = 500;
/** Organizations whose last checkpoint a process remembers for `poke` (and quiet timers it keeps). */
const REMEMBERED = 10_000;

export class LedgerTallies {
  private readonly folding = new Map<string, Promise<Tally | null>>();
  /** The place of each organization's last checkpoint this process read or saved. */
  private readonly saved = new Map<string, number>();
  /** Per organization this process pokes: its last poke, and the timer that saves its tail once quiet. */
  private readonly quiet = new Map<string, { at: number; timer: NodeJS.Timeout }>();
  private readonly every: number;

  constructor(
    private readonly ledger: Pick<Ledger, 'read' | 'floor' | 'knownHead' | 'since'>,
    private readonly store: TallyStore,
    private readonly options: LedgerTalliesOptions,
  ) {
    this.every = options.every ?? 1_000;
  }

  /**
   * The counts after every entry recorded when it read (a write is recorded a few tens of
   * milliseconds after its answer, decision 0024), or null when this organization's cannot be known
   * from the ledger (records older than the tally, entries removed before a checkpoint held them, an
   * entry the rule cannot read). Concurrent calls for one organization share one fold.
   */
  counts(organizationId: string, saveTail = false): Promise<Tally | null> {
    const running = this.folding.get(organizationId);
    if (running && !saveTail) return running;
    const fold = (running ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => this.fold(organizationId, saveTail))
      .finally(() => {
        if (this.folding.get(organizationId) === fold) this.folding.delete(organizationId);
      });
    this.folding.set(organizationId, fold);
    return fold;
  }

  /**
   * Told that this process recorded entries of the organization: folds (in the background) once they
   * are `every` past its last checkpoint, so a read folds at most about twice that many.
   */
  poke(organizationId: string): void {
    this.whenQuiet(organizationId);
    const head = this.ledger.knownHead(organizationId);
    const last = this.saved.get(organizationId) ?? 0;
    if (head === null || head - last < this.every || this.folding.has(organizationId)) return;
    this.counts(organizationId).catch((err: unknown) => this.options.onError?.(err, organizationId));
  }

  /** Stops the quiet timers (a process that stops; the next poke of another process folds the tail). */
  close(): void {
    for (const { timer } of this.quiet.values()) clearTimeout(timer);
    this.quiet.clear();
  }

  /**
   * Notes the poke; an organization's one timer, when it fires, saves the tail if `quietMs` passed
   * since its last poke, else waits the rest (a poke per recorded event costs no timer of its own).
   */
  private whenQuiet(organizationId: string): void {
    const known = this.quiet.get(organizationId);
    if (known) {
      known.at = Date.now();
      return;
    }
    if (this.quiet.size >= REMEMBERED) {
      const [oldest, { timer }] = this.quiet.entries().next().value!;
      clearTimeout(timer);
      this.quiet.delete(oldest);
    }
    const quietMs = this.options.quietMs ?? 30_000;
    const entry = { at: Date.now(), timer: undefined as unknown as NodeJS.Timeout };
    const arm = (ms: number) => {
      entry.timer = setTimeout(() => {
        const left = entry.at + quietMs - Date.now();
        if (left > 0) return arm(left);
        this.quiet.delete(organizationId);
        this.counts(organizationId, true).catch((err: unknown) =>
          this.options.onError?.(err, organizationId),
        );
      }, ms);
      entry.timer.unref();
    };
    arm(quietMs);
    this.quiet.set(organizationId, entry);
  }

  private async fold(organizationId: string, saveTail: boolean): Promise<Tally | null> {
    let checkpoint: TallyCheckpoint | null = await this.store.latest(organizationId);
    if (!checkpoint) {
      const since = await this.ledger.since();
      // With no checkpoint the fold starts at place 1: the floor below decides whether it was kept.
      const valid = since !== null && (await this.options.countable(organizationId, since));
      checkpoint = { seq: 0, counts: {}, valid, previous: null };
      if (!valid) await this.save(organizationId, checkpoint);
    }
    this.remember(organizationId, checkpoint.seq);
    if (!checkpoint.valid) return null;
    // Entries below the floor are gone: a checkpoint behind it cannot be folded forward.
    const floor = await this.ledger.floor(organizationId);
    if (checkpoint.seq < floor) {
      await this.save(organizationId, { seq: floor, counts: {}, valid: false, previous: checkpoint.seq });
      return null;
    }
    const counts = { ...checkpoint.counts };
    let seq = checkpoint.seq;
    let sinceSaved = 0;
    for (;;) {
      const entries = await this.ledger.read(organizationId, seq, PAGE);
      for (const entry of entries) {
        const deltas = this.options.rule(entry);
        if (deltas === 'unknown') {
          await this.save(organizationId, {
            seq: entry.seq,
            counts: {},
            valid: false,
            previous: checkpoint.seq,
          });
          return null;
        }
        if (deltas) add(counts, deltas);
        seq = entry.seq;
      }
      sinceSaved += entries.length;
      if (sinceSaved >= this.every) {
        const next: TallyCheckpoint = { seq, counts: { ...counts }, valid: true, previous: checkpoint.seq };
        await this.save(organizationId, next);
        checkpoint = next;
        sinceSaved = 0;
      }
      if (entries.length < PAGE) {
        if (saveTail && seq > checkpoint.seq) {
          await this.save(organizationId, {
            seq,
            counts: { ...counts },
            valid: true,
            previous: checkpoint.seq,
          });
        }
        return { seq, counts };
      }
    }
  }

  private async save(organizationId: string, checkpoint: TallyCheckpoint): Promise<void> {
    await this.store.save(organizationId, checkpoint);
    this.remember(organizationId, checkpoint.seq);
  }

  private remember(organizationId: string, seq: number): void {
    this.saved.delete(organizationId);
    if (this.saved.size >= REMEMBERED) this.saved.delete(this.saved.keys().next().value!);
    this.saved.set(organizationId, seq);
  }
}

/** Adds `deltas` to `counts`, leaving out keys that reach 0. */
function add(counts: Record<string, number>, deltas: TallyDeltas): void {
  for (const [key, delta] of Object.entries(deltas)) {
    const count = (counts[key] ?? 0) + delta;
    if (count === 0) delete counts[key];
    else counts[key] = count;
  }
}
