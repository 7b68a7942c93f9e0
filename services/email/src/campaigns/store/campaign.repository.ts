import { isDuplicateKey, type RecordTurns } from '@rapport/platform';
import { insertAll } from '@rapport/platform/mongo';
import type {
  BatchResultRepository,
  CampaignRepository,
  CampaignRunRepository,
  ClaimRepository,
  RecipientRepository,
} from '../domain/campaign.ports';
import type {
  Audience,
  BatchResult,
  Campaign,
  CampaignOutcome,
  CampaignRun,
  CampaignStats,
  FanoutProgress,
  Recipient,
  RecipientOutcome,
  SliceClaim,
} from '../domain/campaign.types';
import type { CampaignModels } from './campaign.models';

interface StoredAudience {
  type: string;
  tagIds: string[];
  contactIds: string[];
  segmentId?: string | null;
}

function toAudience(stored: StoredAudience): Audience {
  if (stored.type === 'tags') return { type: 'tags', tagIds: stored.tagIds };
  if (stored.type === 'people') return { type: 'people', contactIds: stored.contactIds };
  if (stored.type === 'segment') return { type: 'segment', segmentId: stored.segmentId ?? '' };
  return { type: 'all' };
}

function storedAudience(audience: Audience): StoredAudience {
  return {
    type: audience.type,
    tagIds: audience.type === 'tags' ? audience.tagIds : [],
    contactIds: audience.type === 'people' ? audience.contactIds : [],
    segmentId: audience.type === 'segment' ? audience.segmentId : null,
  };
}

type CampaignDoc = Omit<Campaign, 'id' | 'audience'> & { _id: string; audience: StoredAudience };
const toCampaign = ({ _id, audience, ...rest }: CampaignDoc): Campaign => ({
  id: _id,
  ...rest,
  audience: toAudience(audience),
});

/** Where each status stands in a campaign's life: a write never moves a campaign back. */
const STAGE: Record<Campaign['status'], number> = { draft: 0, sending: 1, sent: 2, failed: 2 };

export class MongoCampaignRepository implements CampaignRepository {
  constructor(
    private readonly models: CampaignModels,
    /** A campaign's status writes one at a time (decision 0030, issue 42). */
    private readonly turns: RecordTurns,
  ) {}

  async insert({ id, audience, ...campaign }: Campaign): Promise<void> {
    await this.models.Campaigns.create({
      _id: id,
      ...campaign,
      audience: storedAudience(audience),
      version: campaign.version ?? 1,
    });
  }

  async findById(organizationId: string, id: string): Promise<Campaign | null> {
    const doc = await this.models.Campaigns.findOne({ organizationId, _id: id }).lean<CampaignDoc>();
    return doc ? toCampaign(doc) : null;
  }

  async list(organizationId: string, cursorId: string | null, limit: number): Promise<Campaign[]> {
    const docs = await this.models.Campaigns.find({
      organizationId,
      ...(cursorId ? { _id: { $lt: cursorId } } : {}),
    })
      .sort({ _id: -1 })
      .limit(limit)
      .lean<CampaignDoc[]>();
    return docs.map(toCampaign);
  }

  async update(
    organizationId: string,
    id: string,
    changes: Partial<Pick<Campaign, 'status' | 'stats' | 'sentAt'>> & { updatedAt: Date },
  ): Promise<Campaign | null> {
    // In the campaign's turn, and only forward: the send call's `sending` may land after the fan-out
    // finished the campaign (`sent` with its stats), and on FerretDB v1 an update writes back the
    // whole document it read (issue 42). A write that would move the status back changes nothing.
    return this.turns.run(
      `campaign:${id}`,
      () => this.findById(organizationId, id),
      async (current, turn) => {
        if (!current || !turn) return null;
        if (changes.status && STAGE[changes.status] < STAGE[current.status]) return current;
        turn.fence();
        const doc = await this.models.Campaigns.findOneAndUpdate(
          { organizationId, _id: id },
          { $set: { ...changes, version: turn.n } },
          { returnDocument: 'after' },
        ).lean<CampaignDoc>();
        return doc ? toCampaign(doc) : null;
      },
    );
  }
}

const runKey = (campaignId: string) => `send:${campaignId}`;
const outcomeKey = (campaignId: string) => `done:${campaignId}`;

export class MongoCampaignRunRepository implements CampaignRunRepository {
  constructor(private readonly models: CampaignModels) {}

