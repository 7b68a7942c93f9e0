import { RecordTurns } from '@rapport/platform';
import { insertAll, MongoTurnStore } from '@rapport/platform/mongo';
import type { IdentityRepository } from '../domain/identity.ports';
import type { ApiToken, Organization, TokenUse } from '../domain/identity.types';
import type { IdentityModels } from './identity.models';

type WithId<T> = T & { _id: string };

const toOrganization = ({ _id, ...rest }: WithId<Omit<Organization, 'id'>>): Organization => ({
  id: _id,
  ...rest,
});
const toToken = ({ _id, ...rest }: WithId<Omit<ApiToken, 'id'>>): ApiToken => ({ id: _id, ...rest });
type StoredUse = { lastUsedAt: Date; lastUsedIp: string };

export class MongoIdentityRepository implements IdentityRepository {
  /**
   * Every authenticated request needs its token's organization, which changes rarely, so it is kept
   * for `organizationCacheMs`. Tokens are never cached: a revocation applies on the next request.
   */
  private readonly organizations = new Map<string, { org: Organization; until: number }>();

  /**
   * A token's last use is written in its turn (decision 0030): replicas flushing at once each compare
   * with the stored time, and on FerretDB v1 a conditional update on it is a read then a write, so the
   * earlier use could land last (issue 42).
   */
  private readonly turns: RecordTurns;

  constructor(
    private readonly models: IdentityModels,
    private readonly organizationCacheMs = 0,
  ) {
    this.turns = new RecordTurns(new MongoTurnStore(models.Turns));
  }

  async insertOrganization({ id, ...org }: Organization): Promise<void> {
    await this.models.Organizations.create({ _id: id, ...org });
  }

  async findOrganizationById(id: string): Promise<Organization | null> {
    const hit = this.organizations.get(id);
    if (hit && hit.until > Date.now()) return hit.org;
    const doc = await this.models.Organizations.findById(id).lean();
    if (!doc) return null;
    const org = toOrganization(doc);
    if (this.organizationCacheMs > 0) {
      if (this.organizations.size >= 10_000) this.organizations.clear();
      this.organizations.set(id, { org, until: Date.now() + this.organizationCacheMs });
    }
    return org;
  }

  async findOrganizationBySlug(slug: string): Promise<Organization | null> {
    const doc = await this.models.Organizations.findOne({ slug }).lean();
    return doc ? toOrganization(doc) : null;
  }

  async insertToken({ id, ...token }: ApiToken): Promise<void> {
    await this.models.Tokens.create({ _id: id, ...token });
  }

  async findTokenByHash(hash: string): Promise<ApiToken | null> {
    const doc = await this.models.Tokens.findOne({ hash }).lean();
    return doc ? toToken(doc) : null;
  }

  async findTokenById(id: string): Promise<ApiToken | null> {
    const doc = await this.models.Tokens.findById(id).lean();
    return doc ? this.withLastUse(toToken(doc)) : null;
  }

  async listTokens(organizationId: string): Promise<ApiToken[]> {
    const docs = await this.models.Tokens.find({ organizationId }).sort({ _id: 1 }).lean();
    return Promise.all(docs.map((doc) => this.withLastUse(toToken(doc))));
  }

  async setRevokedAt(id: string, at: Date): Promise<ApiToken | null> {
    const doc = await this.models.Tokens.findByIdAndUpdate(
      id,
      { $set: { revokedAt: at } },
      { returnDocument: 'after' },
    ).lean();
    return doc ? this.withLastUse(toToken(doc)) : null;
  }

  /** The token with its last use from token_uses (a read by `_id`; an organization has few tokens). */
  private async withLastUse(token: ApiToken): Promise<ApiToken> {
    const use = await this.models.TokenUses.findById(token.id).lean<StoredUse | null>();
    return use ? { ...token, lastUsedAt: use.lastUsedAt, lastUsedIp: use.lastUsedIp } : token;
  }

  async recordLastUse(uses: TokenUse[]): Promise<void> {
    if (!uses.length) return;
    const docs = uses.map((use) => ({ _id: use.tokenId, lastUsedAt: use.at, lastUsedIp: use.ip }));
    // A token's first use goes in; the others meet its `_id` and are stored, in the use's turn, only if
    // later than the stored one. (Not an upsert: FerretDB v1 ends an unordered batch at an upsert's
    // duplicate key.)
    const refused = await insertAll(this.models.TokenUses, docs);
    await Promise.all([...refused].map((i) => this.keepLater(docs[i]!)));
  }

  private async keepLater(use: { _id: string; lastUsedAt: Date; lastUsedIp: string }): Promise<void> {
    const read = () => this.models.TokenUses.findById(use._id).lean<StoredUse | null>();
    await this.turns.run(`token-use:${use._id}`, read, async (stored, turn) => {
      if (!stored || !turn || stored.lastUsedAt >= use.lastUsedAt) return;
      turn.fence();
      await this.models.TokenUses.updateOne(
        { _id: use._id },
        { $set: { lastUsedAt: use.lastUsedAt, lastUsedIp: use.lastUsedIp } },
      );
    });
  }
}
