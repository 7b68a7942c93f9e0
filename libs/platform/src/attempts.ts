import { newId } from './ids';

/**
 * At-most-once delivery attempts (decisions 0009, 0011, 0017): attempt n of a subject (a send, a
 * message, a webhook delivery) is claimed by the unique insert of `(subject, n)`; only its holder
 * calls the provider and records the outcome. The claim holds a lease: a claim whose lease ran out
 * without an outcome belongs to a dead worker. Whether the provider may have the delivery then
 * depends on one mark, `startedAt`, written before the provider call (or with the claim itself, when
 * nothing between the claim and the call can stall): a lapsed attempt that started is `unknown`; one
 * that never started is released, and whoever comes next claims it again and sends.
 * The services keep their send call and their policy (what is transient, backoff, what `unknown`
 * means for their record); the store is `MongoAttemptStore` of `@rapport/platform/mongo`.
 */

/** One attempt as stored. */
export interface AttemptRecord<O> {
  subject: string;
  n: number;
  /** Whose claim it is: only its holder starts, finishes or releases it. */
  token: string;
  claimedAt: Date;
  /** From this moment the provider may have the delivery. */
  startedAt: Date | null;
  /** Past it, a claim without an outcome belongs to a worker that died. */
  leaseUntil: Date;
  outcome: O | null;
  finishedAt: Date | null;
  /** Fields the service deletes by (organizationId, subscriptionId, ...). */
  tags: Record<string, string>;
}

/** The port of the attempts' store: every write is one insert or one conditional single-document write. */
export interface AttemptStore<O> {
  /** The unique insert of `(subject, n)`: false when that attempt is claimed already. */
  insert(record: AttemptRecord<O>): Promise<boolean>;
  find(subject: string, n: number): Promise<AttemptRecord<O> | null>;
  /** The subject's attempt with the highest number. */
  latest(subject: string): Promise<AttemptRecord<O> | null>;
  /** Marks the claim of `token` started (its lease renewed); false when it is not that claim's any more. */
  start(subject: string, n: number, token: string, at: Date, leaseUntil: Date): Promise<boolean>;
  /** Records an outcome unless one is recorded (the first written stands); with `token`, only on that claim. */
  settle(subject: string, n: number, outcome: O, at: Date, token?: string): Promise<void>;
  /** Deletes the claim of `token` while it has no outcome (`unstarted`: and never started). */
  release(subject: string, n: number, token: string, unstarted: boolean): Promise<boolean>;
  deleteSubjects(subjects: string[]): Promise<void>;
  deleteTagged(tags: Record<string, string>): Promise<void>;
}

/** What became of an attempt someone claimed. */
export type AttemptView<O> =
  | { state: 'done'; n: number; outcome: O; startedAt: Date | null; finishedAt: Date | null }
  /** Its holder is at work (or died less than a lease ago). */
  | { state: 'running'; n: number; leaseUntil: Date }
  /** Its holder died after the provider call started: the provider may have the delivery. */
  | { state: 'unknown'; n: number; startedAt: Date };

export type ClaimResult<O> =
  | { claimed: true; attempt: HeldAttempt<O> }
  /** `other` is null when the other claim went away meanwhile (released or deleted). */
  | { claimed: false; other: AttemptView<O> | null };

export interface AttemptOptions {
  /** How long a claim protects an attempt, from its claim and again from its start. */
  leaseMs: number;
  now?: () => Date;
}

type Classified<O> = AttemptView<O> | { state: 'abandoned'; record: AttemptRecord<O> };

export class Attempts<O> {
  private readonly now: () => Date;

