import { createLogger } from '@rapport/platform';
import type {
  Campaign,
  CampaignOutcome,
  CampaignRun,
  DeliveryJob,
  FanoutJob,
  Recipient,
  RecipientState,
} from './campaign.types';
import { CampaignCompletion, finalStatus } from './campaign-completion';
import type { ContactFields } from './email.types';
import { FanoutService } from './fanout.service';

const logger = createLogger('test', 'silent');
const ORG = 'org-1';
const person = (n: number, email: string | null = `p${n}@example.test`): ContactFields => ({
  id: `person-${String(n).padStart(3, '0')}`,
  email,
  name: `P ${n}`,
});

/** The stores as the unique indexes make them: a second run, outcome or recipient is refused. */
class MemoryStore {
  campaign: Campaign;
  run: CampaignRun | null = null;
  outcome: CampaignOutcome | null = null;
  readonly recipients = new Map<string, Recipient>();
  /** Completion checks that reached the store (each starts with hasPending). */
  queries = 0;

  constructor(audience: Campaign['audience']) {
    const now = new Date();
    this.campaign = {
      id: 'c-1',
      organizationId: ORG,
      name: 'N',
      templateId: 't',
      audience,
      status: 'sending',
      stats: null,
      createdAt: now,
      updatedAt: now,
      sentAt: null,
    };
  }

  campaigns = {
    insert: async () => undefined,
    list: async () => [],
    findById: async () => this.campaign,
    update: async (_org: string, _id: string, changes: Partial<Campaign>) => {
      this.campaign = { ...this.campaign, ...changes };
      return this.campaign;
    },
  };

  runs = {
    tryInsertRun: async () => false,
    findRun: async () => this.run,
    saveProgress: async (_org: string, _id: string, progress: Partial<CampaignRun>) => {
      this.run = { ...this.run!, ...progress };
    },
    settleOutcome: async (outcome: CampaignOutcome) => {
      this.outcome ??= outcome;
      return this.outcome;
    },
  };

  recipientRepo = {
    insertNew: async (rows: Recipient[]) => {
      for (const row of rows) {
        const taken = [...this.recipients.values()].some((r) => r.personId === row.personId);
        if (!taken) this.recipients.set(row.id, row);
      }
    },
    findForPeople: async (_org: string, _c: string, ids: string[]) =>
      [...this.recipients.values()].filter((r) => ids.includes(r.personId)),
    findById: async (_org: string, id: string) => this.recipients.get(id) ?? null,
    finish: async (_org: string, id: string, outcome: { state: RecipientState; error: string | null }) => {
      this.recipients.set(id, { ...this.recipients.get(id)!, ...outcome });
    },
    hasPending: async () => {
      this.queries++;
      return [...this.recipients.values()].some((r) => r.state === 'pending');
    },
    count: async () => {
      const rows = [...this.recipients.values()];
      const n = (state: RecipientState) => rows.filter((r) => r.state === state).length;
      return { recipients: rows.length, sent: n('sent'), failed: n('failed'), skipped: n('skipped') };
    },
    deleteForPerson: async () => 0,
  };
}

function setup(audience: Campaign['audience'], everyone: ContactFields[]) {
  const store = new MemoryStore(audience);
  store.run = {
    campaignId: 'c-1',
    organizationId: ORG,
    runId: 'run-1',
    content: { templateId: 't', subject: 's', html: 'h', text: null },
    fanoutCursor: '',
    fanoutDoneAt: null,
    createdAt: new Date(),
  };
  const published: DeliveryJob[] = [];
  const people = {
    // Pages of 2, newest first, like ListPeople; the cursor is the last index.
    listPeople: async (_org: string, q: { cursor: string; limit: number }) => {
      const start = q.cursor ? Number(q.cursor) : 0;
      const next = start + q.limit;
      return { people: everyone.slice(start, next), nextCursor: next < everyone.length ? String(next) : '' };
    },
    findPerson: async (_org: string, id: string) => everyone.find((p) => p.id === id) ?? null,
    tagIds: async () => new Set<string>(),
  };
  const completion = new CampaignCompletion(store.campaigns, store.runs, store.recipientRepo, logger);
  const sut = new FanoutService(
    {
      campaigns: store.campaigns,
      runs: store.runs,
      recipients: store.recipientRepo,
      people,
      deliveries: { publishDeliveries: async (jobs) => void published.push(...jobs) },
      completion,
      logger,
    },
    { pageSize: 2, claimGraceMs: 1_000 },
  );
  const job: FanoutJob = {
    organizationId: ORG,
    campaignId: 'c-1',
    runId: 'run-1',
    publishedAt: new Date().toISOString(),
  };
  return { store, sut, job, published, completion, people };
}

