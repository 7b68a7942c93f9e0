import { type Connection, type Model, Schema } from 'mongoose';
import { isDuplicateKey } from './errors';
import { GroupCommit } from './group-commit';
import { GroupInsert, insertAll } from './mongo';
import type { TurnClaim, TurnStore } from './record-turns';

/**
 * The claims of record turns (decision 0030) in a collection of the service's own, `record_turns`:
 * `_id` `<key>:<n>` is the claim. Claims live only while their write runs (the holder deletes its
 * own), so the collection holds the writes in flight and the rare claim of a writer that died. Every
 * read is by `_id`; releases that arrive together share one delete (its `$in` reads that small
 * collection on FerretDB), as claims share one insert.
 */
interface TurnDoc {
  _id: string;
  at: Date;
}

const idOf = (key: string, n: number) => `${key}:${n}`;

export function recordTurnModel(connection: Connection): Model<TurnDoc> {
  const existing = connection.models.RecordTurn as Model<TurnDoc> | undefined;
  if (existing) return existing;
  const schema = new Schema<TurnDoc>(
    { _id: { type: String, required: true }, at: { type: Date, required: true } },
    { versionKey: false, collection: 'record_turns' },
  );
  return connection.model('RecordTurn', schema) as unknown as Model<TurnDoc>;
}

export class MongoTurnStore implements TurnStore {
  /** Claims that arrive together share one insert command (as creates do). */
  private readonly inserts: GroupInsert<TurnDoc>;
  private readonly deletes: GroupCommit<string>;

  constructor(private readonly model: Model<TurnDoc>) {
    this.inserts = new GroupInsert(model);
    this.deletes = new GroupCommit<string>(
      async (ids) => {
        await this.model.deleteMany({ _id: { $in: ids } });
      },
      { maxInFlight: 2, maxItems: 200 },
    );
  }

  async claim(key: string, n: number, at: Date): Promise<boolean> {
    try {
      await this.inserts.insert({ _id: idOf(key, n), at });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async claimAll(claims: TurnClaim[]): Promise<boolean[]> {
    // One new record (a single create): shared with the claims in flight.
    if (claims.length === 1) return [await this.claim(claims[0]!.key, claims[0]!.n, claims[0]!.at)];
    const refused = await insertAll(
      this.model,
      claims.map(({ key, n, at }) => ({ _id: idOf(key, n), at })),
    );
    return claims.map((_claim, i) => !refused.has(i));
  }

  async find(key: string, n: number): Promise<TurnClaim | null> {
    const doc = await this.model.findOne({ _id: idOf(key, n) }).lean<TurnDoc>();
    return doc ? { key, n, at: doc.at } : null;
  }

  async release(claims: { key: string; n: number }[]): Promise<void> {
    if (claims.length) await this.deletes.add(claims.map(({ key, n }) => idOf(key, n)));
  }
}
