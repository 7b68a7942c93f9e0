import { type Connection, type mongo, Schema } from 'mongoose';
import { isUuidV7 } from './ids';
import { bulkWriteInChunks, insertAll } from './mongo';
import type { RecordTurns } from './record-turns';
import {
  partitionsOf,
  type SlotChild,
  type SlotDirectory,
  type SlotDirectoryStore,
  type SlotEntry,
} from './slots';

/**
 * A directory entry of slots.ts. `node` names the parent (`<scope>|<level>|<parent key>`), so the
 * children of a node are one equality on `{organizationId, node}`: served by that index on MongoDB
 * and by its GIN twin on FerretDB (decision 0021).
 */
interface SlotEntryDoc {
  _id: string;
  organizationId: string;
  node: string;
  key: number;
  /** Set once when a writer found the node too full to read whole (slots.ts DENSE_AFTER). */
  dense?: boolean;
}

const nodeOf = (scope: string, level: number, parent: number) => `${scope}|${level}|${parent}`;
const idOf = (e: SlotEntry) => `${e.organizationId}|${nodeOf(e.scope, e.level, e.parent)}|${e.key}`;

export class MongoSlotDirectoryStore implements SlotDirectoryStore {
  private readonly model;

  /** The entries live in `collection` of the service's database. */
  constructor(connection: Connection, collection: string) {
    const schema = new Schema<SlotEntryDoc>(
      {
        _id: { type: String, required: true },
        organizationId: { type: String, required: true },
        node: { type: String, required: true },
        key: { type: Number, required: true },
        dense: { type: Boolean },
      },
      { versionKey: false, collection },
    );
    schema.index({ organizationId: 1, node: 1 });
    this.model = connection.model<SlotEntryDoc>(`SlotEntry_${collection}`, schema);
  }

  async children(organizationId: string, scope: string, level: number, parent: number): Promise<SlotChild[]> {
    const docs = await this.model
      .find({ organizationId, node: nodeOf(scope, level, parent) })
      .select({ key: 1, dense: 1 })
      .lean<{ key: number; dense?: boolean }[]>();
    return docs.map((doc) => ({ key: doc.key, dense: doc.dense === true }));
  }

  async markDense(entries: SlotEntry[]): Promise<void> {
    // A read-then-write store may lose a concurrent update: only other writers' same `true`.
    await Promise.all(
      entries.map((e) =>
        this.model.updateOne({ organizationId: e.organizationId, _id: idOf(e) }, { $set: { dense: true } }),
      ),
    );
  }

  async insert(entries: SlotEntry[]): Promise<void> {
    // Refused ones exist already: that is all an entry needs.
    await insertAll(
      this.model,
      entries.map((e) => ({
        _id: idOf(e),
        organizationId: e.organizationId,
        node: nodeOf(e.scope, e.level, e.parent),
        key: e.key,
      })),
    );
  }
}

/** A record to backfill: its organization, the id its partitions come from, the scopes it is in. */
export interface PartitionPlace {
  organizationId: string;
  recordId: string;
  scopes: string[];
}

/**
 * Where a backfill writes records that take turns (decision 0030): each record's write runs in its
 * turn, `key` of the record's id.
 */
export interface BackfillTurns {
  turns: RecordTurns;
  key: (id: string) => string;
}

/**
 * Gives the documents of `model` stored before time partitions (decision 0021) their directory
 * entries, then their `slots`, in batches of 1,000 (one directory round each). A replica may run it
 * while others serve writes (its first start on a new version), and FerretDB v1 runs an update as a
 * read then a write of the whole document: a request's update and the backfill's of one document
 * at once could undo each other. So documents that take turns (`inTurns`: people, companies) get
 * their `slots` in their turn, a few at a time; the others (tag links, never updated in place) in
 * small bulks (`bulkWriteInChunks`). Idempotent (documents with `slots` are skipped), so a crash part
 * way is finished by the next run. Documents whose id is no UUIDv7 are skipped and counted.
 */
export async function backfillPartitions<D extends { _id: string; slots?: string[] }>(
  model: { collection: mongo.Collection },
  directory: SlotDirectory,
  fields: Record<string, 1>,
  placeOf: (doc: D) => PartitionPlace,
  inTurns?: BackfillTurns,
): Promise<{ migrated: number; skipped: number }> {
  const counts = { migrated: 0, skipped: 0 };
  const cursor = model.collection.find(
    {},
    { projection: { ...fields, slots: 1, version: 1 }, batchSize: BATCH },
  );
  let batch: { doc: D; place: PartitionPlace }[] = [];
  const write = async () => {
    if (!batch.length) return;
    for (const { place } of batch)
      await directory.ensure(place.organizationId, place.scopes, [place.recordId]);
    if (inTurns) {
      await eachAtOnce(batch, TURNS_AT_ONCE, (item) => writeInTurn(model, inTurns, item));
    } else {
      await bulkWriteInChunks(
        model.collection,
        batch.map(({ doc, place }) => ({
          updateOne: {
            filter: { organizationId: place.organizationId, _id: doc._id as never },
            update: { $set: { slots: partitionsOf(place.recordId) } },
          },
        })),
      );
    }
    counts.migrated += batch.length;
    batch = [];
  };
  for await (const raw of cursor) {
    const doc = raw as unknown as D;
    if (doc.slots?.length) continue;
    const place = placeOf(doc);
    if (!isUuidV7(place.recordId)) counts.skipped++;
    else batch.push({ doc, place });
    if (batch.length >= BATCH) await write();
  }
  await write();
  return counts;
}

/**
 * One document's `slots`, in its turn: read again there, so a write of it since the scan is kept (and
 * one that stored `slots` already leaves nothing to do). The version stays: the turn only serializes.
 */
async function writeInTurn<D extends { _id: string; slots?: string[] }>(
  model: { collection: mongo.Collection },
  { turns, key }: BackfillTurns,
  { doc, place }: { doc: D; place: PartitionPlace },
): Promise<void> {
  const filter = { organizationId: place.organizationId, _id: doc._id as never };
  await turns.run(
    key(doc._id),
    () =>
      model.collection.findOne<{ slots?: string[]; version?: number }>(filter, {
        projection: { slots: 1, version: 1 },
      }),
    async (current, turn) => {
      if (!current || !turn || current.slots?.length) return;
      turn.fence();
      await model.collection.updateOne(filter, { $set: { slots: partitionsOf(place.recordId) } });
    },
    doc,
  );
}

/** Turns a backfill holds at once (a few store round trips each). */
const TURNS_AT_ONCE = 16;

/** `work` of every item, at most `limit` at a time (a slow one holds up only its own lane). */
export async function eachAtOnce<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
const BATCH = 1_000;
