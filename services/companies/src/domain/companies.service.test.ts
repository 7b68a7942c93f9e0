import type { EventEnvelope } from '@rapport/platform';
import { createLogger, DomainError, MemoryTurnStore, RecordTurns } from '@rapport/platform';
import type { CompanyEvents, CompanyRepository } from './companies.ports';
import { CompaniesService } from './companies.service';
import type { Company, CompanyChanges, UpdateOutcome } from './company.types';

const ORG = 'org-1';

/** In-memory repository; `beforeInsert` lets a test slip a competing write in. */
class MemoryRepository implements CompanyRepository {
  rows = new Map<string, Company>();
  beforeInsert?: (company: Company) => void;
  list = async () => [...this.rows.values()];
  findById = async (org: string, id: string) => {
    const row = this.rows.get(id);
    return row && row.organizationId === org ? row : null;
  };
  findByDomain = async (org: string, domain: string) =>
    [...this.rows.values()].find((c) => c.organizationId === org && c.domain === domain) ?? null;
  insert = async (company: Company) => {
    this.beforeInsert?.(company);
    if (company.domain && (await this.findByDomain(company.organizationId, company.domain)))
      return 'duplicate_domain' as const;
    this.rows.set(company.id, company);
    return 'inserted' as const;
  };
  update = async (org: string, id: string, changes: CompanyChanges): Promise<UpdateOutcome> => {
    const row = await this.findById(org, id);
    if (!row) return { kind: 'not_found' };
    const updated = { ...row, ...changes };
    this.rows.set(id, updated);
    return { kind: 'updated', company: updated };
  };
  delete = async (org: string, id: string) => Boolean((await this.findById(org, id)) && this.rows.delete(id));
}

class RecordingEvents implements CompanyEvents {
  log: string[] = [];
  stage = async (e: EventEnvelope) => void this.log.push(`stage ${e.type}`);
  dispatch = async (e: EventEnvelope) => void this.log.push(`dispatch ${e.type}`);
  discard = async (e: EventEnvelope) => void this.log.push(`discard ${e.type}`);
}

describe('CompaniesService', () => {
  let repo: MemoryRepository;
  let events: RecordingEvents;
  let sut: CompaniesService;
  beforeEach(() => {
    repo = new MemoryRepository();
    events = new RecordingEvents();
    sut = new CompaniesService(
      repo,
      events,
      createLogger('test', 'silent'),
      new RecordTurns(new MemoryTurnStore()),
    );
  });

  it('when another upsert inserts the domain first, then this one updates the winner', async () => {
    repo.beforeInsert = (mine) => {
      repo.beforeInsert = undefined;
      repo.rows.set('winner', { ...mine, id: 'winner', name: 'Winner' });
    };
    const result = await sut.upsert(ORG, { name: 'Loser', domain: 'race.io', city: 'Oslo' });
    expect(result.created).toBe(false);
    expect(result.company).toMatchObject({ id: 'winner', name: 'Loser', city: 'Oslo' });
    expect(repo.rows.size).toBe(1);
    expect(events.log).toEqual(['stage company.updated', 'dispatch company.updated']);
  });

  it('when a company is deleted, then its event is staged before the delete and dispatched after', async () => {
    const { company } = await sut.upsert(ORG, { name: 'Gone' });
    events.log = [];
    const realDelete = repo.delete;
    repo.delete = async (org, id) => {
      events.log.push('delete');
      return realDelete(org, id);
    };
    await sut.delete(ORG, company.id);
    expect(events.log).toEqual(['stage company.deleted', 'delete', 'dispatch company.deleted']);
  });

  it('when the company vanishes between the read and the delete, then the staged event is discarded', async () => {
    const { company } = await sut.upsert(ORG, { name: 'Racing' });
    events.log = [];
    repo.delete = async () => false;
    await expect(sut.delete(ORG, company.id)).rejects.toThrow('company not found');
    expect(events.log).toEqual(['stage company.deleted', 'discard company.deleted']);
  });

  it('when the delete fails with an unknown outcome, then the staged event is kept for the relay', async () => {
    const { company } = await sut.upsert(ORG, { name: 'Unknown' });
    events.log = [];
    repo.delete = async () => {
      throw new Error('connection reset');
    };
    await expect(sut.delete(ORG, company.id)).rejects.toThrow('connection reset');
    expect(events.log).toEqual(['stage company.deleted']);
  });

  it('when the event cannot be staged, then the delete does not happen', async () => {
    const { company } = await sut.upsert(ORG, { name: 'Kept' });
    events.stage = async () => {
      throw new Error('store down');
    };
    await expect(sut.delete(ORG, company.id)).rejects.toThrow('store down');
    expect(repo.rows.has(company.id)).toBe(true);
  });

  it('when a write changes nothing, then nothing is written or reported', async () => {
    const { company } = await sut.upsert(ORG, { name: 'Same', domain: 'same.com', categories: ['a'] });
    events.log = [];
    const again = await sut.upsert(ORG, { name: 'Same', domain: 'SAME.com', categories: ['a'] });
    expect(again).toEqual({ company, created: false, matchedOn: 'domain' });
    expect(events.log).toEqual([]);
  });

  it('when the organization is missing, then every call is invalid', async () => {
    await expect(sut.get('', 'x')).rejects.toBeInstanceOf(DomainError);
    await expect(sut.list({ organizationId: '' })).rejects.toThrow('organizationId should not be empty');
  });
});
