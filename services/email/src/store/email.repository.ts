import { isDuplicateKey, type Logger, type RecordTurns } from '@rapport/platform';
import {
  ALL,
  backfillPartitions,
  boundOf,
  pageByPartitions,
  partitionKey,
  partitionsOf,
} from '@rapport/platform/mongo';
import type {
  EventSecretRepository,
  NotificationReceipts,
  SendRepository,
  SuppressionRepository,
  TemplateChanges,
  TemplateRepository,
} from '../domain/email.ports';
import type { EmailSend, Template } from '../domain/email.types';
import type { Suppression } from '../domain/suppression.types';
import type { EmailModels } from './email.models';

type WithId<T> = Omit<T, 'id'> & { _id: string };
const withoutMongoId = <T>({ _id, ...rest }: WithId<T>) => ({ id: _id, ...rest }) as T;
const pageFilter = (cursorId: string | null) => (cursorId ? { _id: { $lt: cursorId } } : {});

export class MongoTemplateRepository implements TemplateRepository {
  constructor(
    private readonly models: EmailModels,
    /** A template's PATCHes one at a time (decision 0030, issue 42). */
    private readonly turns: RecordTurns,
  ) {}

  async insert({ id, ...template }: Template): Promise<void> {
    await this.models.Templates.create({ _id: id, ...template });
  }

  async findById(organizationId: string, id: string): Promise<Template | null> {
    const doc = await this.models.Templates.findOne({ organizationId, _id: id }).lean();
    return doc ? withoutMongoId<Template>(doc) : null;
  }

  async list(organizationId: string, cursorId: string | null, limit: number): Promise<Template[]> {
    const docs = await this.models.Templates.find({ organizationId, ...pageFilter(cursorId) })
      .sort({ _id: -1 })
      .limit(limit)
      .lean();
    return docs.map((doc) => withoutMongoId<Template>(doc));
  }

  /**
   * Sets the given fields only, in the template's turn: on FerretDB v1 an update writes back the whole
   * document it read, so two PATCHes of different fields at once would otherwise lose one (issue 42).
   */
  async update(organizationId: string, id: string, changes: TemplateChanges): Promise<Template | null> {
    return this.turns.run(
      `template:${id}`,
      () => this.findById(organizationId, id),
      async (current, turn) => {
        if (!current || !turn) return null;
        turn.fence();
        const doc = await this.models.Templates.findOneAndUpdate(
          { organizationId, _id: id },
          { $set: changes },
          { returnDocument: 'after' },
        ).lean();
        return doc ? withoutMongoId<Template>(doc) : null;
      },
    );
  }

  async delete(organizationId: string, id: string): Promise<boolean> {
    const result = await this.models.Templates.deleteOne({ organizationId, _id: id });
    return result.deletedCount > 0;
  }
}

export class MongoSendRepository implements SendRepository {
  constructor(
    private readonly models: EmailModels,
    /** A send's status writes one at a time (decision 0030, issue 42). */
    private readonly turns: RecordTurns,
  ) {}

  async insert({ id, ...send }: EmailSend): Promise<void> {
    await this.models.Sends.create({ _id: id, ...send, version: send.version ?? 1 });
  }

