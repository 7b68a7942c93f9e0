import type { EventEnvelope, EventPublisher } from './events';
import { newId } from './ids';
import type { Logger } from './logger';
import { type PeriodicTask, startPeriodic } from './periodic';
import { captureTraceContext, withTraceContext } from './tracing';

/**
 * The outbox of decision 0008. FerretDB has no transactions, so an event cannot be stored atomically
 * with the change it reports; it is saved in the same step instead (before the change when the change
 * must never go unreported, right after it otherwise), published with a broker confirm, and removed
 * only once the broker confirmed it. Whatever a crash or an unreachable broker leaves behind, the
 * relay publishes later under the same event id (consumers dedupe on it).
 *
 * Adding it to a service: `const { outbox, relay } = mongoOutbox(connection, broker, logger, { graceMs })`
 * (from `@rapport/platform/mongo`), `outbox.stage(event)` + write + `outbox.publish(event)` in the
 * domain, `relay.start(intervalMs)` in main and `stop()` it before the broker.
 */

/** One saved event. */
export interface OutboxEntry<D = unknown> {
  /** The event id (envelope `id`): the relay publishes under the same id. */
  id: string;
  type: string;
  organizationId: string;
  occurredAt: Date;
  /** What the event is about (ids), for a relay `resolve` that rebuilds or drops the event. */
  ref: Record<string, string>;
  /** The data to publish; null when only the relay's `resolve` (or the writer) knows it. */
  data: D | null;
  /** Failed relay attempts so far. */
  attempts: number;
  /**
   * The W3C `traceparent` (and `tracestate`) and `x-request-id` of the request that staged the entry
   * (tracing.ts `captureTraceContext`): the relay publishes under them, so a late event stays in the
   * trace of its request. Null or absent when there was neither.
   */
  trace?: Record<string, string> | null;
}

/** Where entries wait. `@rapport/platform/mongo` has the Mongo one (`MongoOutboxStore`). */
export interface OutboxStore<E extends OutboxEntry = OutboxEntry> {
  /** Saves entries the relay leaves alone until `nextAttemptAt`; throws when they were not saved. */
  insert(entries: E[], nextAttemptAt: Date): Promise<void>;
  /** Entries due at `now`, oldest first. */
  due(now: Date, limit: number): Promise<E[]>;
  /** The entries are published (or not true): forget them. */
  remove(entries: Pick<E, 'id' | 'organizationId'>[]): Promise<void>;
  /** Leaves the entry alone until `at` (its `attempts` already counts the failure). Optional: without it, the next pass retries. */
  postpone?(entry: E, at: Date): Promise<void>;
}

/** An event to stage: an envelope, or its parts (a fresh id and `occurredAt` are given). */
export interface OutboxEvent<D = unknown> {
  id?: string;
  type: string;
  organizationId: string;
  occurredAt?: string | Date;
  ref?: Record<string, string>;
  /** Null when it is only known after the write: pass it to `publish` then. */
  data?: D | null;
}

/** A staged event: an envelope (data possibly still null) plus its ref. */
export type StagedEvent<D = unknown> = EventEnvelope<D | null> & { ref: Record<string, string> };

export interface OutboxOptions {
  /** How long the relay leaves a fresh entry to its writer before it publishes the entry itself. */
  graceMs: number;
  /**
   * Publish after the caller goes on: `publish` starts the publish and returns, so a write answers
   * once its event is staged (durable) and written, and what follows the publish (the change
   * ledger's append, the broker's confirm, the entry's removal) is shared by more events. At most
   * `maxPending` publishes run so; beyond that `publish` waits for its own (back-pressure). `drain()`
   * waits for those running. Default: `publish` resolves once the event is published.
   */
  background?: { maxPending: number };
}

export function envelopeOf<D>(entry: OutboxEntry, data: D): EventEnvelope<D> {
  return {
    id: entry.id,
    type: entry.type,
    occurredAt: entry.occurredAt.toISOString(),
    organizationId: entry.organizationId,
    data,
  };
}

