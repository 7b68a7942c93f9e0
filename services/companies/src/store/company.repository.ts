import { isDuplicateKey } from '@rapport/platform';
import type { CompanyRepository } from '../domain/companies.ports';
import type { Company, CompanyChanges, ListQuery, UpdateOutcome } from '../domain/company.types';
import type { CompanyDocument, CompanyModels } from './company.models';

const toCompany = ({ _id, domainKey: _key, ...doc }: CompanyDocument): Company => ({
  ...doc,
  id: _id,
  domain: doc.domain ?? null,
  description: doc.description ?? null,
  industry: doc.industry ?? null,
  size: doc.size ?? null,
  website: doc.website ?? null,
  city: doc.city ?? null,
  state: doc.state ?? null,
  country: doc.country ?? null,
  categories: doc.categories ?? [],
  customFields: doc.customFields ?? {},
});

/** Text used inside a regular expression as a literal (RE2 on FerretDB, PCRE on MongoDB). */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class MongoCompanyRepository implements CompanyRepository {
  constructor(private readonly models: CompanyModels) {}

  async list(query: ListQuery): Promise<Company[]> {
    const filter: Record<string, unknown> = { organizationId: query.organizationId };
    if (query.afterId) filter._id = { $lt: query.afterId };
    // A domainKey that is a company id never looks like a domain, so this matches domains only.
    if (query.domain) filter.domainKey = query.domain;
    if (query.search) {
      const pattern = { $regex: escapeRegex(query.search), $options: 'i' };
      filter.$or = [{ name: pattern }, { domain: pattern }];
    }
    const docs = await this.models.Companies.find(filter)
      .sort({ _id: -1 })
      .limit(query.limit)
      .lean<CompanyDocument[]>();
    return docs.map(toCompany);
  }

  async findById(organizationId: string, id: string): Promise<Company | null> {
    const doc = await this.models.Companies.findOne({ _id: id, organizationId }).lean<CompanyDocument>();
    return doc ? toCompany(doc) : null;
  }

  async findByDomain(organizationId: string, domain: string): Promise<Company | null> {
    const doc = await this.models.Companies.findOne({
      organizationId,
      domainKey: domain,
    }).lean<CompanyDocument>();
    return doc ? toCompany(doc) : null;
  }

  async insert({ id, ...company }: Company): Promise<'inserted' | 'duplicate_domain'> {
    try {
      await this.models.Companies.create({ _id: id, ...company, domainKey: company.domain ?? id });
      return 'inserted';
    } catch (err) {
      if (isDuplicateKey(err)) return 'duplicate_domain';
      throw err;
    }
  }

  async update(organizationId: string, id: string, changes: CompanyChanges): Promise<UpdateOutcome> {
    const set: Record<string, unknown> = { ...changes };
    if (changes.domain !== undefined) set.domainKey = changes.domain ?? id;
    try {
      const doc = await this.models.Companies.findOneAndUpdate(
        { _id: id, organizationId },
        { $set: set },
        { returnDocument: 'after' },
      ).lean<CompanyDocument>();
      return doc ? { kind: 'updated', company: toCompany(doc) } : { kind: 'not_found' };
    } catch (err) {
      if (isDuplicateKey(err)) return { kind: 'duplicate_domain' };
      throw err;
    }
  }

  async delete(organizationId: string, id: string): Promise<boolean> {
    const result = await this.models.Companies.deleteOne({ _id: id, organizationId });
    return result.deletedCount === 1;
  }
}
