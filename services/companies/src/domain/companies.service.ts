import {
  buildEvent,
  conflict,
  decodeCursor,
  invalid,
  isUuid,
  type Logger,
  newId,
  notFound,
  pageLimit,
  type RecordTurns,
  requireOrganization,
  runKeyedBatch,
  toPage,
} from '@rapport/platform';
import type { CompanyEvents, CompanyRepository } from './companies.ports';
import { checkPatch } from './company.rules';
import {
  COMPANY_CREATED,
  COMPANY_DELETED,
  COMPANY_UPDATED,
  type Company,
  type CompanyChanges,
  type CompanyPatch,
} from './company.types';
import { DOMAIN_RULE, normalizeDomain } from './domain-name';

export const MAX_SEARCH_LENGTH = 100;
/** Rounds of "find by domain, else insert" before an upsert gives up (each lost race is one round). */
const UPSERT_ROUNDS = 5;
/** Upserts of one batch in flight at once, well below the store pool (decision 0006). */
const BATCH_CONCURRENCY = 6;

/** What an upsert did; `matchedOn` names the key of the company it updated (null: created). */
export interface Upserted {
  company: Company;
  created: boolean;
  matchedOn: 'domain' | null;
}

export interface ListInput {
  organizationId: string;
  cursor?: string;
  limit?: number;
  domain?: string;
  search?: string;
}

const companyNotFound = () => notFound('company not found');
/** The key of a company's turns (decision 0030). */
export const companyTurnKey = (id: string) => `company:${id}`;
const domainTaken = () => conflict('domain is already used by another company of the organization');