/** The write side: stage, change, publish (or discard when the change did not happen). */
export class Outbox {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly store: OutboxStore,
    private readonly publisher: EventPublisher,
    private readonly logger: Logger,
    private readonly options: OutboxOptions,
  ) {}

  /** Saves the events so that they survive a crash; throws when they were not saved. */
  async stage(...events: OutboxEvent[]): Promise<StagedEvent[]> {
    if (!events.length) return [];
    const now = new Date();
    const entries: OutboxEntry[] = events.map((event) => ({
      id: event.id ?? newId(),
      type: event.type,
      organizationId: event.organizationId,
      occurredAt: event.occurredAt === undefined ? now : new Date(event.occurredAt),
      ref: event.ref ?? {},
      data: event.data ?? null,
      attempts: 0,
      trace: captureTraceContext(),
    }));
    await this.store.insert(entries, new Date(now.getTime() + this.options.graceMs));
    return entries.map((entry) => ({ ...envelopeOf(entry, entry.data), ref: entry.ref }));
  }

  /**
   * Publishes with a broker confirm, then forgets the entry. Never throws: a failure leaves the entry
   * to the relay. `data` defaults to the event's own. With `background`, resolves at once (unless
   * `maxPending` publishes run already) and the publish goes on; publishes start in call order.
   */
  async publish(event: EventEnvelope, data: unknown = event.data): Promise<void> {
    await this.publishTracked(event, data);
  }

  /**
   * `publish`, answering `done`: the publish itself (recorded, confirmed, forgotten, or left to the
   * relay), which with `background` ends after this resolves. A record's turn ends with it (decision
   * 0030). `done` never rejects.
   */
  async publishTracked(event: EventEnvelope, data: unknown = event.data): Promise<{ done: Promise<void> }> {
    const publishing = this.publishNow(event, data);
    const { background } = this.options;
    if (!background) {
      await publishing;
      return { done: publishing };
    }
    this.pending.add(publishing);
    void publishing.finally(() => this.pending.delete(publishing));
    if (this.pending.size > background.maxPending) await publishing;
    return { done: publishing };
  }

  /** Waits for the publishes still running (`background`); call before closing the publisher. */
  async drain(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private async publishNow(event: EventEnvelope, data: unknown): Promise<void> {
    const envelope: EventEnvelope = {
      id: event.id,
      type: event.type,
      occurredAt: event.occurredAt,
      organizationId: event.organizationId,
      data,
    };
    try {
      await this.publisher.publish(envelope);
    } catch (err) {
      this.logger.warn(
        { err, eventId: event.id, type: event.type },
        'event not confirmed by the broker: left to the outbox relay',
      );
      return;
    }
    await this.forget([event]);
  }

  /**
   * The event around one write: staged before `write` runs, then published with `dataOf(result)`, or
   * discarded when that is null (the write changed nothing the event reports). A crash in between
   * leaves the staged entry to the relay.
   */
  async around<T>(event: OutboxEvent, write: () => Promise<T>, dataOf: (result: T) => unknown): Promise<T> {
    const [staged] = await this.stage(event);
    const result = await write();
    const data = dataOf(result);
    if (data === null || data === undefined) await this.discard(staged!);
    else await this.publish(staged!, data);
    return result;
  }

  /** The change did not happen (or changed nothing): forgets the entries. Never throws. */
  async discard(...events: Pick<EventEnvelope, 'id' | 'organizationId'>[]): Promise<void> {
    if (events.length) await this.forget(events);
  }

  private async forget(events: Pick<EventEnvelope, 'id' | 'organizationId'>[]): Promise<void> {
    try {
      await this.store.remove(events.map(({ id, organizationId }) => ({ id, organizationId })));
    } catch (err) {
      // Harmless: the relay resolves the entry again (consumers dedupe by event id).
      this.logger.warn({ err, ids: events.map((e) => e.id) }, 'could not remove outbox entries');
    }
  }
}

/**
 * Passes of a relay one after another while each publishes a whole batch: bounded, so entries whose
 * removal keeps failing (published again and again) wait for the next interval.
 */
const BACKLOG_PASSES = 50;

export interface RelayOptions<E extends OutboxEntry> {
  /**
   * The data to publish, from the current state, or null to drop the entry unpublished (the event is
   * not, or no longer, true). Default: the stored data.
   */
  resolve?: (entry: E) => Promise<unknown | null>;
  /** Entries per pass (default 100). */
  batchSize?: number;
  /** Backoff of an entry after its n-th failure: `baseBackoffMs · 2ⁿ`, at most `maxBackoffMs` (1 s, 60 s). */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** Name in logs (default `outbox relay`). */
  label?: string;
}

