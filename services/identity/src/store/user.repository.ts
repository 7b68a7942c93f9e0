import { isDuplicateKey, RecordTurns } from '@rapport/platform';
import { MongoTurnStore } from '@rapport/platform/mongo';
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
  /**
   * A user's writes one at a time (decision 0030): a password set through a link and a new link issued
   * at the same moment change different fields, and on FerretDB v1 an update writes back the whole
   * document it read, so one could undo the other (issue 42): an acknowledged password gone, or the
   * new link dead on arrival.
   */
  private readonly turns: RecordTurns;

  constructor(private readonly models: IdentityModels) {
    this.turns = new RecordTurns(new MongoTurnStore(models.Turns));
  }

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
    // In the user's turn, the link read is the one there (a new link issued meanwhile ends this one).
    return this.inTurn(id, async (current) => {
      if (current.setupTokenHash !== setupHash) return null;
      return this.models.Users.findOneAndUpdate(
        { _id: id, setupTokenHash: setupHash },
        {
          $set: {
            passwordHash,
            credentialVersion,
            setupTokenHash: null,
            setupExpiresAt: null,
            updatedAt: at,
          },
        },
        { returnDocument: 'after' },
      ).lean();
    });
  }

  async setSetupToken(id: string, setupHash: string, expiresAt: Date, at: Date): Promise<User | null> {
    return this.inTurn(id, () =>
      this.models.Users.findByIdAndUpdate(
        id,
        { $set: { setupTokenHash: setupHash, setupExpiresAt: expiresAt, updatedAt: at } },
        { returnDocument: 'after' },
      ).lean(),
    );
  }

  /** Runs `write` in the user's turn (null when the user does not exist). */
  private inTurn(id: string, write: (current: User) => Promise<UserDoc | null>): Promise<User | null> {
    return this.turns.run(
      `user:${id}`,
      () => this.findUserById(id),
      async (current, turn) => {
        if (!current || !turn) return null;
        turn.fence();
        const doc = await write(current);
        return doc ? toUser(doc) : null;
      },
    );
  }
}
