import { type Connection, type Model, Schema } from 'mongoose';
import { isDuplicateKey } from './errors';
import type { EventPublisher } from './events';
import { GroupCommit } from './group-commit';
import { newId } from './ids';
import type { Logger } from './logger';
import {
  Outbox,
  type OutboxEntry,
  type OutboxOptions,
  OutboxRelay,
  type OutboxStore,
  type RelayOptions,
} from './outbox';

/**
 * Every query of this store selects its rows by equality on one indexed top-level field (`_id`,
 * `batch`, `dueKey`), the one shape the embedded FerretDB runs in PostgreSQL (decision 0014): an event
 * costs O(1) store work there as on MongoDB, however many entries wait (decision 0008).
 */

/** An outbox entry in the service's `outbox` collection; `_id` is the event id. */
export interface OutboxDoc {
  _id: string;
  organizationId: string;
  type: string;
  ref: Record<string, string>;
  data: unknown;
  occurredAt: Date;
  attempts: number;
  /** The relay leaves the entry alone until then (its writer publishes it first). */
  nextAttemptAt: Date;
  /** `nextAttemptAt` in steps of OUTBOX_BUCKET_MS: the relay reads due entries one bucket at a time. */
  dueKey: string;
  /** Id of the insert that saved the entry with others: their removes delete together by it. */
  batch: string | null;
  /** Trace context and request id of the writer (OutboxEntry.trace). */
  trace?: Record<string, string> | null;
}

/** Width of a due bucket. */
export const OUTBOX_BUCKET_MS = 1_000;
/** The bucket of a time, as stored (a string: an equality both stores push down and index alike). */
export const dueKeyOf = (at: Date): string => String(bucketOf(at));
const bucketOf = (at: Date): number => Math.floor(at.getTime() / OUTBOX_BUCKET_MS);

/** Buckets behind now that each pass reads again: writes in flight at a pass, replicas' clock skew. */
const LAG_BUCKETS = 2;
/** A relay further behind than this (process paused) jumps to now and sweeps instead of walking. */
const MAX_WALK_BUCKETS = 120;
/** Passes between sweeps for what the walk cannot see (entries from before `dueKey`, clocks far off). */
const SWEEP_EVERY_PASSES = 10;
/** How long the store remembers the batch of an entry it saved or read. */
const REMEMBER_MS = 10 * 60_000;
/** How long a remove waits for the other entries of its batch, so that they go in one delete. */
const LINGER_MS = 20;

const outboxSchema = new Schema<OutboxDoc>(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    type: { type: String, required: true },
    ref: { type: Schema.Types.Mixed, default: {} },
    data: { type: Schema.Types.Mixed, default: null },
    occurredAt: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, required: true },
    // Function defaults run after the given fields are set: a document created through the model
    // without a dueKey gets the one of its nextAttemptAt.
    dueKey: {
      type: String,
      default(this: OutboxDoc) {
        return this.nextAttemptAt ? dueKeyOf(this.nextAttemptAt) : undefined;
      },
    },
    batch: { type: String, default: null },
    trace: { type: Schema.Types.Mixed, default: null },
  },
  { versionKey: false, minimize: false, collection: 'outbox' },
);
outboxSchema.index({ dueKey: 1 });
outboxSchema.index({ batch: 1 });

export type OutboxModel = Model<OutboxDoc>;

/** The `outbox` model of a service's connection (registered once; `ensureIndexes` builds its index). */
export function outboxModel(connection: Connection): OutboxModel {
  const existing = connection.models.OutboxEntry as OutboxModel | undefined;
  return existing ?? (connection.model('OutboxEntry', outboxSchema) as unknown as OutboxModel);
}

const entryOf = (doc: OutboxDoc): OutboxEntry => ({
  id: doc._id,
  type: doc.type,
  organizationId: doc.organizationId,
  occurredAt: doc.occurredAt,
  ref: doc.ref ?? {},
  data: doc.data ?? null,
  attempts: doc.attempts ?? 0,
  trace: doc.trace ?? null,
});

/** The removes of one batch waiting to go out together. */
interface Lingering {
  ids: string[];
  waiters: { resolve: () => void; reject: (err: unknown) => void }[];
  timer: NodeJS.Timeout;
}

/**
 * Saves: concurrent `insert`s share one insertMany (one transaction), their entries one `batch`.
 * Removes: an entry of a batch this process saved waits (at most LINGER_MS) for the batch's other
 * entries still open here, then they are deleted together by `{batch, _id: {$in}}` (the batch
 * equality selects the rows, a few); other entries are deleted by `_id` each. `$in` alone is never the
 * selecting filter: FerretDB would read the whole outbox for it.
 * Due: the relay walks `dueKey` buckets up to now (DueBuckets).
 */
