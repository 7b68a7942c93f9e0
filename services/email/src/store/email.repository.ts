import { isDuplicateKey } from '@rapport/platform';
import type {
  EventSecretRepository,
  SendRepository,
  SuppressionRepository,
  TemplateRepository,
} from '../domain/email.ports';
import type { EmailSend, Template } from '../domain/email.types';
import type { Suppression } from '../domain/suppression.types';
import type { EmailModels } from './email.models';

type WithId<T> = Omit<T, 'id'> & { _id: string };
const withoutMongoId = <T>({ _id, ...rest }: WithId<T>) => ({ id: _id, ...rest }) as T;
const pageFilter = (cursorId: string | null) => (cursorId ? { _id: { $lt: cursorId } } : {});

export class MongoTemplateRepository implements TemplateRepository {
  constructor(private readonly models: EmailModels) {}

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

  async replace({ id, organizationId, ...fields }: Template): Promise<Template | null> {
    const doc = await this.models.Templates.findOneAndUpdate(
      { organizationId, _id: id },
      { $set: fields },
      { returnDocument: 'after' },
    ).lean();
    return doc ? withoutMongoId<Template>(doc) : null;
  }

  async delete(organizationId: string, id: string): Promise<boolean> {
    const result = await this.models.Templates.deleteOne({ organizationId, _id: id });
    return result.deletedCount > 0;
  }
}

export class MongoSendRepository implements SendRepository {
  constructor(private readonly models: EmailModels) {}

  async insert({ id, ...send }: EmailSend): Promise<void> {
    await this.models.Sends.create({ _id: id, ...send });
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
    changes: Partial<Pick<EmailSend, 'status' | 'providerMessageId' | 'error'>> & { updatedAt: Date },
  ): Promise<EmailSend | null> {
    const doc = await this.models.Sends.findOneAndUpdate(
      { organizationId, _id: id },
      { $set: changes },
      { returnDocument: 'after' },
    ).lean();
    return doc ? withoutMongoId<EmailSend>(doc) : null;
  }

  async deleteByContact(organizationId: string, contactId: string): Promise<string[]> {
    const docs = await this.models.Sends.find({ organizationId, contactId }, { _id: 1 }).lean();
    const ids = docs.map((doc) => doc._id);
    if (ids.length) await this.models.Sends.deleteMany({ organizationId, _id: { $in: ids } });
    return ids;
  }
}

export class MongoSuppressionRepository implements SuppressionRepository {
  constructor(private readonly models: EmailModels) {}

  async tryInsert({ id, ...suppression }: Suppression): Promise<boolean> {
    try {
      await this.models.Suppressions.create({ _id: id, ...suppression });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async findByAddress(organizationId: string, address: string): Promise<Suppression | null> {
    const doc = await this.models.Suppressions.findOne({ organizationId, address }).lean();
    return doc ? withoutMongoId<Suppression>(doc) : null;
  }

  async findById(organizationId: string, id: string): Promise<Suppression | null> {
    const doc = await this.models.Suppressions.findOne({ organizationId, _id: id }).lean();
    return doc ? withoutMongoId<Suppression>(doc) : null;
  }

  async list(
    organizationId: string,
    filter: { address?: string },
    cursorId: string | null,
    limit: number,
  ): Promise<Suppression[]> {
    const query = {
      organizationId,
      ...(filter.address ? { address: filter.address } : {}),
      ...pageFilter(cursorId),
    };
    const docs = await this.models.Suppressions.find(query).sort({ _id: -1 }).limit(limit).lean();
    return docs.map((doc) => withoutMongoId<Suppression>(doc));
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
    return doc ? withoutMongoId<Suppression>(doc) : null;
  }

  async delete(organizationId: string, id: string): Promise<boolean> {
    const result = await this.models.Suppressions.deleteOne({ organizationId, _id: id });
    return result.deletedCount > 0;
  }
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
