import { type Connection, type Model, Schema } from 'mongoose';
import { isDuplicateKey } from './errors';
import { Ledger, type LedgerEntry, type LedgerStore } from './ledger';
import { insertInOrder } from './mongo';

/**
 * The ledger's store: database `rapport_changes` of the server the service uses, shared by every
 * service that publishes events (like the broker, it is the platform's, not one domain's).
 * Every read is an equality on one indexed field (decision 0024 lists them): `_id`
 * `<organization>:<seq>` for one place, `block` `<organization>:<seq / BLOCK>` for a run of places.
 */
export const LEDGER_DATABASE = 'rapport_changes';
/** Places per block: a read of n places reads ⌈n / BLOCK⌉ + 1 blocks at most. */
export const BLOCK = 100;

/**
 * The entry as stored: the event's data as JSON text (`dataJson`), never queried and read back whole;
 * FerretDB converts a text in a fraction of the time a nested document takes (a page of 500 entries
 * read 61 ms with the data as a document).
 */
type EntryDoc = Omit<LedgerEntry, 'data' | 'contactId'> & {
  _id: string;
  block: string;
  dataJson?: string;
  data?: unknown;
  /** `<organizationId>:<contactId>` of the contact the event concerns; absent when none (decision 0028). */
  contactKey?: string;
};
export type HintDoc = { _id: string; seq: number };
/**
 * A floor mark: `<organizationId>:<block>`, inserted once by the pruner that removes that block; the
 * organization's floor is the highest mark (a document `_id: organizationId` is the floor as earlier
 * versions kept it, read as a mark).
 */
export type FloorDoc = { _id: string; seq: number; organizationId?: string };
/** A whole block's entries in one document (`change_blocks`), JSON text; written once it is full. */
type PackedDoc = { _id: string; entries: string };
type MetaDoc = { _id: string; at: Date };
/** The `change_meta` document that says when recording began. */
const SINCE = 'recording-since';

const placeOf = (organizationId: string, seq: number) => `${organizationId}:${seq}`;
const contactKeyOf = (organizationId: string, contactId: string) => `${organizationId}:${contactId}`;
const blockOf = (organizationId: string, seq: number) => `${organizationId}:${Math.floor(seq / BLOCK)}`;
/** Places in a block: block 0 starts at seq 1, so it holds one fewer. */
const fullSize = (block: string) => (block.endsWith(':0') ? BLOCK - 1 : BLOCK);

export interface LedgerModels {
  entries: Model<EntryDoc>;
  heads: Model<HintDoc>;
  floors: Model<FloorDoc>;
  packed: Model<PackedDoc>;
  meta: Model<MetaDoc>;
}

/** The ledger's models on `connection`'s server (registered once per connection). */
export function ledgerModels(connection: Connection): LedgerModels {
  const db = connection.useDb(LEDGER_DATABASE, { useCache: true });
  const existing = db.models.LedgerEntry as Model<EntryDoc> | undefined;
  if (existing) {
    return {
      entries: existing,
      heads: db.models.LedgerHead as Model<HintDoc>,
      floors: db.models.LedgerFloor as Model<FloorDoc>,
      packed: db.models.LedgerBlock as Model<PackedDoc>,
      meta: db.models.LedgerMeta as Model<MetaDoc>,
    };
  }
  const entrySchema = new Schema<EntryDoc>(
    {
      _id: { type: String, required: true },
      organizationId: { type: String, required: true },
      seq: { type: Number, required: true },
      block: { type: String, required: true },
      eventId: { type: String, required: true },
      type: { type: String, required: true },
      occurredAt: { type: String, required: true },
      dataJson: { type: String, required: true },
      actor: { type: Schema.Types.Mixed, default: null },
      contactKey: { type: String },
      totals: { type: Schema.Types.Mixed, default: {} },
      recordedAt: { type: Date, required: true },
    },
    { versionKey: false, minimize: false, collection: 'changes' },
  );
  entrySchema.index({ eventId: 1 }, { unique: true });
  entrySchema.index({ block: 1 });
  // A contact's activity (decision 0028): sparse on MongoDB (most entries of an import concern one
  // contact each, but company and campaign entries none); FerretDB v1 ignores `sparse` and serves the
  // equality through the index's GIN twin (decision 0014).
  entrySchema.index({ contactKey: 1 }, { sparse: true });
  const headSchema = new Schema<HintDoc>(
    { _id: { type: String, required: true }, seq: { type: Number, required: true } },
    { versionKey: false, collection: 'change_heads' },
  );
  // Marks inserted once, never updated: FerretDB updates a document by reading and rewriting it, so
  // two pruners setting one floor document could put an old floor back (decision 0030).
  const floorSchema = new Schema<FloorDoc>(
    {
      _id: { type: String, required: true },
      seq: { type: Number, required: true },
      organizationId: { type: String },
    },
    { versionKey: false, collection: 'change_floors' },
  );
  floorSchema.index({ organizationId: 1 });
  // A full block never changes again (places are written once; retention removes whole blocks), so
  // its entries are also kept as one document: a page reads a few documents instead of 500.
  const packedSchema = new Schema<PackedDoc>(
    { _id: { type: String, required: true }, entries: { type: String, required: true } },
    { versionKey: false, collection: 'change_blocks' },
  );
  const metaSchema = new Schema<MetaDoc>(
    { _id: { type: String, required: true }, at: { type: Date, required: true } },
    { versionKey: false, collection: 'change_meta' },
  );
  return {
    entries: db.model<EntryDoc>('LedgerEntry', entrySchema),
    heads: db.model<HintDoc>('LedgerHead', headSchema),
    floors: db.model<FloorDoc>('LedgerFloor', floorSchema),
    packed: db.model<PackedDoc>('LedgerBlock', packedSchema),
    meta: db.model<MetaDoc>('LedgerMeta', metaSchema),
  };
}

