import { isDuplicateKey } from '@rapport/platform';
import { DuplicateAccountError } from '../domain/accounts.service';
import type { AccountRepository } from '../domain/messaging.ports';
import type { Channel, ChannelAccount } from '../domain/messaging.types';
import type { MessagingModels } from './messaging.models';

type AccountDoc = Omit<ChannelAccount, 'id'> & { _id: string; key?: string };
const toAccount = ({ _id, key: _key, ...rest }: AccountDoc): ChannelAccount => ({ id: _id, ...rest });
const keyOf = (channel: Channel, providerAccountId: string) => `${channel}:${providerAccountId}`;

export class MongoAccountRepository implements AccountRepository {
  constructor(private readonly models: MessagingModels) {}

  async insert({ id, ...account }: ChannelAccount): Promise<void> {
    try {
      await this.models.Accounts.create({
        _id: id,
        ...account,
        key: keyOf(account.channel, account.providerAccountId),
      });
    } catch (err) {
      if (isDuplicateKey(err)) throw new DuplicateAccountError();
      throw err;
    }
  }

  async findById(organizationId: string, id: string): Promise<ChannelAccount | null> {
    const doc = await this.models.Accounts.findOne({ _id: id, organizationId }).lean<AccountDoc>();
    return doc ? toAccount(doc) : null;
  }

  async list(organizationId: string): Promise<ChannelAccount[]> {
    const docs = await this.models.Accounts.find({ organizationId }).sort({ _id: 1 }).lean<AccountDoc[]>();
    return docs.map(toAccount);
  }

  async firstOfChannel(organizationId: string, channel: Channel): Promise<ChannelAccount | null> {
    const doc = await this.models.Accounts.findOne({ organizationId, channel })
      .sort({ _id: 1 })
      .lean<AccountDoc>();
    return doc ? toAccount(doc) : null;
  }

  async delete(organizationId: string, id: string): Promise<boolean> {
    const result = await this.models.Accounts.deleteOne({ _id: id, organizationId });
    return result.deletedCount > 0;
  }

  async findByProviderAccounts(
    refs: { channel: Channel; providerAccountId: string }[],
  ): Promise<ChannelAccount[]> {
    if (!refs.length) return [];
    const keys = [...new Set(refs.map((ref) => keyOf(ref.channel, ref.providerAccountId)))];
    const docs = await this.models.Accounts.find({ key: { $in: keys } }).lean<AccountDoc[]>();
    return docs.map(toAccount);
  }

  async findByProviderAccount(channel: Channel, providerAccountId: string): Promise<ChannelAccount | null> {
    const doc = await this.models.Accounts.findOne({
      key: keyOf(channel, providerAccountId),
    }).lean<AccountDoc>();
    return doc ? toAccount(doc) : null;
  }

  async setTemplatesSyncedAt(organizationId: string, id: string, at: Date): Promise<void> {
    await this.models.Accounts.updateOne({ _id: id, organizationId }, { $set: { templatesSyncedAt: at } });
  }

  async withWaba(): Promise<ChannelAccount[]> {
    // Cross-tenant and not bounded by an index: channel accounts are few (a handful per organization).
    const docs = await this.models.Accounts.find({ channel: 'whatsapp' }).lean<AccountDoc[]>();
    return docs.filter((doc) => doc.wabaId).map(toAccount);
  }
}