describe('FanoutService', () => {
  it('when the job runs again from the start, then nobody gets a second recipient record and deliveries name the same ones', async () => {
    const everyone = [person(1), person(2), person(3, null), person(4), person(5)];
    const { store, sut, job, published } = setup({ type: 'all' }, everyone);
    expect(await sut.run(job)).toBe('done');
    // As if the first run died before saving any progress.
    store.run = { ...store.run!, fanoutCursor: '', fanoutDoneAt: null };
    expect(await sut.run(job)).toBe('done');
    const recipients = [...store.recipients.values()];
    expect(recipients.map((r) => [r.personId, r.state])).toEqual([
      ['person-001', 'pending'],
      ['person-002', 'pending'],
      ['person-003', 'skipped'],
      ['person-004', 'pending'],
      ['person-005', 'pending'],
    ]);
    const ids = published.map((d) => d.recipientId);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(4);
    expect(store.campaign.status).toBe('sending');
  });

  it('when a page fails after others succeeded, then the job asks to continue from the saved cursor', async () => {
    const everyone = [person(1), person(2), person(3), person(4), person(5)];
    const { store, sut, job, people } = setup({ type: 'all' }, everyone);
    const list = people.listPeople;
    people.listPeople = async (org, q) => {
      if (q.cursor === '2') throw new Error('contacts unavailable');
      return list(org, q);
    };
    expect(await sut.run(job)).toBe('continue');
    expect(store.run).toMatchObject({ fanoutCursor: '2', fanoutDoneAt: null });
    people.listPeople = list;
    expect(await sut.run(job)).toBe('done');
    expect(store.recipients.size).toBe(5);
    people.listPeople = async () => {
      throw new Error('contacts unavailable');
    };
    store.run = { ...store.run!, fanoutCursor: '', fanoutDoneAt: null };
    await expect(sut.run(job)).rejects.toThrow('contacts unavailable');
  });

  it('when the audience is a list of people, then it pages by position and leaves out people deleted since', async () => {
    const everyone = [person(1), person(2), person(4)];
    const { store, sut, job } = setup(
      { type: 'people', contactIds: ['person-001', 'person-003', 'person-004'] },
      everyone,
    );
    await sut.run(job);
    expect([...store.recipients.values()].map((r) => r.personId)).toEqual(['person-001', 'person-004']);
    expect(store.run!.fanoutDoneAt).toBeInstanceOf(Date);
  });

  it('when the job belongs to no run, then it waits while young and is dropped after; another run id is dropped', async () => {
    const { store, sut, job } = setup({ type: 'all' }, [person(1)]);
    expect(await sut.run({ ...job, runId: 'lost-the-claim' })).toBe('dropped');
    store.run = null;
    expect(await sut.run(job)).toBe('wait');
    expect(await sut.run({ ...job, publishedAt: new Date(Date.now() - 5_000).toISOString() })).toBe(
      'dropped',
    );
    expect(store.recipients.size).toBe(0);
  });

  it('when nobody of the audience has an address, then the campaign ends sent with everyone skipped', async () => {
    const { store, sut, job } = setup({ type: 'all' }, [person(1, null), person(2, null)]);
    await sut.run(job);
    expect(store.campaign).toMatchObject({
      status: 'sent',
      stats: { recipients: 2, sent: 0, failed: 0, skipped: 2 },
      sentAt: expect.any(Date),
    });
  });
});

describe('CampaignCompletion', () => {
  it('when many deliveries ask at once, then checks are coalesced and the last one sees every result', async () => {
    const { store, sut, job, completion } = setup({ type: 'all' }, [person(1), person(2), person(3)]);
    await sut.run(job);
    const recipients = [...store.recipients.values()];
    store.queries = 0;
    const asks = recipients.map(async (r, i) => {
      await store.recipientRepo.finish(ORG, r.id, { state: i === 0 ? 'failed' : 'sent', error: null });
      await completion.check(ORG, 'c-1');
    });
    await Promise.all(asks);
    expect(store.queries).toBeLessThanOrEqual(2);
    expect(store.campaign).toMatchObject({
      status: 'sent',
      stats: { recipients: 3, sent: 2, failed: 1, skipped: 0 },
    });
  });

  it('when an outcome was decided before, then a later decider applies that one', async () => {
    const { store, sut, job, completion } = setup({ type: 'all' }, [person(1)]);
    await sut.run(job);
    const decided = new Date('2026-01-01T00:00:00.000Z');
    const stats = { recipients: 1, sent: 1, failed: 0, skipped: 0 };
    store.outcome = { campaignId: 'c-1', organizationId: ORG, status: 'sent', stats, sentAt: decided };
    const [only] = [...store.recipients.values()];
    await store.recipientRepo.finish(ORG, only!.id, { state: 'sent', error: null });
    await completion.check(ORG, 'c-1');
    expect(store.campaign).toMatchObject({ status: 'sent', sentAt: decided });
  });

  it.each([
    [{ recipients: 3, sent: 0, failed: 3, skipped: 0 }, 'failed'],
    [{ recipients: 3, sent: 1, failed: 2, skipped: 0 }, 'sent'],
    [{ recipients: 2, sent: 0, failed: 0, skipped: 2 }, 'sent'],
    [{ recipients: 0, sent: 0, failed: 0, skipped: 0 }, 'sent'],
  ])('when the stats are %j, then the campaign ends %s', (stats, status) => {
    expect(finalStatus(stats)).toBe(status);
  });
});
