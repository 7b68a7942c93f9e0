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
import { gramsOf, gramsOfTexts, searchGrams, textsOf } from './search-grams';
import { matchesSearch, matchesText } from './search-match';

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

/** Partitions a search reads at once to begin with (a partition of a busy organization holds ~40). */
const SEARCH_READ_AHEAD = 4;
/**
 * Companies a search reads from the newest partitions before it judges the term: a term that has not
 * filled the page by then is looked up by its rarest gram in what was read (see search).
 */
const SEARCH_SAMPLE = 200;
/**
 * At most this many matches in the sample (1%) make a term rare: the walk would read ~100 times what
 * its page lacks, while its rarest gram, carried by at most 2 × matches + 2 of the sample (3%), is
 * estimated at a small share of the organization.
 */
const RARE_IN_SAMPLE = 2;
/** Attempts of a name or domain change against concurrent changes of the other (see update). */
const UPDATE_ATTEMPTS = 5;

/** Ends a search's first walk once it has read its sample. */
class SampleRead extends Error {}

export class MongoCompanyRepository implements CompanyRepository {
  /** Concurrent creates (a batch import runs many) share one insert command (decision 0007). */
  private readonly inserts: GroupInsert<CompanyDocument>;

  constructor(private readonly models: CompanyModels) {
    this.inserts = new GroupInsert(models.Companies);
  }

  /**
   * Newest first, one time partition at a time (decisions 0020, 0021): a domain filter reads its one
   * company through the unique key; a plain list walks the organization's partitions, O(page) on
   * MongoDB and on FerretDB alike; a search (see search) walks them too, or reads a rare term's
   * companies through the search entries of its rarest gram.
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
   * A search (decision 0020) first walks the organization's partitions newest first, keeping the
   * matches: a frequent term fills its page within SEARCH_SAMPLE companies. A term that has not is
   * judged on what the walk read: a rare one (at most RARE_IN_SAMPLE matches) whose rarest gram is
   * about as rare in the sample is read through that gram (one indexed read of the search entries carrying
   * it); any other goes on walking to the page's end, which costs about the page over the term's
   * frequency, whatever the organization's size. A term shorter than a gram only walks.
   */
  private async search(
    organizationId: string,
    term: string,
    afterId: string | null,
    limit: number,
  ): Promise<Company[]> {
    const grams = searchGrams(term);
    const sample: CompanyDocument[] = [];
    let started = 0;
    let finished = 0;
    const walk = (sampling: boolean) =>
      pageByPartitions(
        this.models.Slots.partitionsDesc(organizationId, ALL, boundOf(afterId)),
        async (p: Partition) => {
          if (sampling) {
            // Reads in flight count at the size the finished ones had, so the sample stops near its size.
            const perRead = finished ? sample.length / finished : 0;
            if (
              sample.length >= SEARCH_SAMPLE ||
              (started - finished) * perRead + sample.length >= SEARCH_SAMPLE
            )
              throw new SampleRead();
            started++;
          }
          const docs = await this.partitionDocs(organizationId, p);
          if (sampling) {
            sample.push(...docs);
            finished++;
          }
          return docs.map(toCompany).filter((company) => matchesSearch(company, term));
        },
        afterId,
        limit,
        SEARCH_READ_AHEAD,
      );
    if (!grams.length) return walk(false);
    try {
      return await walk(true);
    } catch (err) {
      if (!(err instanceof SampleRead)) throw err;
    }
    const sampled = sample.map(gramsOf).map((grams) => new Set(grams));
    const carrying = (gram: string) => sampled.filter((grams) => grams.has(gram)).length;
    const [rarest] = grams.map((gram) => ({ gram, count: carrying(gram) })).sort((a, b) => a.count - b.count);
    const matched = sample.filter((doc) => matchesSearch(doc, term)).length;
    if (matched > RARE_IN_SAMPLE || rarest!.count > 2 * matched + 2) return walk(false);
    return this.byGram(organizationId, rarest!.gram, term, afterId, limit);
  }

  /**
   * A page of the companies matching `term` among those whose search entry carries `gram`: the entries
   * (one indexed read) that match, newest first below the cursor, then their companies by id, checked
   * again (an entry may still hold a name the company had), until the page is full.
   */
  private async byGram(
    organizationId: string,
    gram: string,
    term: string,
    afterId: string | null,
    limit: number,
  ): Promise<Company[]> {
    const entries = await this.models.SearchEntries.find({ organizationId, grams: gram })
      .select({ texts: 1 })
      .lean<{ _id: string; texts: string[] }[]>();
    const candidates = entries
      .filter((e) => (afterId === null || e._id < afterId) && e.texts.some((t) => matchesText(t, term)))
      .map((e) => e._id)
      .sort()
      .reverse();
    const out: Company[] = [];
    while (candidates.length && out.length < limit) {
      const ids = candidates.splice(0, limit - out.length);
      const companies = await Promise.all(ids.map((id) => this.findById(organizationId, id)));
      for (const company of companies) if (company && matchesSearch(company, term)) out.push(company);
    }
    return out;
  }

  private partitionDocs(organizationId: string, { level, key }: Partition): Promise<CompanyDocument[]> {
    return this.models.Companies.find({ organizationId, slots: partitionKey(level, key) })
      .select({ slots: 0 })
      .lean<CompanyDocument[]>()
      .exec();
  }

  private async inPartition(organizationId: string, partition: Partition): Promise<Company[]> {
    return (await this.partitionDocs(organizationId, partition)).map(toCompany);
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
    // So is its search entry: an entry whose company was refused is skipped by the search that finds it.
    await this.models.Slots.ensure(company.organizationId, [ALL], [id], { created: true });
    await this.writeEntry(company.organizationId, id, textsOf(company));
    try {
      await this.inserts.insert({
        _id: id,
        ...company,
        domainKey: company.domain ?? id,
        slots: partitionsOf(id),
      });
      return 'inserted';
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      await this.models.SearchEntries.deleteOne({ _id: id, organizationId: company.organizationId });
      return 'duplicate_domain';
    }
  }

  async update(organizationId: string, id: string, changes: CompanyChanges): Promise<UpdateOutcome> {
    const set: Record<string, unknown> = { ...changes };
    if (changes.domain !== undefined) set.domainKey = changes.domain ?? id;
    const renames = changes.name !== undefined || changes.domain !== undefined;
    try {
      for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt++) {
        // A change of the name or the domain first gives the search entry the texts of both the
        // company as read and as changed, then changes the company if it still is as read (a
        // concurrent change of the other field makes it try again): the entry always holds what the
        // company is, and a search checks the company itself.
        const guard: Record<string, unknown> = { _id: id, organizationId };
        if (renames) {
          const current = await this.findById(organizationId, id);
          if (!current) return { kind: 'not_found' };
          const name = changes.name ?? current.name;
          const domain = changes.domain !== undefined ? changes.domain : current.domain;
          await this.writeEntry(organizationId, id, [
            ...new Set([...textsOf(current), ...textsOf({ name, domain })]),
          ]);
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
    // After the company: a crash in between leaves an entry the search skips.
    await this.models.SearchEntries.deleteOne({ _id: id, organizationId });
    return result.deletedCount === 1;
  }

  private async writeEntry(organizationId: string, id: string, texts: string[]): Promise<void> {
    await this.models.SearchEntries.updateOne(
      { _id: id },
      { $set: { organizationId, texts, grams: gramsOfTexts(texts) } },
      { upsert: true },
    );
  }
}