  constructor(
    private readonly store: AttemptStore<O>,
    private readonly options: AttemptOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * The subject's latest attempt, or null before the first. A claim abandoned before its start is
   * released on the way (its worker died without calling the provider): the one before it counts.
   */
  async latest(subject: string): Promise<AttemptView<O> | null> {
    for (;;) {
      const record = await this.store.latest(subject);
      if (!record) return null;
      const view = this.classify(record);
      if (view.state !== 'abandoned') return view;
      await this.store.release(subject, record.n, record.token, true);
    }
  }

  /**
   * Claims attempt n. `started`: the claim is the start mark too, for a caller that calls the provider
   * right after it with nothing in between that can stall (no `start()` write then). A claim of a dead
   * worker that never started is released and claimed again here.
   */
  async claim(
    subject: string,
    n: number,
    options: { started?: boolean; tags?: Record<string, string> } = {},
  ): Promise<ClaimResult<O>> {
    for (let tries = 0; ; tries++) {
      const now = this.now();
      const record: AttemptRecord<O> = {
        subject,
        n,
        token: newId(),
        claimedAt: now,
        startedAt: options.started ? now : null,
        leaseUntil: this.leaseFrom(now),
        outcome: null,
        finishedAt: null,
        tags: options.tags ?? {},
      };
      if (await this.store.insert(record)) {
        return {
          claimed: true,
          attempt: new HeldAttempt(this.store, record, this.now, this.options.leaseMs),
        };
      }
      const existing = await this.store.find(subject, n);
      const view = existing ? this.classify(existing) : null;
      if (view?.state !== 'abandoned') return { claimed: false, other: view };
      // One takeover per call: a second abandoned claim in a row is somebody else's fresh failure.
      if (tries > 0)
        return { claimed: false, other: { state: 'running', n, leaseUntil: existing!.leaseUntil } };
      await this.store.release(subject, n, existing!.token, true);
    }
  }

  /** Records the outcome of another worker's attempt (`unknown` after its lease); the first written stands. */
  async settle(subject: string, n: number, outcome: O): Promise<void> {
    await this.store.settle(subject, n, outcome, this.now());
  }

  private leaseFrom(at: Date): Date {
    return new Date(at.getTime() + this.options.leaseMs);
  }

  private classify(record: AttemptRecord<O>): Classified<O> {
    const { n } = record;
    if (record.outcome !== null) {
      const { outcome, startedAt, finishedAt } = record;
      return { state: 'done', n, outcome, startedAt, finishedAt };
    }
    if (record.leaseUntil > this.now()) return { state: 'running', n, leaseUntil: record.leaseUntil };
    if (record.startedAt) return { state: 'unknown', n, startedAt: record.startedAt };
    return { state: 'abandoned', record };
  }
}

/** An attempt this worker holds. */
export class HeldAttempt<O> {
  constructor(
    private readonly store: AttemptStore<O>,
    private readonly record: AttemptRecord<O>,
    private readonly now: () => Date,
    private readonly leaseMs: number,
  ) {}

  get n(): number {
    return this.record.n;
  }

  /**
   * Marks the attempt started, right before the provider call. False: the claim lapsed before it
   * started, so another worker may take it over; the caller must not call the provider then.
   */
  async start(): Promise<boolean> {
    if (this.record.startedAt) return true;
    const at = this.now();
    // Checked here as well: a takeover only releases a claim whose lease is over.
    if (at >= this.record.leaseUntil) return false;
    const leaseUntil = new Date(at.getTime() + this.leaseMs);
    const { subject, n, token } = this.record;
    if (!(await this.store.start(subject, n, token, at, leaseUntil))) return false;
    Object.assign(this.record, { startedAt: at, leaseUntil });
    return true;
  }

  /** Records the outcome (the first written stands: another worker may have settled it `unknown`). */
  async finish(outcome: O): Promise<void> {
    const { subject, n, token } = this.record;
    await this.store.settle(subject, n, outcome, this.now(), token);
  }

  /** Gives the attempt up without an outcome: the same number can be claimed again (a retry). */
  async release(): Promise<void> {
    const { subject, n, token } = this.record;
    await this.store.release(subject, n, token, false);
  }
}