export class MongoOutboxStore implements OutboxStore {
  private readonly batchOf = new Map<string, string>();
  private readonly remembered: { at: number; ids: string[] }[] = [];
  /** Per batch saved here: its entries not yet removed here. */
  private readonly open = new Map<string, number>();
  private readonly lingering = new Map<string, Lingering>();
  private readonly inserts: GroupCommit<OutboxDoc>;
  private readonly buckets: DueBuckets;

  constructor(private readonly model: OutboxModel) {
    this.inserts = new GroupCommit((docs) => this.insertTogether(docs), {
      alone: (docs) => this.insertAlone(docs),
    });
    this.buckets = new DueBuckets(model);
  }

  async insert(entries: OutboxEntry[], nextAttemptAt: Date): Promise<void> {
    if (!entries.length) return;
    const dueKey = dueKeyOf(nextAttemptAt);
    const docs: OutboxDoc[] = entries.map((entry) => ({
      _id: entry.id,
      organizationId: entry.organizationId,
      type: entry.type,
      ref: entry.ref,
      data: entry.data,
      occurredAt: entry.occurredAt,
      attempts: entry.attempts,
      nextAttemptAt,
      dueKey,
      batch: null,
      trace: entry.trace ?? null,
    }));
    await this.inserts.add(docs);
    this.remember(docs);
    for (const doc of docs) this.open.set(doc.batch!, (this.open.get(doc.batch!) ?? 0) + 1);
  }

  async due(now: Date, limit: number): Promise<OutboxEntry[]> {
    const docs = await this.buckets.due(now, limit);
    this.remember(docs);
    return docs.map(entryOf);
  }

  async remove(entries: Pick<OutboxEntry, 'id'>[]): Promise<void> {
    const alone: string[] = [];
    const waits: Promise<void>[] = [];
    for (const id of new Set(entries.map((entry) => entry.id))) {
      const batch = this.batchOf.get(id);
      this.batchOf.delete(id);
      if (batch && this.open.has(batch)) waits.push(this.linger(batch, id));
      else alone.push(id);
    }
    const collection = this.model.collection;
    await Promise.all([...waits, ...alone.map((id) => collection.deleteOne({ _id: id as never }))]);
  }

  async postpone(entry: OutboxEntry, at: Date): Promise<void> {
    await this.model.collection.updateOne(
      { _id: entry.id as never },
      { $set: { attempts: entry.attempts, nextAttemptAt: at, dueKey: dueKeyOf(at) } },
    );
  }

  private async insertTogether(docs: OutboxDoc[]): Promise<void> {
    const batch = newId();
    for (const doc of docs) doc.batch = batch;
    await this.model.collection.insertMany(docs as never[], { ordered: false });
  }

  /** After a shared insert failed: one by one; a document that insert did store (its batch) is saved. */
  private async insertAlone(docs: OutboxDoc[]): Promise<void> {
    for (const doc of docs) {
      try {
        await this.model.collection.insertOne(doc as never);
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        const stored = await this.model.collection.findOne(
          { _id: doc._id as never },
          { projection: { batch: 1 } },
        );
        if (!doc.batch || stored?.batch !== doc.batch) throw err;
      }
    }
  }

  /** Joins the batch's waiting removes; they go once no entry of the batch is open here, or after LINGER_MS. */
  private linger(batch: string, id: string): Promise<void> {
    const left = (this.open.get(batch) ?? 1) - 1;
    if (left > 0) this.open.set(batch, left);
    else this.open.delete(batch);
    return new Promise<void>((resolve, reject) => {
      let waiting = this.lingering.get(batch);
      if (!waiting) {
        waiting = { ids: [], waiters: [], timer: setTimeout(() => this.deleteBatch(batch), LINGER_MS) };
        this.lingering.set(batch, waiting);
      }
      waiting.ids.push(id);
      waiting.waiters.push({ resolve, reject });
      if (left <= 0) this.deleteBatch(batch);
    });
  }

  private deleteBatch(batch: string): void {
    const waiting = this.lingering.get(batch);
    if (!waiting) return;
    this.lingering.delete(batch);
    clearTimeout(waiting.timer);
    const { ids } = waiting;
    const collection = this.model.collection;
    const done =
      ids.length === 1
        ? collection.deleteOne({ _id: ids[0] as never })
        : collection.deleteMany({ batch, _id: { $in: ids as never[] } });
    done.then(
      () => {
        for (const waiter of waiting.waiters) waiter.resolve();
      },
      (err: unknown) => {
        for (const waiter of waiting.waiters) waiter.reject(err);
      },
    );
  }

