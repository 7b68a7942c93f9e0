import { type Connection, type Model, Schema } from 'mongoose';
import type { EventPublisher } from './events';
import type { Logger } from './logger';
import {
  Outbox,
  type OutboxEntry,
  type OutboxOptions,
  OutboxRelay,
  type OutboxStore,
  type RelayOptions,
} from './outbox';

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
  /** Trace context and request id of the writer (OutboxEntry.trace). */
  trace?: Record<string, string> | null;
}

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
    trace: { type: Schema.Types.Mixed, default: null },
  },
  { versionKey: false, minimize: false, collection: 'outbox' },
);
outboxSchema.index({ nextAttemptAt: 1 });

export type OutboxModel = Model<OutboxDoc>;

/** The `outbox` model of a service's connection (registered once; `ensureIndexes` builds its index). */
export function outboxModel(connection: Connection): OutboxModel {
  const existing = connection.models.OutboxEntry as OutboxModel | undefined;
  return existing ?? (connection.model('OutboxEntry', outboxSchema) as unknown as OutboxModel);
}

export class MongoOutboxStore implements OutboxStore {
  constructor(private readonly model: OutboxModel) {}

  async insert(entries: OutboxEntry[], nextAttemptAt: Date): Promise<void> {
    await this.model.insertMany(
      entries.map((entry) => ({
        _id: entry.id,
        organizationId: entry.organizationId,
        type: entry.type,
        ref: entry.ref,
        data: entry.data,
        occurredAt: entry.occurredAt,
        attempts: entry.attempts,
        nextAttemptAt,
        trace: entry.trace ?? null,
      })),
    );
  }

  async due(now: Date, limit: number): Promise<OutboxEntry[]> {
    const docs = await this.model
      .find({ nextAttemptAt: { $lte: now } })
      .sort({ _id: 1 })
      .limit(limit)
      .lean<OutboxDoc[]>();
    return docs.map((doc) => ({
      id: doc._id,
      type: doc.type,
      organizationId: doc.organizationId,
      occurredAt: doc.occurredAt,
      ref: doc.ref ?? {},
      data: doc.data ?? null,
      attempts: doc.attempts ?? 0,
      trace: doc.trace ?? null,
    }));
  }

  async remove(entries: Pick<OutboxEntry, 'id'>[]): Promise<void> {
    if (entries.length === 1) await this.model.deleteOne({ _id: entries[0]!.id });
    else if (entries.length) await this.model.deleteMany({ _id: { $in: entries.map((e) => e.id) } });
  }

  async postpone(entry: OutboxEntry, at: Date): Promise<void> {
    await this.model.updateOne({ _id: entry.id }, { $set: { attempts: entry.attempts, nextAttemptAt: at } });
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
  const { graceMs, ...relayOptions } = options;
  return {
    outbox: new Outbox(store, publisher, logger, { graceMs }),
    relay: OutboxRelay.forEvents(store, publisher, logger, relayOptions),
    store,
  };
}
