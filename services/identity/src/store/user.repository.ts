import { isDuplicateKey } from '@rapport/platform';
import type { UserRepository } from '../domain/identity.ports';
import type { User } from '../domain/user.types';
import type { IdentityModels } from './identity.models';

type UserDoc = Omit<User, 'id' | 'credentialVersion'> & {
  _id: string;
  emailKey?: string;
  credentialVersion?: string;
};

// Users stored before credential versions existed have none: '' (as before their first password).
const toUser = ({ _id, emailKey: _key, ...rest }: UserDoc): User => ({
  id: _id,
  ...rest,
  credentialVersion: rest.credentialVersion ?? '',
});
const emailKey = (organizationId: string, email: string) => `${organizationId}:${email}`;

export class MongoUserRepository implements UserRepository {
  constructor(private readonly models: IdentityModels) {}

  async insertUser({ id, ...user }: User): Promise<void> {
    await this.models.Users.create({ _id: id, ...user, emailKey: emailKey(user.organizationId, user.email) });
  }

  async findUserById(id: string): Promise<User | null> {
    const doc = await this.models.Users.findById(id).lean();
    return doc ? toUser(doc) : null;
  }

  async findUserByEmail(organizationId: string, email: string): Promise<User | null> {
    const doc = await this.models.Users.findOne({ emailKey: emailKey(organizationId, email) }).lean();
    return doc ? toUser(doc) : null;
  }

  async findUserBySetupHash(hash: string): Promise<User | null> {
    const doc = await this.models.Users.findOne({ setupTokenHash: hash }).lean();
    return doc ? toUser(doc) : null;
  }

  async listUsers(organizationId: string): Promise<User[]> {
    const docs = await this.models.Users.find({ organizationId }).sort({ _id: 1 }).lean();
    return docs.map(toUser);
  }

  async setPassword(
    id: string,
    setupHash: string,
    { passwordHash, credentialVersion }: { passwordHash: string; credentialVersion: string },
    at: Date,
  ): Promise<User | null> {
    // Single use even when two requests race: only the request whose claim insert succeeds goes on.
    try {
      await this.models.UsedLinks.create({ _id: setupHash, usedAt: at });
    } catch (err) {
      if (isDuplicateKey(err)) return null;
      throw err;
    }
    const doc = await this.models.Users.findOneAndUpdate(
      { _id: id, setupTokenHash: setupHash },
      {
        $set: { passwordHash, credentialVersion, setupTokenHash: null, setupExpiresAt: null, updatedAt: at },
      },
      { returnDocument: 'after' },
    ).lean();
    return doc ? toUser(doc) : null;
  }

  async setSetupToken(id: string, setupHash: string, expiresAt: Date, at: Date): Promise<User | null> {
    const doc = await this.models.Users.findByIdAndUpdate(
      id,
      { $set: { setupTokenHash: setupHash, setupExpiresAt: expiresAt, updatedAt: at } },
      { returnDocument: 'after' },
    ).lean();
    return doc ? toUser(doc) : null;
  }
}