  /** Remembers the batch of entries for their removes, for REMEMBER_MS (an optimization only). */
  private remember(docs: Pick<OutboxDoc, '_id' | 'batch'>[]): void {
    const at = Date.now();
    const ids: string[] = [];
    for (const doc of docs) {
      if (!doc.batch) continue;
      this.batchOf.set(doc._id, doc.batch);
      ids.push(doc._id);
    }
    if (ids.length) this.remembered.push({ at, ids });
    while (this.remembered.length && this.remembered[0]!.at < at - REMEMBER_MS) {
      for (const id of this.remembered.shift()!.ids) {
        const batch = this.batchOf.get(id);
        if (batch) this.open.delete(batch);
        this.batchOf.delete(id);
      }
    }
  }
}

/**
 * The relay's view of what is due, read by `dueKey` equality only. Each pass reads the buckets from
 * its cursor (LAG_BUCKETS behind now) up to now, and keeps buckets found holding entries as
 * `pending` until read empty; it answers from the pending buckets, oldest first, up to `limit`. So a
 * pass costs a few small reads plus what is due, not the whole outbox. A sweep (the first pass, then
 * every SWEEP_EVERY_PASSES) finds entries behind the cursor by a range query: on FerretDB that reads
 * the whole outbox, in the relay, not per event.
 */
class DueBuckets {
  private cursor: number | undefined;
  private readonly pending = new Set<number>();
  private passes = 0;

  constructor(private readonly model: OutboxModel) {}

  async due(now: Date, limit: number): Promise<OutboxDoc[]> {
    const nowBucket = bucketOf(now);
    let sweep = this.passes++ % SWEEP_EVERY_PASSES === 0;
    if (this.cursor === undefined) {
      // The index of the earlier shape (due by a range over nextAttemptAt) costs every insert: gone.
      await this.model.collection.dropIndex('nextAttemptAt_1').catch(() => undefined);
    }
    if (this.cursor === undefined || nowBucket - this.cursor > MAX_WALK_BUCKETS) {
      this.cursor = nowBucket - LAG_BUCKETS;
      sweep = true;
    }
    if (sweep) await this.sweep(this.cursor, limit);
    const read = new Map<number, OutboxDoc[]>();
    for (let bucket = this.cursor; bucket <= nowBucket; bucket++) {
      const docs = await this.bucket(bucket);
      read.set(bucket, docs);
      if (docs.length) this.pending.add(bucket);
    }
    this.cursor = Math.max(this.cursor, nowBucket - LAG_BUCKETS);
    const found: OutboxDoc[] = [];
    for (const bucket of [...this.pending].sort((a, b) => a - b)) {
      if (found.length >= limit) break;
      const docs = read.get(bucket) ?? (await this.bucket(bucket));
      if (!docs.length) this.pending.delete(bucket);
      found.push(...docs.filter((doc) => doc.nextAttemptAt <= now));
    }
    return found.slice(0, limit);
  }

  private async bucket(bucket: number): Promise<OutboxDoc[]> {
    const docs = await this.model.collection.find({ dueKey: String(bucket) }).toArray();
    return (docs as unknown as OutboxDoc[]).sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  }

  /** Entries behind the cursor (the oldest `limit`) join `pending`; one without a dueKey gets it. */
  private async sweep(cursor: number, limit: number): Promise<void> {
    const behind = (await this.model.collection
      .find(
        { $or: [{ dueKey: { $exists: false } }, { dueKey: null }, { dueKey: { $lt: String(cursor) } }] },
        { projection: { dueKey: 1, nextAttemptAt: 1 } },
      )
      .sort({ dueKey: 1 })
      .limit(limit)
      .toArray()) as unknown as Pick<OutboxDoc, '_id' | 'dueKey' | 'nextAttemptAt'>[];
    for (const doc of behind) {
      let { dueKey } = doc;
      if (!dueKey) {
        dueKey = dueKeyOf(doc.nextAttemptAt ?? new Date(0));
        await this.model.collection.updateOne({ _id: doc._id as never }, { $set: { dueKey } });
      }
      this.pending.add(Number(dueKey));
    }
  }
}

/**
 * A service's event outbox on its own connection: the write side and the relay. Call before
 * `ensureIndexes(connection)`; `relay.start(intervalMs)` once the service runs.
 */
export function mongoOutbox(
  connection: Connection,
  publisher: EventPublisher,
  logger: Logger,
  options: OutboxOptions & RelayOptions<OutboxEntry>,
): { outbox: Outbox; relay: OutboxRelay; store: MongoOutboxStore } {
  const store = new MongoOutboxStore(outboxModel(connection));
  const { graceMs, background, ...relayOptions } = options;
  return {
    outbox: new Outbox(store, publisher, logger, { graceMs, ...(background ? { background } : {}) }),
    relay: OutboxRelay.forEvents(store, publisher, logger, relayOptions),
    store,
  };
}