/**
 * Builds the ledger's indexes (its models live on another database than the service's own) and marks
 * when recording began, once.
 */
export async function ensureLedgerIndexes(models: LedgerModels): Promise<void> {
  await models.entries.createIndexes();
  await models.heads.createIndexes();
  await models.floors.createIndexes();
  if (await models.meta.exists({ _id: SINCE })) return;
  await models.meta.collection.insertOne({ _id: SINCE, at: new Date() } as never).catch((err: unknown) => {
    if (!isDuplicateKey(err)) throw err; // another process marked it first
  });
}

function toEntry(doc: EntryDoc): LedgerEntry {
  return {
    organizationId: doc.organizationId,
    seq: doc.seq,
    eventId: doc.eventId,
    type: doc.type,
    occurredAt: doc.occurredAt,
    data: doc.dataJson === undefined ? (doc.data ?? null) : JSON.parse(doc.dataJson),
    actor: doc.actor ?? null,
    contactId: doc.contactKey ? doc.contactKey.slice(doc.organizationId.length + 1) : null,
    totals: doc.totals ?? {},
    recordedAt: doc.recordedAt,
  };
}

export class MongoLedgerStore implements LedgerStore {
  constructor(private readonly models: LedgerModels) {}

  insertInOrder(entries: LedgerEntry[]): Promise<number> {
    return insertInOrder(
      this.models.entries,
      entries.map(({ data, contactId, ...entry }) => ({
        _id: placeOf(entry.organizationId, entry.seq),
        block: blockOf(entry.organizationId, entry.seq),
        ...entry,
        dataJson: JSON.stringify(data ?? null),
        // Absent rather than null: the sparse index leaves out entries about no contact.
        ...(contactId ? { contactKey: contactKeyOf(entry.organizationId, contactId) } : {}),
      })),
    );
  }

  async at(organizationId: string, seq: number): Promise<LedgerEntry | null> {
    const doc = await this.models.entries.findById(placeOf(organizationId, seq)).lean<EntryDoc>();
    return doc ? toEntry(doc) : null;
  }

  async range(organizationId: string, from: number, count: number): Promise<LedgerEntry[]> {
    if (count <= 0) return [];
    const blocks: string[] = [];
    for (let b = Math.floor(from / BLOCK); b <= Math.floor((from + count - 1) / BLOCK); b++) {
      blocks.push(`${organizationId}:${b}`);
    }
    const found = await Promise.all(blocks.map((block) => this.block(block)));
    return found.flat().filter((entry) => entry.seq >= from && entry.seq < from + count);
  }

  async ofContact(organizationId: string, contactId: string, before: number | null): Promise<LedgerEntry[]> {
    // The equality selects the contact's entries (the index, or its GIN twin on FerretDB, where the
    // range on seq then runs over those alone).
    const docs = await this.models.entries
      .find({
        contactKey: contactKeyOf(organizationId, contactId),
        ...(before === null ? {} : { seq: { $lt: before } }),
      })
      .lean<EntryDoc[]>();
    return docs.map(toEntry);
  }

  /** Packs the blocks these entries fill whole (an import's appends fill most of theirs). */
  async written(entries: LedgerEntry[]): Promise<void> {
    const byBlock = new Map<string, LedgerEntry[]>();
    for (const entry of entries) {
      const block = blockOf(entry.organizationId, entry.seq);
      const filled = byBlock.get(block);
      if (filled) filled.push(entry);
      else byBlock.set(block, [entry]);
    }
    for (const [block, filled] of byBlock)
      if (filled.length === fullSize(block)) await this.pack(block, filled);
  }