  async tryInsertRun(run: CampaignRun): Promise<boolean> {
    try {
      await this.models.Runs.create({ _id: runKey(run.campaignId), ...run });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async findRun(organizationId: string, campaignId: string): Promise<CampaignRun | null> {
    const doc = await this.models.Runs.findOne({ _id: runKey(campaignId), organizationId }).lean();
    if (!doc) return null;
    const { _id, ...run } = doc;
    return { ...run, batches: run.batches ?? 0, recorded: run.recorded ?? 0 } as CampaignRun;
  }

  async saveProgress(organizationId: string, campaignId: string, progress: FanoutProgress): Promise<void> {
    await this.models.Runs.updateOne({ _id: runKey(campaignId), organizationId }, { $set: progress });
  }

  async settleOutcome(outcome: CampaignOutcome): Promise<CampaignOutcome> {
    const _id = outcomeKey(outcome.campaignId);
    try {
      await this.models.Outcomes.create({ _id, ...outcome });
      return outcome;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      const { _id: _, ...stored } = (await this.models.Outcomes.findOne({ _id }).lean())!;
      return stored as CampaignOutcome;
    }
  }
}

type RecipientDoc = Omit<Recipient, 'id' | 'attempts' | 'error' | 'updatedAt'> & { _id: string };
interface AttemptOutcome {
  recipientId: string;
  attempt: number;
  state: 'sent' | 'failed' | 'unknown' | 'suppressed' | 'retry';
  error: string | null;
}
interface SliceOutcomeDoc {
  _id: string;
  outcomes: AttemptOutcome[];
  at: Date;
}

/**
 * The latest attempt's outcome of each recipient, from the slices' documents; of two outcomes of one
 * attempt (a holder declared stopped that recorded after all) the first written stands.
 */
function latestOutcomes(docs: SliceOutcomeDoc[]): Map<string, AttemptOutcome> {
  const ordered = [...docs].sort((a, b) => a.at.getTime() - b.at.getTime() || (a._id < b._id ? -1 : 1));
  const latest = new Map<string, AttemptOutcome>();
  for (const doc of ordered) {
    for (const outcome of doc.outcomes) {
      const known = latest.get(outcome.recipientId);
      if (!known || outcome.attempt > known.attempt) latest.set(outcome.recipientId, outcome);
    }
  }
  return latest;
}

/** The recipient as of its latest attempt outcome (the record itself says pending or skipped). */
function withOutcome({ _id, ...rest }: RecipientDoc, latest: AttemptOutcome | undefined): Recipient {
  const recipient: Recipient = { id: _id, ...rest, attempts: 0, error: null, updatedAt: rest.createdAt };
  if (recipient.state === 'skipped' || !latest) return recipient;
  recipient.attempts = latest.attempt;
  recipient.state = latest.state === 'retry' ? 'pending' : latest.state;
  recipient.error = latest.error;
  return recipient;
}

/**
 * Recipient records (written once, by the fan-out) and the outcomes of their attempts (written
 * once each, in bulk, by the batches): a recipient is read as of its latest outcome.
 */
export class MongoRecipientRepository implements RecipientRepository {
  constructor(
    private readonly models: CampaignModels,
    /** A slice's outcomes document is rewritten one deletion at a time (decision 0030, issue 42). */
    private readonly turns: RecordTurns,
  ) {}

  async insertNew(recipients: Recipient[]): Promise<Set<string>> {
    // A duplicate is a person recorded by an earlier run of the fan-out: that record stands.
    const refused = await insertAll(
      this.models.Recipients,
      recipients.map(({ id, attempts: _a, error: _e, updatedAt: _u, ...rest }) => ({ _id: id, ...rest })),
    );
    return new Set(recipients.filter((_, i) => !refused.has(i)).map((r) => r.id));
  }

  /** The records of some people of a campaign (tests and tools; not on a hot path). */
  async findForPeople(organizationId: string, campaignId: string, personIds: string[]): Promise<Recipient[]> {
    const docs = await this.models.Recipients.find({
      campaignId,
      organizationId,
      personId: { $in: personIds },
    }).lean<RecipientDoc[]>();
    const batches = [...new Set(docs.map((doc) => doc.batchId))];
    const outcomes = (await Promise.all(batches.map((b) => this.outcomesOf(organizationId, b)))).flat();
    const latest = latestOutcomes(outcomes);
    return docs.map((doc) => withOutcome(doc, latest.get(doc._id)));
  }

  async findBatch(organizationId: string, batchId: string): Promise<Recipient[]> {
    const [docs, outcomes] = await Promise.all([
      this.models.Recipients.find({ batchId, organizationId }).lean<RecipientDoc[]>(),
      this.outcomesOf(organizationId, batchId),
    ]);
    const latest = latestOutcomes(outcomes);
    return docs.map((doc) => withOutcome(doc, latest.get(doc._id)));
  }

  /** One insert for the whole slice; a second write under the same key is dropped. */
  async record(
    organizationId: string,
    batchId: string,
    key: string,
    outcomes: RecipientOutcome[],
  ): Promise<void> {
    await insertAll(this.models.SliceOutcomes, [
      {
        _id: key,
        organizationId,
        batchId,
        outcomes: outcomes.map((o) => ({
          recipientId: o.id,
          attempt: o.attempts,
          state: o.state === 'pending' ? 'retry' : o.state,
          error: o.error,
        })),
        at: new Date(),
      },
    ]);
  }

  async deleteForPerson(organizationId: string, personId: string): Promise<number> {
    const docs = await this.models.Recipients.find({ personId, organizationId }, { batchId: 1 }).lean<
      { _id: string; batchId: string }[]
    >();
    // Their outcomes may quote the address in a provider's reply: they go too.
    for (const { _id, batchId } of docs) {
      for (const slice of await this.outcomesOf(organizationId, batchId)) {
        if (!slice.outcomes.some((o) => o.recipientId === _id)) continue;
        await this.removeOutcomes(organizationId, slice, _id);
      }
    }
    const result = await this.models.Recipients.deleteMany({ personId, organizationId });
    return result.deletedCount;
  }

  /**
   * Rewrites a slice's outcomes without the recipient's, in the slice's turn from the outcomes as they
   * are then: two people of one slice deleted at once each filter the array they read, and the later
   * write would put the other's outcomes back (issue 42).
   */
  private async removeOutcomes(organizationId: string, known: SliceOutcomeDoc, recipientId: string) {
    const read = () =>
      this.models.SliceOutcomes.findOne(
        { _id: known._id, organizationId },
        { outcomes: 1, at: 1 },
      ).lean<SliceOutcomeDoc>();
    await this.turns.run(`slice-outcomes:${known._id}`, read, async (slice, turn) => {
      if (!slice || !turn || !slice.outcomes.some((o) => o.recipientId === recipientId)) return;
      turn.fence();
      await this.models.SliceOutcomes.updateOne(
        { _id: slice._id, organizationId },
        { $set: { outcomes: slice.outcomes.filter((o) => o.recipientId !== recipientId) } },
      );
    });
  }

  /** The outcome documents of a batch as stored (tests and tools). */
  outcomesOfBatch(organizationId: string, batchId: string): Promise<SliceOutcomeDoc[]> {
    return this.outcomesOf(organizationId, batchId);
  }

  private outcomesOf(organizationId: string, batchId: string): Promise<SliceOutcomeDoc[]> {
    return this.models.SliceOutcomes.find({ batchId, organizationId }, { outcomes: 1, at: 1 }).lean<
      SliceOutcomeDoc[]
    >();
  }
}

export class MongoClaimRepository implements ClaimRepository {
  constructor(private readonly models: CampaignModels) {}

  async claim(
    organizationId: string,
    batchId: string,
    { seq, keys, claimedAt }: SliceClaim,
  ): Promise<boolean> {
    const refused = await insertAll(this.models.Claims, [
      { _id: `${batchId}#${seq}`, organizationId, batchId, seq, keys, claimedAt },
    ]);
    return !refused.size;
  }

  async ofBatch(organizationId: string, batchId: string): Promise<SliceClaim[]> {
    const docs = await this.models.Claims.find({ batchId, organizationId }).lean<
      { seq: number; keys: string[]; claimedAt: Date }[]
    >();
    return docs.map(({ seq, keys, claimedAt }) => ({ seq, keys, claimedAt })).sort((a, b) => a.seq - b.seq);
  }
}

interface BatchStateDoc {
  _id: string;
  batchId: string;
  organizationId: string;
  campaignId: string;
  kind: 'opened' | 'published' | 'done';
  stats: CampaignStats | null;
  doneAt: Date | null;
  at?: Date | null;
}

export class MongoBatchResultRepository implements BatchResultRepository {
  constructor(private readonly models: CampaignModels) {}

  async open(organizationId: string, campaignId: string, batchId: string): Promise<boolean> {
    const refused = await insertAll(this.models.BatchResults, [
      {
        _id: batchId,
        organizationId,
        campaignId,
        batchId,
        kind: 'opened',
        stats: null,
        doneAt: null,
        at: new Date(),
      },
    ]);
    return !refused.size;
  }

  async opening(organizationId: string, batchId: string) {
    // Two reads by `_id`, the batch's own states.
    const [opened, published] = await Promise.all(
      [batchId, `${batchId}#published`].map((_id) =>
        this.models.BatchResults.findOne({ _id, organizationId }).lean<BatchStateDoc>(),
      ),
    );
    return { openedAt: opened?.at ?? null, published: Boolean(published) };
  }

  async published(organizationId: string, campaignId: string, batchId: string): Promise<void> {
    await insertAll(this.models.BatchResults, [
      {
        _id: `${batchId}#published`,
        organizationId,
        campaignId,
        batchId,
        kind: 'published',
        stats: null,
        doneAt: null,
      },
    ]);
  }

  async settle({ batchId, ...result }: BatchResult): Promise<void> {
    await insertAll(this.models.BatchResults, [{ _id: `${batchId}#done`, batchId, kind: 'done', ...result }]);
  }

  async progress(organizationId: string, campaignId: string) {
    const docs = await this.models.BatchResults.find({ campaignId, organizationId }).lean<BatchStateDoc[]>();
    return {
      opened: docs.filter((d) => d.kind === 'opened').map((d) => d.batchId),
      published: docs.filter((d) => d.kind === 'published').map((d) => d.batchId),
      results: docs
        .filter((d) => d.kind === 'done' && d.stats)
        .map((d) => ({
          batchId: d.batchId,
          organizationId: d.organizationId,
          campaignId: d.campaignId,
          stats: { ...d.stats!, unknown: d.stats!.unknown ?? 0 },
          doneAt: d.doneAt!,
        })),
    };
  }
}
