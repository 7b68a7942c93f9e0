import { isDuplicateKey } from '@rapport/platform';
import {
  type ChannelIdentity,
  type ChannelIdentityRepository,
  UniqueKeyTaken,
} from '../domain/contacts.ports';
import type { ChannelIdentityDoc, ContactsModels } from './contacts.models';

const toIdentity = ({ _id, ...rest }: ChannelIdentityDoc): ChannelIdentity => ({ id: _id, ...rest });

export class MongoChannelIdentityRepository implements ChannelIdentityRepository {
  constructor(private readonly models: ContactsModels) {}

  async find(
    organizationId: string,
    channel: string,
    channelUserId: string,
  ): Promise<ChannelIdentity | null> {
    const doc = await this.models.ChannelIdentities.findOne({
      organizationId,
      channel,
      channelUserId,
    }).lean<ChannelIdentityDoc>();
    return doc ? toIdentity(doc) : null;
  }

  async insert({ id, ...identity }: ChannelIdentity): Promise<void> {
    try {
      await this.models.ChannelIdentities.create({ _id: id, ...identity });
    } catch (err) {
      if (isDuplicateKey(err)) throw new UniqueKeyTaken();
      throw err;
    }
  }

  async deleteById(organizationId: string, id: string): Promise<void> {
    await this.models.ChannelIdentities.deleteOne({ organizationId, _id: id });
  }

  async deleteOf(organizationId: string, personId: string): Promise<void> {
    await this.models.ChannelIdentities.deleteMany({ organizationId, personId });
  }
}
