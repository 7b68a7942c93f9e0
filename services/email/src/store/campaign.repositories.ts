import type {
  Audience,
  Campaign,
  CampaignOutcome,
  CampaignRepository,
  CampaignRun,
  CampaignRunRepository,
  CampaignStats,
  Recipient,
  RecipientRepository,
} from '../domain/campaign.types';
import type { CampaignModels } from './campaign.models';

const DUPLICATE_KEY = 11000;
const isDuplicate = (err: unknown) => (err as { code?: number }).code === DUPLICATE_KEY;

interface StoredAudience {
  type: string;
  tagIds: string[];
  contactIds: string[];
}

function toAudience(stored: StoredAudience): Audience {
  if (stored.type === 'tags') return { type: 'tags', tagIds: stored.tagIds };
  if (stored.type === 'people') return { type: 'people', contactIds: stored.contactIds };
  return { type: 'all' };
}

function storedAudience(audience: Audience): StoredAudience {
  return {
    type: audience.type,
    tagIds: audience.type === 'tags' ? audience.tagIds : [],
    contactIds: audience.type === 'people' ? audience.contactIds : [],
  };
}

type CampaignDoc = Omit<Campaign, 'id' | 'audience'> & { _id: string; audience: StoredAudience };
const toCampaign = ({ _id, audience, ...rest }: CampaignDoc): Campaign => ({
  id: _id,
  ...rest,
  audience: toAudience(audience),
});

export class MongoCampaignRepository implements CampaignRepository {
  constructor(private readonly models: CampaignModels) {}

  async insert({ id, audience, ...campaign }: Campaign): Promise<void> {
    await this.models.Campaigns.create({ _id: id, ...campaign, audience: storedAudience(audience) });
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
    const doc = await this.models.Campaigns.findOneAndUpdate(
      { organizationId, _id: id },
      { $set: changes },
      { returnDocument: 'after' },
    ).lean<CampaignDoc>();
    return doc ? toCampaign(doc) : null;
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
      if (isDuplicate(err)) return false;
      throw err;
    }
  }

  async findRun(organizationId: string, campaignId: string): Promise<CampaignRun | null> {
    const doc = await this.models.Runs.findOne({ _id: runKey(campaignId), organizationId }).lean();
    if (!doc) return null;
    const { _id, ...run } = doc;
    return run as CampaignRun;
  }

  async saveProgress(
    organizationId: string,
    campaignId: string,
    progress: Pick<CampaignRun, 'fanoutCursor' | 'fanoutDoneAt'>,
  ): Promise<void> {
    await this.models.Runs.updateOne({ _id: runKey(campaignId), organizationId }, { $set: progress });
  }

  async settleOutcome(outcome: CampaignOutcome): Promise<CampaignOutcome> {
    const _id = outcomeKey(outcome.campaignId);
    try {
      await this.models.Outcomes.create({ _id, ...outcome });
      return outcome;
    } catch (err) {
      if (!isDuplicate(err)) throw err;
      const { _id: _, ...stored } = (await this.models.Outcomes.findOne({ _id }).lean())!;
      return stored as CampaignOutcome;
    }
  }
}

type RecipientDoc = Omit<Recipient, 'id'> & { _id: string };
const toRecipient = ({ _id, ...rest }: RecipientDoc): Recipient => ({ id: _id, ...rest });

export class MongoRecipientRepository implements RecipientRepository {
  constructor(private readonly models: CampaignModels) {}

  async insertNew(recipients: Recipient[]): Promise<void> {
    if (!recipients.length) return;
    try {
      await this.models.Recipients.insertMany(
        recipients.map(({ id, ...rest }) => ({ _id: id, ...rest })),
        { ordered: false, lean: true },
      );
    } catch (err) {
      // Unordered: every other record was inserted; a duplicate is a person recorded by an earlier run.
      const errors = (err as { writeErrors?: { code?: number; err?: { code?: number } }[] }).writeErrors;
      const onlyDuplicates =
        Array.isArray(errors) && errors.every((e) => (e.code ?? e.err?.code) === DUPLICATE_KEY);
      if (!onlyDuplicates && !isDuplicate(err)) throw err;
    }
  }

  async findForPeople(organizationId: string, campaignId: string, personIds: string[]): Promise<Recipient[]> {
    const docs = await this.models.Recipients.find({
      organizationId,
      campaignId,
      personId: { $in: personIds },
    }).lean<RecipientDoc[]>();
    return docs.map(toRecipient);
  }

  async findById(organizationId: string, id: string): Promise<Recipient | null> {
    const doc = await this.models.Recipients.findOne({ organizationId, _id: id }).lean<RecipientDoc>();
    return doc ? toRecipient(doc) : null;
  }

  async finish(
    organizationId: string,
    id: string,
    outcome: { state: 'sent' | 'failed'; error: string | null },
  ): Promise<void> {
    await this.models.Recipients.updateOne(
      { organizationId, _id: id },
      { $set: { ...outcome, updatedAt: new Date() } },
    );
  }

  async hasPending(organizationId: string, campaignId: string): Promise<boolean> {
    const doc = await this.models.Recipients.findOne(
      { campaignId, state: 'pending', organizationId },
      { _id: 1 },
    ).lean();
    return doc !== null;
  }

  /** Counts per state (FerretDB runs $group slowly, four counts are faster). */
  async count(organizationId: string, campaignId: string): Promise<CampaignStats> {
    const n = (state?: string) =>
      this.models.Recipients.countDocuments({ campaignId, organizationId, ...(state ? { state } : {}) });
    const [recipients, sent, failed, skipped] = await Promise.all([
      n(),
      n('sent'),
      n('failed'),
      n('skipped'),
    ]);
    return { recipients, sent, failed, skipped };
  }

  async deleteForPerson(organizationId: string, personId: string): Promise<number> {
    const result = await this.models.Recipients.deleteMany({ organizationId, personId });
    return result.deletedCount;
  }
}
