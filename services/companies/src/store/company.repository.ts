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
import { gramsOf, searchGrams } from './search-grams';
import { matchesSearch } from './search-match';

const toCompany = ({
  _id,
  domainKey: _key,
  slots: _slots,
  grams: _grams,
  ...doc
}: CompanyDocument): Company => ({
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
/** A search races its walk of the partitions against the companies of this many of its grams. */
const SEARCH_GRAMS = 3;
/** Companies of one gram read per round, and the most read of one gram before it is given up. */
const GRAM_BATCH = 100;
const GRAM_CAP = 5_000;
/** Attempts of a name or domain change against concurrent changes of the other (see update). */
const UPDATE_ATTEMPTS = 5;

/** Thrown into a search's walk once its gram read has answered. */
class SearchDone extends Error {}

export class MongoCompanyRepository implements CompanyRepository {
  /** Concurrent creates (a batch import runs many) share one insert command (decision 0007). */
  private readonly inserts: GroupInsert<CompanyDocument>;

  constructor(private readonly models: CompanyModels) {
    this.inserts = new GroupInsert(models.Companies);
  }

  /**
   * Newest first, one time partition at a time (decisions 0020, 0021): a domain filter reads its one
   * company through the unique key; a plain list walks the organization's partitions, O(page) on
   * MongoDB and on FerretDB alike; a search (see search) also reads the companies of its grams.
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
    if (search) return this.search(organizationId, search, afterId, query.limit);
    const partitions = this.models.Slots.partitionsDesc(organizationId, ALL, boundOf(afterId));
    return pageByPartitions(partitions, (p) => this.inPartition(organizationId, p), afterId, query.limit);
  }

  /**
   * A search (decision 0020) races two reads and answers with the first that finishes: the walk of
   * the organization's partitions keeping the matches, which a frequent term ends soon, and the
   * companies carrying each of up to three of the term's grams, read a batch per gram per round, of
   * which the first gram read to the end holds every match, which a rare term ends soon. The loser
   * stops at its next read. A term shorter than a gram only walks.
   */
  private async search(
    organizationId: string,
    term: string,
    afterId: string | null,
    limit: number,
  ): Promise<Company[]> {
    const stop = new AbortController();
    const matching = async (p: Partition) => {
      if (stop.signal.aborted) throw new SearchDone();
      return (await this.inPartition(organizationId, p)).filter((company) => matchesSearch(company, term));
    };
    const partitions = this.models.Slots.partitionsDesc(organizationId, ALL, boundOf(afterId));
    const walk = pageByPartitions(partitions, matching, afterId, limit, SEARCH_READ_AHEAD);
    const grams = searchGrams(term, SEARCH_GRAMS);
    if (!grams.length) return walk;
    const byGram = this.smallestGramSet(organizationId, grams, stop.signal).then((companies) =>
      companies === null
        ? walk
        : companies
            .filter((c) => matchesSearch(c, term) && (afterId === null || c.id < afterId))
            .sort((a, b) => (a.id < b.id ? 1 : -1))
            .slice(0, limit),
    );
    try {
      return await Promise.race([walk, byGram]);
    } finally {
      stop.abort();
      walk.catch(() => undefined);
      byGram.catch(() => undefined);
    }
  }

  /**
   * The companies of whichever of `grams` has the fewest, found by reading each gram's companies a
   * batch at a time, in rounds, until one gram's are all read (O(grams × that gram's companies)); null
   * when every gram has more than GRAM_CAP, or the search ended first.
   */
  private async smallestGramSet(
    organizationId: string,
    grams: string[],
    stopped: AbortSignal,
  ): Promise<Company[] | null> {
    const reads = grams.map((gram) => ({
      cursor: this.models.Companies.find({ organizationId, grams: gram })
        .batchSize(GRAM_BATCH)
        .lean<CompanyDocument[]>()
        .cursor(),
      docs: [] as CompanyDocument[],
      ended: false,
    }));
    const batch = async (read: (typeof reads)[number]) => {
      for (let n = 0; n < GRAM_BATCH; n++) {
        const doc = (await read.cursor.next()) as CompanyDocument | null;
        if (!doc) {
          read.ended = true;
          return;
        }
        read.docs.push(doc);
      }
    };
    try {
      let open = reads;
      while (open.length && !stopped.aborted) {
        await Promise.all(open.map(batch));
        const done = open.filter((read) => read.ended).sort((a, b) => a.docs.length - b.docs.length)[0];
        if (done) return done.docs.map(toCompany);
        open = open.filter((read) => read.docs.length < GRAM_CAP);
      }
      return null;
    } finally {
      await Promise.all(reads.map((read) => read.cursor.close().catch(() => undefined)));
    }
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
        grams: gramsOf(company),
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
    const renames = changes.name !== undefined || changes.domain !== undefined;
    try {
      for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt++) {
        // A change of the name or the domain writes the grams of both in the same update, guarded by
        // the values they were computed from: a concurrent change of the other field makes it retry.
        const guard: Record<string, unknown> = { _id: id, organizationId };
        if (renames) {
          const current = await this.findById(organizationId, id);
          if (!current) return { kind: 'not_found' };
          const name = changes.name ?? current.name;
          const domain = changes.domain !== undefined ? changes.domain : current.domain;
          set.grams = gramsOf({ name, domain });
          guard.name = current.name;
          guard.domain = current.domain;
        }
        const doc = await this.models.Companies.findOneAndUpdate(
          guard,
          { $set: set },
          { returnDocument: 'after' },
        ).lean<CompanyDocument>();
        if (doc) return { kind: 'updated', company: toCompany(doc) };
        if (!renames) return { kind: 'not_found' };
      }
      throw new Error(`company ${id}: its name or domain kept changing under ${UPDATE_ATTEMPTS} updates`);
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
