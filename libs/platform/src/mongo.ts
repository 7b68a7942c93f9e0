import mongoose from 'mongoose';
import { isDuplicateKey } from './errors';
import { GroupCommit } from './group-commit';

/** How long an operation waits for a reachable store before it fails with UNAVAILABLE. */
export const STORE_SELECTION_TIMEOUT_MS = 1_500;

/**
 * Opens a connection of the service's own database (`rapport_<service>`). Each service uses its own
 * connection, never mongoose's global one, so several services can run in one test process.
 */
export async function connectMongo(url: string, dbName: string): Promise<mongoose.Connection> {
  const connection = mongoose.createConnection(url, {
    dbName,
    // A store that does not answer fails the operation fast (UNAVAILABLE, HTTP 503), well inside the
    // gateway's deadline, instead of holding the request until it times out (toGrpcError).
    serverSelectionTimeoutMS: STORE_SELECTION_TIMEOUT_MS,
    // No queueing while disconnected: the same fast failure instead of mongoose's 10 s buffer.
    bufferCommands: false,
    autoIndex: false,
    // Bounded concurrency per process: FerretDB v1 deadlocks its PostgreSQL pool when about as many
    // updates as that pool holds run at once (MongoDB does not care). 20 is plenty for one service.
    maxPoolSize: 20,
  });
  await connection.asPromise();
  return connection;
}

/** Builds every index of the connection's models before the service takes traffic. */
export async function ensureIndexes(connection: mongoose.Connection): Promise<void> {
  // Collections at once (each model creates its own indexes one after another).
  await Promise.all(Object.values(connection.models).map((model) => model.createIndexes()));
}

/** A mongoose model, as far as bulk inserts go. */
interface BulkInsertable {
  collection: { insertMany(docs: object[], options: { ordered: boolean }): Promise<unknown> };
}

type WriteErrors = { index?: number; code?: number; err?: { code?: number; index?: number } }[];

/**
 * insertMany, unordered: every document that can go in goes in. Answers the indexes refused as
 * duplicates (the unique-insert claims); any other failure throws.
 */
export async function insertAll(model: BulkInsertable, docs: object[]): Promise<Set<number>> {
  const refused = new Set<number>();
  if (!docs.length) return refused;
  try {
    // The driver's own insert: the documents are complete already, mongoose would only copy them.
    await model.collection.insertMany(docs, { ordered: false });
  } catch (err) {
    const errors = (err as { writeErrors?: WriteErrors }).writeErrors;
    // No per-document errors: the command itself failed (the driver reports a connection lost
    // mid-insert as a MongoBulkWriteError with an empty writeErrors), so what went in is unknown.
    if (!Array.isArray(errors) || !errors.length) {
      if (docs.length === 1 && isDuplicateKey(err)) refused.add(0);
      else throw err;
      return refused;
    }
    for (const e of errors) {
      if (!isDuplicateKey(e)) throw err;
      refused.add(e.index ?? e.err?.index ?? -1);
    }
    if (refused.has(-1)) throw err;
  }
  return refused;
}

/**
 * insertMany, ordered: the documents go in one after another until one is refused as a duplicate.
 * Answers how many went in (all of them, or the index of the refused one); any other failure throws
 * (how many went in is then unknown).
 */
export async function insertInOrder(model: BulkInsertable, docs: object[]): Promise<number> {
  if (!docs.length) return 0;
  try {
    await model.collection.insertMany(docs, { ordered: true });
    return docs.length;
  } catch (err) {
    const errors = (err as { writeErrors?: WriteErrors }).writeErrors;
    const first = Array.isArray(errors)
      ? errors[0]
      : docs.length === 1
        ? { index: 0, code: 11000 }
        : undefined;
    if (!first || !isDuplicateKey(Array.isArray(errors) ? first : err)) throw err;
    const index = first.index ?? first.err?.index;
    if (index === undefined) throw err;
    return index;
  }
}

/**
 * Single inserts into one collection that arrive together share one unordered `insertAll` (a
 * `GroupCommit`): one store command and one transaction for many documents instead of one each. An
 * insert rejects with a duplicate-key error (`isDuplicateKey`) only when a unique index refused its
 * own document; a command that fails otherwise fails every insert of it (their outcome is unknown)
 * and is not retried one by one, since a retry would collide with its own document.
 */
export class GroupInsert<D extends object> {
  private readonly commit: GroupCommit<D>;

  constructor(model: BulkInsertable, options: { maxItems?: number; maxInFlight?: number } = {}) {
    this.commit = new GroupCommit<D>(
      async (docs) => {
        const refused = await insertAll(model, docs);
        if (!refused.size) return undefined;
        return docs.map((_, i) =>
          refused.has(i) ? Object.assign(new Error('duplicate key'), { code: 11000 }) : undefined,
        );
      },
      { alone: false, maxItems: options.maxItems ?? 100, maxInFlight: options.maxInFlight ?? 2 },
    );
  }

  insert(doc: D): Promise<void> {
    return this.commit.add([doc]);
  }
}

/**
 * Writes per bulk command that FerretDB v1 takes: it runs a bulk's updates at once, each on a
 * PostgreSQL connection of its pool (80), and a bulk of about 80 updates or more waits for
 * connections its own updates hold, and with it every operation of the server (measured: 50 updates
 * answered in 0.1 s, 100 never). MongoDB takes any size.
 */
export const BULK_WRITE_CHUNK = 25;

/** `bulkWrite` in commands of at most BULK_WRITE_CHUNK operations, one after the other. */
export async function bulkWriteInChunks(
  collection: { bulkWrite(ops: never[], options: { ordered: boolean }): Promise<unknown> },
  ops: object[],
): Promise<void> {
  for (let i = 0; i < ops.length; i += BULK_WRITE_CHUNK) {
    await collection.bulkWrite(ops.slice(i, i + BULK_WRITE_CHUNK) as never[], { ordered: false });
  }
}