export class CompaniesService {
  constructor(
    private readonly repo: CompanyRepository,
    private readonly events: CompanyEvents,
    private readonly logger: Logger,
    /** Each company's writes one at a time, their events recorded in that order (decision 0030). */
    private readonly turns: RecordTurns,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(input: ListInput): Promise<{ data: Company[]; nextCursor: string }> {
    const organizationId = requireOrganization(input.organizationId);
    const afterId = decodeCursor(input.cursor);
    const limit = pageLimit(input.limit);
    let domain: string | undefined;
    if (input.domain !== undefined) {
      domain = normalizeDomain(input.domain) ?? undefined;
      if (!domain) throw invalid([DOMAIN_RULE]);
    }
    const search = input.search?.trim() || undefined;
    if (search && search.length > MAX_SEARCH_LENGTH) {
      throw invalid([`search must be at most ${MAX_SEARCH_LENGTH} characters`]);
    }
    const rows = await this.repo.list({ organizationId, afterId, limit: limit + 1, domain, search });
    return toPage(rows, limit);
  }

  async get(organizationId: string, id: string): Promise<Company> {
    requireOrganization(organizationId);
    const company = isUuid(id) ? await this.repo.findById(organizationId, id) : null;
    if (!company) throw companyNotFound();
    return company;
  }

  /**
   * Updates the company of the organization that holds the patch's domain, or creates one. Without
   * a domain there is nothing to match on, so it creates. Under concurrency the unique index on the
   * domain lets one insert win; the others update the winner.
   */
  async upsert(organizationId: string, patch: CompanyPatch): Promise<Upserted> {
    requireOrganization(organizationId);
    const changes = checked(patch);
    if (!changes.domain) {
      const company = await this.create(organizationId, changes);
      if (!company) throw new Error('a company without a domain cannot collide on insert');
      return { company, created: true, matchedOn: null };
    }
    for (let round = 0; round < UPSERT_ROUNDS; round++) {
      const existing = await this.repo.findByDomain(organizationId, changes.domain);
      if (existing) {
        const updated = await this.apply(existing, changes);
        if (updated) return { company: updated, created: false, matchedOn: 'domain' };
        continue; // deleted meanwhile: try again
      }
      const created = await this.create(organizationId, changes);
      if (created) return { company: created, created: true, matchedOn: null };
    }
    throw new Error(`upsert of domain ${changes.domain} did not settle after ${UPSERT_ROUNDS} rounds`);
  }

  /**
   * Up to 100 upserts, each exactly as `upsert` (rules, events), one outcome per input in order: a
   * failing input fails only its own. Inputs with one domain run in order, the others a few at a time.
   * None starts once `signal` aborted (the caller left).
   */
  upsertMany(
    organizationId: string,
    patches: CompanyPatch[],
    signal?: AbortSignal,
  ): Promise<PromiseSettledResult<Upserted>[]> {
    const keysOf = (patch: CompanyPatch) => {
      const domain = typeof patch.domain === 'string' ? normalizeDomain(patch.domain) : null;
      return domain ? [domain] : [];
    };
    return runKeyedBatch(
      patches,
      keysOf,
      BATCH_CONCURRENCY,
      (patch) => this.upsert(organizationId, patch),
      signal,
    );
  }

  async update(organizationId: string, id: string, patch: CompanyPatch): Promise<Company> {
    const current = await this.get(organizationId, id);
    const changes = checked(patch);
    if (changes.domain && changes.domain !== current.domain) {
      const holder = await this.repo.findByDomain(organizationId, changes.domain);
      if (holder && holder.id !== id) throw domainTaken();
    }
    const updated = await this.apply(current, changes);
    if (!updated) throw companyNotFound();
    return updated;
  }

  /**
   * Deletes the company and reports company.deleted. The event is saved before the delete, so a
   * delete that was acknowledged always has its event on record, even if the broker is down or the
   * process dies right after; a delete that certainly did not happen discards it.
   */
  async delete(organizationId: string, id: string): Promise<void> {
    await this.get(organizationId, id);
    // In the company's turn: the deletion is its last change, recorded after every earlier one.
    await this.turns.run(
      companyTurnKey(id),
      () => this.repo.findById(organizationId, id),
      async (current, turn) => {
        if (!current || !turn) throw companyNotFound();
        const event = buildEvent(COMPANY_DELETED, organizationId, { companyId: id, version: turn.n });
        await this.events.stage(event);
        // If the delete fails with an unknown outcome the saved event stays: the relay publishes it
        // when the company is gone and drops it when it is not.
        turn.fence();
        const deleted = await this.repo.delete(organizationId, id);
        if (!deleted) {
          await this.events.discard(event);
          throw companyNotFound();
        }
        await this.events.dispatch(event);
      },
    );
  }

  /** Creates, or returns null when another company of the organization got the domain first. */
  private async create(organizationId: string, changes: CompanyChanges): Promise<Company | null> {
    if (changes.name === undefined) throw invalid(['name should not be empty']);
    const at = this.now();
    const company: Company = {
      id: newId(),
      organizationId,
      name: changes.name,
      domain: changes.domain ?? null,
      description: changes.description ?? null,
      industry: changes.industry ?? null,
      size: changes.size ?? null,
      website: changes.website ?? null,
      city: changes.city ?? null,
      state: changes.state ?? null,
      country: changes.country ?? null,
      categories: changes.categories ?? [],
      customFields: changes.customFields ?? {},
      createdAt: at,
      updatedAt: at,
      version: 1,
    };
    // Its first turn: an upsert that finds it waits until company.created is recorded.
    return this.turns.runNew([companyTurnKey(company.id)], async () => {
      if ((await this.repo.insert(company)) === 'duplicate_domain') return null;
      await this.report(COMPANY_CREATED, company);
      return company;
    });
  }

  /**
   * Writes the fields that differ from the company as it is in its turn (`known` may be older);
   * null when the company is gone. 409 when the domain is taken.
   */
  private async apply(known: Company, changes: CompanyChanges): Promise<Company | null> {
    const { organizationId, id } = known;
    return this.turns.run(
      companyTurnKey(id),
      () => this.repo.findById(organizationId, id),
      async (current, turn) => {
        if (!current || !turn) return null;
        const diff = differences(current, changes);
        if (!Object.keys(diff).length) return current;
        turn.fence();
        const outcome = await this.repo.update(organizationId, id, {
          ...diff,
          updatedAt: this.now(),
          version: turn.n,
        });
        switch (outcome.kind) {
          case 'updated':
            await this.report(COMPANY_UPDATED, outcome.company, Object.keys(diff));
            return outcome.company;
          case 'not_found':
            return null;
          case 'duplicate_domain':
            throw domainTaken();
        }
      },
      known,
    );
  }

  /** company.created and company.updated follow the write; a failure here never fails the write. */
  private async report(type: string, company: Company, changed?: string[]): Promise<void> {
    const event = buildEvent(type, company.organizationId, {
      companyId: company.id,
      version: company.version ?? 0,
      company: snapshot(company),
      ...(changed ? { changed } : {}),
    });
    try {
      await this.events.stage(event);
    } catch (err) {
      this.logger.error({ err, eventId: event.id, type }, 'could not save event: it will not be published');
      return;
    }
    await this.events.dispatch(event);
  }
}

function checked(patch: CompanyPatch): CompanyChanges {
  const { changes, errors } = checkPatch(patch);
  if (errors.length) throw invalid(errors);
  return changes;
}

function differences(current: Company, changes: CompanyChanges): CompanyChanges {
  const diff: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    const before = current[field as keyof Company];
    if (JSON.stringify(before) !== JSON.stringify(value)) diff[field] = value;
  }
  return diff as CompanyChanges;
}

/** The company as event data: the REST record's fields, timestamps as ISO strings. */
function snapshot(company: Company) {
  const { organizationId: _org, version: _version, createdAt, updatedAt, ...fields } = company;
  return { ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}