/**
 * Publishes the entries whose writer did not (publish not confirmed, process died), oldest first.
 * An entry whose resolve fails backs off on its own; a publish that fails backs its entry off and ends
 * the pass (the broker is away: the rest waits for the next pass). Several replicas may relay one
 * entry: it keeps its id, so consumers tell the copies apart.
 */
export class OutboxRelay<E extends OutboxEntry = OutboxEntry> {
  private readonly label: string;

  constructor(
    private readonly store: Pick<OutboxStore<E>, 'due' | 'remove' | 'postpone'>,
    /** Publishes one entry with a broker confirm (rejects when not confirmed). */
    private readonly send: (entry: E, data: unknown) => Promise<void>,
    private readonly logger: Logger,
    private readonly options: RelayOptions<E> = {},
  ) {
    this.label = options.label ?? 'outbox relay';
  }

  /** Relays events of the envelope kind through a confirming publisher. */
  static forEvents<E extends OutboxEntry>(
    store: Pick<OutboxStore<E>, 'due' | 'remove' | 'postpone'>,
    publisher: EventPublisher,
    logger: Logger,
    options: RelayOptions<E> = {},
  ): OutboxRelay<E> {
    return new OutboxRelay(
      store,
      (entry, data) => publisher.publish(envelopeOf(entry, data)),
      logger,
      options,
    );
  }

  /** One pass over the due entries; answers how many were published. Public for tests. */
  async runOnce(signal?: AbortSignal): Promise<number> {
    const due = await this.store.due(new Date(), this.options.batchSize ?? 100);
    let published = 0;
    for (const entry of due) {
      if (signal?.aborted) break;
      let data: unknown;
      try {
        const { resolve } = this.options;
        data = resolve ? await withTraceContext(entry.trace, () => resolve(entry)) : entry.data;
        if (data === null) {
          this.logger.info({ eventId: entry.id, type: entry.type }, `${this.label}: event not true, dropped`);
          await this.store.remove([entry]);
          continue;
        }
      } catch (err) {
        await this.postpone(entry, err);
        continue;
      }
      try {
        // Under the trace and request id of the request that staged it (its PRODUCER span and headers).
        await withTraceContext(entry.trace, () => this.send(entry, data));
      } catch (err) {
        await this.postpone(entry, err);
        break;
      }
      published++;
      // A failure here leaves a published entry: relayed again later, deduped by its id.
      await this.store.remove([entry]).catch((err: unknown) => {
        this.logger.warn({ err, eventId: entry.id }, `${this.label}: could not remove a published entry`);
      });
    }
    if (published) this.logger.info({ published }, `${this.label}: published pending entries`);
    return published;
  }

  /**
   * Runs a pass every `intervalMs` (see `startPeriodic`); stop it before closing the store and broker.
   * A pass that published a whole batch is followed at once by another (a backlog, as after a broker
   * outage, drains at the rate the broker confirms, not a batch per interval), at most
   * `BACKLOG_PASSES` in a row.
   */
  start(intervalMs: number): PeriodicTask {
    const batch = this.options.batchSize ?? 100;
    return startPeriodic(
      this.label,
      intervalMs,
      async (signal) => {
        for (let pass = 0; pass < BACKLOG_PASSES && !signal.aborted; pass++) {
          if ((await this.runOnce(signal)) < batch) return;
        }
      },
      this.logger,
    );
  }

  private async postpone(entry: E, err: unknown): Promise<void> {
    const attempts = entry.attempts + 1;
    const delay = Math.min(
      (this.options.baseBackoffMs ?? 1_000) * 2 ** attempts,
      this.options.maxBackoffMs ?? 60_000,
    );
    this.logger.warn(
      { err, eventId: entry.id, attempts, delay },
      `${this.label}: entry not relayed, will retry`,
    );
    try {
      await this.store.postpone?.({ ...entry, attempts }, new Date(Date.now() + delay));
    } catch (postponeErr) {
      this.logger.warn(
        { err: postponeErr, eventId: entry.id },
        `${this.label}: could not postpone the entry`,
      );
    }
  }
}