  private async pack(block: string, entries: LedgerEntry[]): Promise<void> {
    // Another writer or reader may pack it first: then this insert is refused, which is fine.
    await this.models.packed.collection
      .insertOne({ _id: block, entries: JSON.stringify(entries) } as never)
      .catch(() => undefined);
  }

  /**
   * A block's entries: its packed document when there is one, else its entries, packed on the way
   * when the block is full (every place of it recorded: it will not change again).
   */
  private async block(block: string): Promise<LedgerEntry[]> {
    const packed = await this.models.packed.findById(block).lean<PackedDoc>();
    if (packed)
      return (JSON.parse(packed.entries) as LedgerEntry[]).map((e) => ({
        ...e,
        contactId: e.contactId ?? null, // blocks packed before decision 0028
        recordedAt: new Date(e.recordedAt),
      }));
    const entries = (await this.models.entries.find({ block }).lean<EntryDoc[]>()).map(toEntry);
    if (entries.length === fullSize(block))
      await this.pack(
        block,
        entries.sort((a, b) => a.seq - b.seq),
      );
    return entries;
  }

  async since(): Promise<Date | null> {
    return (await this.models.meta.findById(SINCE).lean<MetaDoc>())?.at ?? null;
  }

  async floor(organizationId: string): Promise<number> {
    const [legacy, marks] = await Promise.all([
      this.models.floors.findById(organizationId).lean<FloorDoc>(),
      this.models.floors.find({ organizationId }, { seq: 1 }).lean<FloorDoc[]>(),
    ]);
    return Math.max(legacy?.seq ?? 0, ...marks.map((mark) => mark.seq));
  }

  /**
   * Several replicas may prune one organization at once. Each block's removal is claimed by the
   * unique insert of its floor mark, so the floor (the highest mark) only moves forward: a pruner
   * that finds the mark taken learns the floor again; marks below the one inserted are removed (the
   * highest always stays).
   */
  async prune(organizationId: string, cutoff: Date, head: number, maxBlocks: number): Promise<number> {
    let floor = await this.floor(organizationId);
    let removed = 0;
    while (removed < maxBlocks) {
      const block = Math.floor((floor + 1) / BLOCK);
      const last = block * BLOCK + BLOCK - 1;
      // Only whole blocks, with an entry after them (the head's block stays: the head is read).
      if (last >= head) return removed;
      // The block's last entry is its newest (places are taken in time order, up to clock skew
      // between writers): one read instead of the block's hundred.
      const newest = await this.at(organizationId, last);
      if (newest && newest.recordedAt >= cutoff) return removed;
      const mark = { _id: `${organizationId}:${block}`, organizationId, seq: last };
      const claimed = await this.models.floors.collection.insertOne(mark as never).then(
        () => true,
        (err: unknown) => {
          if (!isDuplicateKey(err)) throw err;
          return false;
        },
      );
      if (!claimed) {
        floor = Math.max(last, await this.floor(organizationId));
        continue;
      }
      await this.models.entries.deleteMany({ block: `${organizationId}:${block}` });
      await this.models.packed.deleteOne({ _id: `${organizationId}:${block}` });
      await this.models.floors.deleteMany({ organizationId, seq: { $lt: last } });
      await this.models.floors.deleteOne({ _id: organizationId });
      floor = last;
      removed++;
    }
    return removed;
  }

  async *organizations(): AsyncIterable<{ organizationId: string; hint: number }> {
    // The hints name every organization with more than a few entries (one small document each).
    for await (const doc of this.models.heads.find({}).lean<HintDoc[]>().cursor()) {
      yield { organizationId: (doc as HintDoc)._id, hint: (doc as HintDoc).seq };
    }
  }

  async headHint(organizationId: string): Promise<number> {
    const doc = await this.models.heads.findById(organizationId).lean<HintDoc>();
    return doc?.seq ?? 0;
  }

  setHeadHint(organizationId: string, seq: number): Promise<void> {
    return moveHint(this.models.heads, organizationId, seq);
  }
}

/**
 * Moves the hint `_id` forward to `seq` (never back, up to a lost race: FerretDB v1 updates by reading,
 * then writing), or inserts it when there is none.
 */
export async function moveHint(hints: Model<HintDoc>, _id: string, seq: number): Promise<void> {
  const moved = await hints.updateOne({ _id, seq: { $lt: seq } }, { $set: { seq } });
  if (moved.matchedCount) return;
  // No hint yet (or one at or past `seq` already: then the insert is refused, which is fine).
  await hints.collection.insertOne({ _id, seq } as never).catch(() => undefined);
}

/** The ledger on `connection`'s server, its indexes built. */
export async function mongoLedger(
  connection: Connection,
  options: ConstructorParameters<typeof Ledger>[1] = {},
): Promise<Ledger> {
  const models = ledgerModels(connection);
  await ensureLedgerIndexes(models);
  return new Ledger(new MongoLedgerStore(models), options);
}
