import { isDuplicateKey } from '@rapport/platform';
import { type Connection, type Model, Schema } from 'mongoose';
import type { IdempotencyRepository } from '../domain/identity.ports';
import type { IdempotencyRecord, StoredAnswer } from '../domain/identity.types';

type IdempotencyDoc = Omit<IdempotencyRecord, 'id'> & { _id: string };

const answerSchema = new Schema<StoredAnswer>(
  {
    status: { type: Number, required: true },
    headers: { type: Schema.Types.Mixed, default: {} },
    body: { type: String, default: '' },
  },
  { _id: false },
);

const idempotencySchema = new Schema<IdempotencyDoc>(
  {
    _id: { type: String, required: true },
    // `<organizationId>:<key>`: one unique single-field index is the claim (decision 0006).
    slot: { type: String, required: true, unique: true },
    organizationId: { type: String, required: true },
    key: { type: String, required: true },
    fingerprint: { type: String, required: true },
    state: { type: String, required: true },
    leaseUntil: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    // FerretDB v1 has no TTL indexes ("expireAfterSeconds is not implemented"): a sweep deletes by
    // hour, found by equality on this indexed field.
    expiresHour: { type: String, required: true, index: true },
    answer: { type: answerSchema, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'idempotency_keys', minimize: false },
);

/** Registers the model on identity's connection (before ensureIndexes). */
export function registerIdempotencyModel(connection: Connection): Model<IdempotencyDoc> {
  return connection.model<IdempotencyDoc>('IdempotencyKey', idempotencySchema);
}

export class MongoIdempotencyRepository implements IdempotencyRepository {
  constructor(private readonly model: Model<IdempotencyDoc>) {}

  async insert(record: IdempotencyRecord): Promise<boolean> {
    const { id, ...rest } = record;
    try {
      // The driver's insert: one round trip, no mongoose document in between.
      await this.model.collection.insertOne({ _id: id, ...rest } as unknown as Record<string, unknown>);
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async findBySlot(slot: string): Promise<IdempotencyRecord | null> {
    const doc = await this.model.findOne({ slot }).lean<IdempotencyDoc>();
    if (!doc) return null;
    const { _id, ...rest } = doc;
    return { id: _id, ...rest };
  }

  async complete(id: string, slot: string, answer: StoredAnswer): Promise<boolean> {
    const res = await this.model.updateOne({ _id: id, slot }, { $set: { state: 'done', answer } });
    return res.matchedCount > 0;
  }

  async remove(id: string, slot: string): Promise<void> {
    await this.model.deleteOne({ _id: id, slot });
  }

  async expiringIn(hour: string, limit: number): Promise<{ id: string; slot: string }[]> {
    const docs = await this.model
      .find({ expiresHour: hour }, { _id: 1, slot: 1 })
      .limit(limit)
      .lean<{ _id: string; slot: string }[]>();
    return docs.map((doc) => ({ id: doc._id, slot: doc.slot }));
  }
}