  async tryInsert(send: EmailSend): Promise<boolean> {
    try {
      await this.insert(send);
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async findById(organizationId: string, id: string): Promise<EmailSend | null> {
    const doc = await this.models.Sends.findOne({ organizationId, _id: id }).lean();
    return doc ? withoutMongoId<EmailSend>(doc) : null;
  }

  async list(
    organizationId: string,
    filter: { contactId?: string },
    cursorId: string | null,
    limit: number,
  ): Promise<EmailSend[]> {
    const query = {
      organizationId,
      ...(filter.contactId ? { contactId: filter.contactId } : {}),
      ...pageFilter(cursorId),
    };
    const docs = await this.models.Sends.find(query).sort({ _id: -1 }).limit(limit).lean();
    return docs.map((doc) => withoutMongoId<EmailSend>(doc));
  }

  async update(
    organizationId: string,
    id: string,
    changes: Partial<Pick<EmailSend, 'status' | 'providerMessageId' | 'error' | 'suppressionReason'>> & {
      updatedAt: Date;
    },
    whileStatus?: EmailSend['status'],
  ): Promise<EmailSend | null> {
    // In the send's turn, where the status read is the one there: FerretDB v1 runs a conditional
    // update as a read then a write, so two writers "only over queued" could both write (and both
    // publish their event) (issue 42).
    return this.turns.run(
      `send:${id}`,
      () => this.findById(organizationId, id),
      async (current, turn) => {
        if (!current || !turn || (whileStatus && current.status !== whileStatus)) return null;
        turn.fence();
        const doc = await this.models.Sends.findOneAndUpdate(
          { organizationId, _id: id, ...(whileStatus ? { status: whileStatus } : {}) },
          { $set: { ...changes, version: turn.n } },
          { returnDocument: 'after' },
        ).lean();
        return doc ? withoutMongoId<EmailSend>(doc) : null;
      },
    );
  }

  async deleteByContact(organizationId: string, contactId: string): Promise<string[]> {
    const docs = await this.models.Sends.find({ organizationId, contactId }, { _id: 1 }).lean();
    const ids = docs.map((doc) => doc._id);
    if (ids.length) await this.models.Sends.deleteMany({ organizationId, _id: { $in: ids } });
    return ids;
  }
}

const toSuppression = ({ slots: _slots, ...doc }: WithId<Suppression> & { slots?: string[] }) =>
  withoutMongoId<Suppression>(doc);

export class MongoSuppressionRepository implements SuppressionRepository {
  constructor(private readonly models: EmailModels) {}

  async tryInsert({ id, ...suppression }: Suppression): Promise<boolean> {
    // The partition's directory entry first: a stored suppression is always reachable by the list.
    await this.models.SuppressionSlots.ensure(suppression.organizationId, [ALL], [id], { created: true });
    try {
      await this.models.Suppressions.create({ _id: id, ...suppression, slots: partitionsOf(id) });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async findByAddress(organizationId: string, address: string): Promise<Suppression | null> {
    const doc = await this.models.Suppressions.findOne({ organizationId, address }).lean();
    return doc ? toSuppression(doc) : null;
  }

  async findById(organizationId: string, id: string): Promise<Suppression | null> {
    const doc = await this.models.Suppressions.findOne({ organizationId, _id: id }).lean();
    return doc ? toSuppression(doc) : null;
  }

  /**
   * Newest first: an address filter reads its one entry by the unique key; the list walks the
   * organization's time partitions (decision 0021), each read by equality, O(page) at any size.
   */
  async list(
    organizationId: string,
    filter: { address?: string },
    cursorId: string | null,
    limit: number,
  ): Promise<Suppression[]> {
    if (filter.address) {
      const found = await this.findByAddress(organizationId, filter.address);
      return found && (cursorId === null || found.id < cursorId) ? [found] : [];
    }
    return pageByPartitions(
      this.models.SuppressionSlots.partitionsDesc(organizationId, ALL, boundOf(cursorId)),
      async ({ level, key }) =>
        (await this.models.Suppressions.find({ organizationId, slots: partitionKey(level, key) }).lean()).map(
          toSuppression,
        ),
      cursorId,
      limit,
    );
  }

  async update(
    organizationId: string,
    id: string,
    changes: Pick<Suppression, 'reason' | 'source' | 'updatedAt'>,
  ): Promise<Suppression | null> {
    const doc = await this.models.Suppressions.findOneAndUpdate(
      { organizationId, _id: id },
      { $set: changes },
      { returnDocument: 'after' },
    ).lean();
    return doc ? toSuppression(doc) : null;
  }

  async delete(organizationId: string, id: string): Promise<boolean> {
    const result = await this.models.Suppressions.deleteOne({ organizationId, _id: id });
    return result.deletedCount > 0;
  }
}

const SUPPRESSION_PARTITIONS = 'suppression-partitions-v1';

/**
 * Gives suppressions stored before time partitions their partitions and directory entries, once per
 * database, before the service serves (the platform's `backfillPartitions`); a crash part way leaves
 * the marker unwritten and the next start goes on.
 */
export async function backfillSuppressionPartitions(models: EmailModels, logger: Logger): Promise<void> {
  if (await models.Migrations.exists({ _id: SUPPRESSION_PARTITIONS })) return;
  const counts = await backfillPartitions(
    models.Suppressions,
    models.SuppressionSlots,
    { organizationId: 1 },
    (doc: { _id: string; organizationId: string }) => ({
      organizationId: doc.organizationId,
      recordId: doc._id,
      scopes: [ALL],
    }),
  );
  await models.Migrations.updateOne(
    { _id: SUPPRESSION_PARTITIONS },
    { $set: { doneAt: new Date() } },
    { upsert: true },
  );
  logger.info(counts, 'suppression partitions backfilled');
}

export class MongoEventSecretRepository implements EventSecretRepository {
  constructor(private readonly models: EmailModels) {}

  async find(organizationId: string): Promise<{ secret: string; createdAt: Date } | null> {
    const doc = await this.models.EventSecrets.findOne({ _id: organizationId }).lean();
    return doc ? { secret: doc.secret, createdAt: doc.createdAt } : null;
  }

  async put(organizationId: string, secret: string, createdAt: Date): Promise<void> {
    await this.models.EventSecrets.replaceOne(
      { _id: organizationId },
      { secret, createdAt },
      { upsert: true },
    );
  }
}

export class MongoNotificationReceipts implements NotificationReceipts {
  constructor(private readonly models: EmailModels) {}

  async claim(organizationId: string, signature: string, expiresAt: Date): Promise<boolean> {
    try {
      await this.models.NotificationReceipts.create({
        _id: `${organizationId}:${signature}`,
        organizationId,
        expiresAt,
      });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async release(organizationId: string, signature: string): Promise<void> {
    await this.models.NotificationReceipts.deleteOne({ _id: `${organizationId}:${signature}` });
  }

  async prune(organizationId: string, now: Date): Promise<void> {
    await this.models.NotificationReceipts.deleteMany({ organizationId, expiresAt: { $lt: now } });
  }
}
