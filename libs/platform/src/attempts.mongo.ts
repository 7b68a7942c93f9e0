import { type Connection, type Model, Schema } from 'mongoose';
import type { AttemptRecord, AttemptStore } from './attempts';
import { isDuplicateKey } from './errors';

/**
 * The attempts of a service in a collection of its own: `_id` `<subject>#<n>` is the claim (the one
 * atomic primitive FerretDB v1 offers is the insert into a unique index); the service's tags (the
 * fields it deletes by) are top-level fields, so each delete is an equality on one indexed field.
 */
type AttemptDoc = Omit<AttemptRecord<unknown>, 'tags'> & { _id: string; [tag: string]: unknown };

const FIELDS = [
  '_id',
  'subject',
  'n',
  'token',
  'claimedAt',
  'startedAt',
  'leaseUntil',
  'outcome',
  'finishedAt',
];

export type AttemptModel = Model<AttemptDoc>;

/**
 * The model of `collection` on the service's connection (registered once; `ensureIndexes` builds its
 * indexes, one per tag in `tagIndexes`).
 */
export function attemptModel(
  connection: Connection,
  collection: string,
  tagIndexes: string[] = [],
): AttemptModel {
  const name = `Attempt:${collection}`;
  const existing = connection.models[name] as AttemptModel | undefined;
  if (existing) return existing;
  const schema = new Schema<AttemptDoc>(
    {
      _id: { type: String, required: true },
      subject: { type: String, required: true },
      n: { type: Number, required: true },
      token: { type: String, required: true },
      claimedAt: { type: Date, required: true },
      startedAt: { type: Date, default: null },
      leaseUntil: { type: Date, required: true },
      outcome: { type: Schema.Types.Mixed, default: null },
      finishedAt: { type: Date, default: null },
    },
    { versionKey: false, minimize: false, strict: false, collection },
  );
  schema.index({ subject: 1, n: -1 });
  for (const tag of tagIndexes) schema.index({ [tag]: 1 });
  return connection.model(name, schema) as unknown as AttemptModel;
}

const idOf = (subject: string, n: number) => `${subject}#${n}`;

/** Subjects deleted at once by `deleteSubjects`. */
const DELETE_CONCURRENCY = 16;

function toRecord<O>(doc: AttemptDoc): AttemptRecord<O> {
  const tags: Record<string, string> = {};
  for (const [name, value] of Object.entries(doc)) if (!FIELDS.includes(name)) tags[name] = String(value);
  return {
    subject: doc.subject,
    n: doc.n,
    token: doc.token,
    claimedAt: doc.claimedAt,
    startedAt: doc.startedAt ?? null,
    leaseUntil: doc.leaseUntil,
    outcome: (doc.outcome ?? null) as O | null,
    finishedAt: doc.finishedAt ?? null,
    tags,
  };
}

export class MongoAttemptStore<O> implements AttemptStore<O> {
  constructor(private readonly model: AttemptModel) {}

  async insert({ tags, ...record }: AttemptRecord<O>): Promise<boolean> {
    try {
      // The driver's own insert: the document is complete (mongoose would drop the null fields' intent).
      await this.model.collection.insertOne({
        ...tags,
        _id: idOf(record.subject, record.n),
        ...record,
      } as never);
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async find(subject: string, n: number): Promise<AttemptRecord<O> | null> {
    const doc = await this.model.collection.findOne({ _id: idOf(subject, n) } as never);
    return doc ? toRecord<O>(doc as unknown as AttemptDoc) : null;
  }

  async latest(subject: string): Promise<AttemptRecord<O> | null> {
    const [doc] = await this.model.collection.find({ subject }).sort({ n: -1 }).limit(1).toArray();
    return doc ? toRecord<O>(doc as unknown as AttemptDoc) : null;
  }

  /**
   * On FerretDB v1 this conditional update and a takeover's `release` of the same unstarted claim do
   * not exclude each other (each reads, then writes or deletes by `_id`), so both could proceed. No
   * caller uses it: every service claims with `started: true` (issue 42 audit, decision 0030).
   */
  async start(subject: string, n: number, token: string, at: Date, leaseUntil: Date): Promise<boolean> {
    const { matchedCount } = await this.model.collection.updateOne(
      { _id: idOf(subject, n), token, startedAt: null, outcome: null } as never,
      { $set: { startedAt: at, leaseUntil } },
    );
    return matchedCount > 0;
  }

  /**
   * The first outcome stands on MongoDB; on FerretDB v1 two at once (the holder's and another worker's
   * `unknown` after the lease) may both be written, the later standing. Only messaging settles another
   * worker's attempt, and its message's status is decided in the message's turn (decision 0030).
   */
  async settle(subject: string, n: number, outcome: O, at: Date, token?: string): Promise<void> {
    await this.model.collection.updateOne(
      { _id: idOf(subject, n), outcome: null, ...(token !== undefined ? { token } : {}) } as never,
      { $set: { outcome, finishedAt: at } },
    );
  }

  async release(subject: string, n: number, token: string, unstarted: boolean): Promise<boolean> {
    const { deletedCount } = await this.model.collection.deleteOne({
      _id: idOf(subject, n),
      token,
      outcome: null,
      ...(unstarted ? { startedAt: null } : {}),
    } as never);
    return deletedCount > 0;
  }

  /**
   * One equality delete per subject, a few at a time: `$in` is not an equality, so FerretDB would read
   * every attempt of every organization for it (decision 0008).
   */
  async deleteSubjects(subjects: string[]): Promise<void> {
    const unique = [...new Set(subjects)];
    for (let i = 0; i < unique.length; i += DELETE_CONCURRENCY) {
      await Promise.all(
        unique
          .slice(i, i + DELETE_CONCURRENCY)
          .map((subject) => this.model.collection.deleteMany({ subject })),
      );
    }
  }

  async deleteTagged(tags: Record<string, string>): Promise<void> {
    await this.model.collection.deleteMany(tags);
  }
}

/** The attempts' store of a service: `collection` on its connection, indexed by `tagIndexes`. */
export function mongoAttemptStore<O>(
  connection: Connection,
  collection: string,
  tagIndexes: string[] = [],
): MongoAttemptStore<O> {
  return new MongoAttemptStore<O>(attemptModel(connection, collection, tagIndexes));
}
