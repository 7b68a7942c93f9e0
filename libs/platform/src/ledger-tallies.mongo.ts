import { type Connection, type Model, Schema } from 'mongoose';
import { isDuplicateKey } from './errors';
import { type HintDoc, LEDGER_DATABASE, moveHint } from './ledger.mongo';
import type { TallyCheckpoint, TallyStore } from './ledger-tallies';

/**
 * Checkpoints of a ledger tally (decision 0029), beside the ledger in `rapport_changes`:
 * `change_tallies` `_id` `<tally>:<organizationId>:<seq>`, written once (insert-only, so two folds of
 * the same place agree and the second is refused), and `change_tally_heads` `_id`
 * `<tally>:<organizationId>`, the hint naming the newest. Every read is by `_id`.
 */
type CheckpointDoc = {
  _id: string;
  seq: number;
  /** The counts as JSON text: never queried, read back whole (FerretDB converts a text fast). */
  countsJson: string;
  valid: boolean;
  previous: number | null;
};

interface TallyModels {
  checkpoints: Model<CheckpointDoc>;
  hints: Model<HintDoc>;
}

function tallyModels(connection: Connection): TallyModels {
  const db = connection.useDb(LEDGER_DATABASE, { useCache: true });
  const existing = db.models.TallyCheckpoint as Model<CheckpointDoc> | undefined;
  if (existing) return { checkpoints: existing, hints: db.models.TallyHint as Model<HintDoc> };
  const checkpointSchema = new Schema<CheckpointDoc>(
    {
      _id: { type: String, required: true },
      seq: { type: Number, required: true },
      countsJson: { type: String, required: true },
      valid: { type: Boolean, required: true },
      previous: { type: Number, default: null },
    },
    { versionKey: false, collection: 'change_tallies' },
  );
  const hintSchema = new Schema<HintDoc>(
    { _id: { type: String, required: true }, seq: { type: Number, required: true } },
    { versionKey: false, collection: 'change_tally_heads' },
  );
  return {
    checkpoints: db.model<CheckpointDoc>('TallyCheckpoint', checkpointSchema),
    hints: db.model<HintDoc>('TallyHint', hintSchema),
  };
}

/** Reads of a hint whose checkpoint is missing (a newer one replaced it meanwhile) before giving up. */
const HINT_TRIES = 3;

export class MongoTallyStore implements TallyStore {
  constructor(
    private readonly models: TallyModels,
    private readonly name: string,
  ) {}

  private checkpointId(organizationId: string, seq: number) {
    return `${this.name}:${organizationId}:${seq}`;
  }

  async latest(organizationId: string): Promise<TallyCheckpoint | null> {
    for (let tries = 0; tries < HINT_TRIES; tries++) {
      const hint = await this.models.hints.findById(`${this.name}:${organizationId}`).lean<HintDoc>();
      if (!hint) return null;
      const doc = await this.models.checkpoints
        .findById(this.checkpointId(organizationId, hint.seq))
        .lean<CheckpointDoc>();
      if (doc)
        return { seq: doc.seq, counts: JSON.parse(doc.countsJson), valid: doc.valid, previous: doc.previous };
    }
    // A save removes only the checkpoint two behind the one it writes, and hints only move forward
    // (up to a lost race): a hint that keeps naming a missing one is a fault, not a state to guess at.
    throw new Error(`tally ${this.name} of ${organizationId}: the hint names no checkpoint`);
  }

  async save(organizationId: string, checkpoint: TallyCheckpoint): Promise<void> {
    await this.models.checkpoints.collection
      .insertOne({
        _id: this.checkpointId(organizationId, checkpoint.seq),
        seq: checkpoint.seq,
        countsJson: JSON.stringify(checkpoint.counts),
        valid: checkpoint.valid,
        previous: checkpoint.previous,
      } as never)
      .catch((err: unknown) => {
        if (!isDuplicateKey(err)) throw err; // the same place folded by another process: the same counts
      });
    await moveHint(this.models.hints, `${this.name}:${organizationId}`, checkpoint.seq);
    // The one before the one folded from: a reader that read an older hint still finds its checkpoint.
    if (checkpoint.previous !== null) {
      const before = await this.models.checkpoints
        .findById(this.checkpointId(organizationId, checkpoint.previous))
        .select({ previous: 1 })
        .lean<Pick<CheckpointDoc, 'previous'>>();
      if (before?.previous != null) {
        await this.models.checkpoints.deleteOne({ _id: this.checkpointId(organizationId, before.previous) });
      }
    }
  }
}

/** The checkpoints of tally `name` on `connection`'s server. */
export function mongoTallyStore(connection: Connection, name: string): MongoTallyStore {
  return new MongoTallyStore(tallyModels(connection), name);
}
