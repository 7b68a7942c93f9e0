import { isDuplicateKey } from '@rapport/platform';
import {
  ALL,
  boundOf,
  GroupInsert,
  type Partition,
  pageByPartitions,
  partitionKey,
  partitionsOf,
} from '@rapport/platform/mongo';
import type { CompanyRepository } from '../domain/companies.ports';
import type { Company, CompanyChanges, ListQuery, UpdateOutcome } from '../domain/company.types';
import type { CompanyDocument, CompanyModels } from './company.models';
import { matchesSearch } from './search-match';

const toCompany = ({ _id, domainKey: _key, slots: _slots, ...doc }: CompanyDocument): Company => ({
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

/** Partitions a search reads at once. */
const SEARCH_READ_AHEAD = 8;

export class MongoCompanyRepository implements CompanyRepository {
  /** Concurrent creates (a batch import runs many) share one insert command (decision 0007). */
  private readonly inserts: GroupInsert<CompanyDocument>;

  constructor(private readonly models: CompanyModels) {
    this.inserts = new GroupInsert(models.Companies);
  }

  /**
   * Newest first, one time partition at a time (decisions 0020, 0021): a domain filter reads its one
   * company through the unique key; a plain list walks the organization's partitions, O(page) on
   * MongoDB and on FerretDB alike; a search walks the same partitions keeping the matches.
   */
  async list(query: ListQuery): Promise<Company[]> {
    const { organizationId, afterId, search, domain } = query;
    if (domain) {
      const company = await this.findByDomain(organizationId, domain);
      return company &&
        (afterId === null || company.id < afterId) &&
        (!search || matchesSearch(company, search))
        ? [company]
        : [];
    }
    const partitions = this.models.Slots.partitionsDesc(organizationId, ALL, boundOf(afterId));
    if (!search) {
      return pageByPartitions(partitions, (p) => this.inPartition(organizationId, p), afterId, query.limit);
    }
    // A search keeps the matches of the same partitions, read several at once: a frequent term fills
    // a page from the newest partitions; a rare one reads the organization.
    const matching = async (p: Partition) =>
      (await this.inPartition(organizationId, p)).filter((company) => matchesSearch(company, search));
    return pageByPartitions(partitions, matching, afterId, query.limit, SEARCH_READ_AHEAD);
  }

  private async inPartition(organizationId: string, { level, key }: Partition): Promise<Company[]> {
    const docs = await this.models.Companies.find({
      organizationId,
      slots: partitionKey(level, key),
    }).lean<CompanyDocument[]>();
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
    // Directory entries first: a stored company is always reachable by lists and searches. Entries of
    // a company that is then refused cost a reader one slot read, never a wrong answer.
    await this.models.Slots.ensure(company.organizationId, [ALL], [id]);
    try {
      await this.inserts.insert({
        _id: id,
        ...company,
        domainKey: company.domain ?? id,
        slots: partitionsOf(id),
      });
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
