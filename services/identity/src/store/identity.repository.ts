import type { IdentityRepository } from '../domain/identity.ports';
import type { ApiToken, Organization, TokenUse } from '../domain/identity.types';
import type { IdentityModels } from './identity.models';

type WithId<T> = T & { _id: string };

const toOrganization = ({ _id, ...rest }: WithId<Omit<Organization, 'id'>>): Organization => ({
  id: _id,
  ...rest,
});
const toToken = ({ _id, ...rest }: WithId<Omit<ApiToken, 'id'>>): ApiToken => ({ id: _id, ...rest });

export class MongoIdentityRepository implements IdentityRepository {
  /**
   * Every authenticated request needs its token's organization, which changes rarely, so it is kept
   * for `organizationCacheMs`. Tokens are never cached: a revocation applies on the next request.
   */
  private readonly organizations = new Map<string, { org: Organization; until: number }>();

  constructor(
    private readonly models: IdentityModels,
    private readonly organizationCacheMs = 0,
  ) {}

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
    return doc ? toToken(doc) : null;
  }

  async listTokens(organizationId: string): Promise<ApiToken[]> {
    const docs = await this.models.Tokens.find({ organizationId }).sort({ _id: 1 }).lean();
    return docs.map(toToken);
  }

  async setRevokedAt(id: string, at: Date): Promise<ApiToken | null> {
    const doc = await this.models.Tokens.findByIdAndUpdate(
      id,
      { $set: { revokedAt: at } },
      { returnDocument: 'after' },
    ).lean();
    return doc ? toToken(doc) : null;
  }

  async recordLastUse(uses: TokenUse[]): Promise<void> {
    if (!uses.length) return;
    await this.models.Tokens.bulkWrite(
      uses.map((use) => ({
        updateOne: {
          // Several gateways report: a later use already stored wins.
          filter: { _id: use.tokenId, $or: [{ lastUsedAt: null }, { lastUsedAt: { $lt: use.at } }] },
          update: { $set: { lastUsedAt: use.at, lastUsedIp: use.ip } },
        },
      })),
      { ordered: false },
    );
  }
}
