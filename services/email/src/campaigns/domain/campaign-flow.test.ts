import { createLogger, unavailable } from '@rapport/platform';
import {
  type EmailProvider,
  type OutgoingEmail,
  ProviderFailure,
  type RenderableTemplate,
} from '../../domain/email.ports';
import type { ContactFields } from '../../domain/email.types';
import type { Suppression } from '../../domain/suppression.types';
import { UnsubscribeLinks } from '../../domain/unsubscribe-link';
import type {
  BatchJob,
  BatchResult,
  Campaign,
  CampaignOutcome,
  CampaignRun,
  Recipient,
  RecipientOutcome,
  SliceClaim,
} from './campaign.types';
import { CampaignBatchService } from './campaign-batch.service';
import { CampaignCompletion, finalStatus } from './campaign-completion';
import { FanoutService } from './fanout.service';

const logger = createLogger('test', 'silent');
const ORG = 'org-1';
const person = (n: number, email: string | null = `p${n}@example.test`): ContactFields => ({
  id: `person-${String(n).padStart(3, '0')}`,
  email,
  name: `P ${n}`,
});

/** The stores as their unique `_id`s make them: a second insert of a key is refused, the first stands. */
class MemoryStore {
  campaign: Campaign;
  run: CampaignRun;
  outcome: CampaignOutcome | null = null;
  readonly records = new Map<string, Recipient>();
  readonly outcomes = new Map<string, { batchId: string; recipientId: string } & RecipientOutcome>();
  readonly claimed = new Map<string, SliceClaim & { batchId: string }>();
  readonly written = new Set<string>();
  readonly results = new Map<string, BatchResult>();
  /** Opened batches and when. */
  readonly opened = new Map<string, Date>();
  readonly published = new Set<string>();

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
    this.run = {
      campaignId: 'c-1',
      organizationId: ORG,
      runId: 'run-1',
      content: { templateId: 't', subject: 'News for {{name}}', html: '<p>{{name}}</p>', text: null },
      fanoutCursor: '',
      batches: 0,
      recorded: 0,
      fanoutDoneAt: null,
      createdAt: now,
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
      this.run = { ...this.run, ...progress };
    },
    settleOutcome: async (outcome: CampaignOutcome) => {
      this.outcome ??= outcome;
      return this.outcome;
    },
  };

  recipients = {
    insertNew: async (rows: Recipient[]) => {
      const inserted = new Set<string>();
      for (const row of rows) {
        if (this.records.has(row.id)) continue;
        this.records.set(row.id, row);
        inserted.add(row.id);
      }
      return inserted;
    },
    findBatch: async (_org: string, batchId: string) =>
      [...this.records.values()]
        .filter((r) => r.batchId === batchId)
        .map((r) => {
          if (r.state === 'skipped') return r;
          const latest = [...this.outcomes.values()]
            .filter((o) => o.recipientId === r.id)
            .sort((a, b) => b.attempts - a.attempts)[0];
          return latest ? { ...r, state: latest.state, attempts: latest.attempts, error: latest.error } : r;
        }),
    record: async (_org: string, batchId: string, key: string, outcomes: RecipientOutcome[]) => {
      if (this.written.has(key)) return;
      this.written.add(key);
      for (const o of outcomes) {
        const attempt = `${o.id}#${o.attempts}`;
        if (!this.outcomes.has(attempt)) this.outcomes.set(attempt, { ...o, batchId, recipientId: o.id });
      }
    },
    deleteForPerson: async () => 0,
  };

  claims = {
    claim: async (_org: string, batchId: string, claim: SliceClaim) => {
      const id = `${batchId}#${claim.seq}`;
      if (this.claimed.has(id)) return false;
      this.claimed.set(id, { ...claim, batchId });
      return true;
    },
    ofBatch: async (_org: string, batchId: string) =>
      [...this.claimed.values()].filter((c) => c.batchId === batchId).sort((a, b) => a.seq - b.seq),
  };

  batchResults = {
    open: async (_org: string, _c: string, batchId: string) => {
      if (this.opened.has(batchId)) return false;
      this.opened.set(batchId, new Date());
      return true;
    },
    opening: async (_org: string, batchId: string) => ({
      openedAt: this.opened.get(batchId) ?? null,
      published: this.published.has(batchId),
    }),
    settle: async (result: BatchResult) => {
      if (!this.results.has(result.batchId)) this.results.set(result.batchId, result);
    },
    published: async (_org: string, _c: string, batchId: string) => void this.published.add(batchId),
    progress: async () => ({
      opened: [...this.opened.keys()],
      published: [...this.published],
      results: [...this.results.values()],
    }),
  };
}

/** An SMTP server stand-in: records what it was given; `fail` decides per address. */
class FakeProvider implements EmailProvider {
  readonly name = 'fake';
  readonly sent: OutgoingEmail[] = [];
  fail: (to: string) => ProviderFailure | null = () => null;
  async send(email: OutgoingEmail) {
    const failure = this.fail(email.to);
    if (failure) throw failure;
    this.sent.push(email);
    return { providerMessageId: null };
  }
  async close() {}
}

const renderer = {
  render: async (template: RenderableTemplate, vars: Record<string, unknown>) => ({
    subject: template.subject.replace('{{name}}', String(vars.name)),
    html: template.html.replace('{{name}}', String(vars.name)),
    text: null,
  }),
};

function setup(
  audience: Campaign['audience'],
  everyone: ContactFields[],
  options: { leaseMs?: number; claimSize?: number; suppressed?: string[] } = {},
) {
  const tokens: number[] = [];
  const store = new MemoryStore(audience);
  const published: BatchJob[] = [];
  const people = {
    // As the contacts service streams: newest first below afterId, or in id order after it.
    streamPeople: async function* (
      _org: string,
      q: { pageSize: number; afterId: string; newestFirst?: boolean },
    ) {
      const byId = [...everyone].sort((a, b) => (a.id < b.id ? -1 : 1));
      const rest = q.newestFirst
        ? byId.reverse().filter((p) => !q.afterId || p.id < q.afterId)
        : byId.filter((p) => p.id > q.afterId);
      for (let i = 0; i < rest.length; i += q.pageSize) yield rest.slice(i, i + q.pageSize);
    },
    findPerson: async (_org: string, id: string) => everyone.find((p) => p.id === id) ?? null,
    tagIds: async () => new Set<string>(),
    segmentExists: async () => true,
  };
  const completion = new CampaignCompletion(store.campaigns, store.runs, store.batchResults, logger, {
    campaignStatus: (_org, _id, _status, write) => write(),
  });
  const fanout = new FanoutService(
    {
      campaigns: store.campaigns,
      runs: store.runs,
      recipients: store.recipients,
      results: store.batchResults,
      people,
      batches: { publishBatch: async (job) => void published.push(job) },
      completion,
      logger,
    },
    { batchSize: 2, claimGraceMs: 1_000 },
  );
  const provider = new FakeProvider();
  const sut = new CampaignBatchService(
    {
      recipients: store.recipients,
      claims: store.claims,
      results: store.batchResults,
      runs: store.runs,
      people,
      provider,
      completion,
      limiter: { take: async (n = 1) => void tokens.push(n) },
      renderer,
      suppressions: {
        blockingAmong: async (organizationId: string, addresses: string[]) =>
          new Map(
            addresses
              .filter((address) => options.suppressed?.includes(address))
              .map((address): [string, Suppression] => [
                address,
                {
                  id: `s-${address}`,
                  organizationId,
                  address,
                  reason: 'unsubscribed',
                  source: 'api',
                  createdAt: new Date(),
                  updatedAt: new Date(),
                },
              ]),
          ),
        hardBounce: async () => undefined,
      },
      links: new UnsubscribeLinks({
        secret: 's'.repeat(32),
        baseUrl: 'https://x.test',
        mailbox: 'u@x.test',
        lifetimeDays: 60,
      }),
      logger,
    },
    {
      from: 'Rapport <no-reply@rapport.test>',
      messageIdDomain: 'rapport.test',
      claimSize: options.claimSize ?? 2,
      inFlight: 5,
      leaseMs: options.leaseMs ?? 60_000,
      sendTimeoutMs: 1_000,
      maxAttempts: 2,
    },
  );
  const job = {
    organizationId: ORG,
    campaignId: 'c-1',
    runId: 'run-1',
    publishedAt: new Date().toISOString(),
  };
  return { store, published, fanout, sut, provider, job, people, tokens };
}

describe('campaign fan-out', () => {
  it('when the job runs again from an older cursor, then each person is recorded once and every batch has its own number', async () => {
    const { store, published, fanout, job } = setup(
      { type: 'all' },
      [1, 2, 3, 4, 5].map((n) => person(n)),
    );
    expect(await fanout.run(job)).toBe('done');
    // Newest first: the cursor is below the last person of the last page.
    expect(store.run).toMatchObject({ fanoutCursor: 'below:person-001', batches: 3, recorded: 5 });
    // A run that died after batch 1: its successor redoes batches 2 and 3 under new numbers.
    store.run = { ...store.run, fanoutDoneAt: null, fanoutCursor: 'below:person-004', batches: 1 };
    expect(await fanout.run(job)).toBe('done');
    expect(store.records.size).toBe(5);
    expect([...store.records.values()].map((r) => r.batchId)).toEqual([
      'c-1:1',
      'c-1:1',
      'c-1:2',
      'c-1:2',
      'c-1:3',
    ]);
    expect(published.map((b) => [b.batchId, b.contacts.length])).toEqual([
      ['c-1:1', 2],
      ['c-1:2', 2],
      ['c-1:3', 1],
    ]);
    // The redone pages recorded nobody new: their batches ended empty at once.
    expect([...store.results.keys()]).toEqual(['c-1:4', 'c-1:5']);
  });

  it('when a run saved a cursor in id order (before audiences came newest first), then it goes on in id order', async () => {
    const { store, published, fanout, job } = setup(
      { type: 'tags', tagIds: ['t-1'] },
      [1, 2, 3, 4, 5].map((n) => person(n)),
    );
    store.run = { ...store.run, fanoutCursor: 'person-002', batches: 1 };
    expect(await fanout.run(job)).toBe('done');
    expect(published.map((b) => b.contacts.map((c) => c.id))).toEqual([
      ['person-003', 'person-004'],
      ['person-005'],
    ]);
    expect(store.run).toMatchObject({ fanoutCursor: 'person-005', batches: 3 });
  });

  it('when a run opened a batch and died before publishing it, then the next run publishes it', async () => {
    const { store, published, fanout, job } = setup({ type: 'all' }, [person(1)]);
    await store.batchResults.open(ORG, 'c-1', 'c-1:1');
    await store.recipients.insertNew([
      {
        id: 'c-1:person-001',
        organizationId: ORG,
        campaignId: 'c-1',
        personId: 'person-001',
        batchId: 'c-1:1',
        email: 'p1@example.test',
        state: 'pending',
        attempts: 0,
        sendId: 's-1',
        error: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    ]);
    expect(await fanout.run(job)).toBe('done');
    expect(published.map((b) => [b.batchId, b.contacts.length])).toEqual([['c-1:1', 0]]);
    expect([...store.results.keys()]).toEqual(['c-1:2']);
  });

  it('when a list audience names a person deleted since, then the others are recorded and paged by position', async () => {
    const everyone = [1, 2, 3].map((n) => person(n));
    const { store, fanout, job } = setup(
      { type: 'people', contactIds: [...everyone.map((p) => p.id), 'person-gone'] },
      everyone,
    );
    expect(await fanout.run(job)).toBe('done');
    expect([...store.records.values()].map((r) => r.personId)).toEqual(everyone.map((p) => p.id));
    expect(store.run).toMatchObject({ fanoutCursor: '4', recorded: 3 });
  });
});

describe('campaign batches', () => {
  it('when a batch is delivered twice at once, then each recipient gets one email and the campaign ends sent', async () => {
    const { store, published, fanout, sut, provider, job } = setup(
      { type: 'all' },
      [1, 2, 3].map((n) => person(n)),
    );
    await fanout.run(job);
    const batches = published.flatMap((b) => [b, b]);
    const outcomes = await Promise.all(batches.map((b) => sut.deliver(b)));
    // A copy that found the other's claims in progress comes back later, as the queue would bring it.
    const later = batches.filter((_, i) => outcomes[i] === 'retry');
    expect(later.length).toBeGreaterThan(0);
    expect(await Promise.all(later.map((b) => sut.deliver(b)))).not.toContain('retry');
    expect(provider.sent.map((e) => e.to).sort()).toEqual([
      'p1@example.test',
      'p2@example.test',
      'p3@example.test',
    ]);
    expect(provider.sent.find((e) => e.to === 'p1@example.test')).toMatchObject({
      subject: 'News for P 1',
      messageId: expect.stringMatching(/@rapport\.test>$/),
    });
    expect(store.campaign).toMatchObject({
      status: 'sent',
      stats: { recipients: 3, sent: 3, failed: 0, skipped: 0, unknown: 0 },
    });
  });

  it('when a duplicate fan-out publishes a batch again while its opener is still recording it, then it is counted whole', async () => {
    const { store, published, fanout, sut, provider, job } = setup(
      { type: 'all' },
      [1, 2].map((n) => person(n)),
    );
    // The opener's records are held up: it has opened batch 1 and not recorded its people yet.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const insertNew = store.recipients.insertNew;
    store.recipients.insertNew = async (rows) => {
      await held;
      return insertNew(rows);
    };
    const opener = fanout.run(job);
    while (!store.opened.has('c-1:1')) await new Promise((resolve) => setTimeout(resolve, 1));
    // What the duplicate job publishes for a batch opened and not published: no contacts.
    const again = { organizationId: ORG, campaignId: 'c-1', batchId: 'c-1:1', contacts: [] };
    expect(await sut.deliver(again)).toBe('retry');
    expect(store.results.size).toBe(0);

    release();
    expect(await opener).toBe('done');
    for (const batch of published) expect(await sut.deliver(batch)).toBe('done');
    expect(await sut.deliver(again)).toBe('done');
    expect(provider.sent.map((e) => e.to).sort()).toEqual(['p1@example.test', 'p2@example.test']);
    expect(store.campaign).toMatchObject({ status: 'sent', stats: { recipients: 2, sent: 2 } });
  });

  it('when a batch opened longer than the lease ago was never published, then its copy counts what was recorded', async () => {
    const { store, sut, provider } = setup({ type: 'all' }, [person(1)], { leaseMs: 50 });
    await store.batchResults.open(ORG, 'c-1', 'c-1:1');
    await new Promise((resolve) => setTimeout(resolve, 60));
    store.run = { ...store.run, fanoutDoneAt: new Date(), batches: 1 };
    const again = { organizationId: ORG, campaignId: 'c-1', batchId: 'c-1:1', contacts: [] };
    expect(await sut.deliver(again)).toBe('done');
    expect(provider.sent).toEqual([]);
    expect(store.results.get('c-1:1')?.stats).toMatchObject({ recipients: 0 });
  });

  it('when recipients are suppressed, then they are recorded so and take no rate tokens; a slice of only suppressed ones takes none', async () => {
    const { published, fanout, sut, provider, job, store, tokens } = setup(
      { type: 'all' },
      [1, 2, 3, 4].map((n) => person(n)),
      { suppressed: ['p1@example.test', 'p2@example.test', 'p3@example.test'] },
    );
    await fanout.run(job);
    for (const batch of published) expect(await sut.deliver(batch)).not.toBe('retry');
    expect(provider.sent.map((e) => e.to)).toEqual(['p4@example.test']);
    expect(tokens.reduce((a, b) => a + b, 0)).toBe(1);
    expect(store.campaign).toMatchObject({
      status: 'sent',
      stats: { recipients: 4, sent: 1, suppressed: 3 },
    });
  });

  it('when a claimed recipient has no outcome, then it waits for the holder and after the lease it is unknown, never re-sent', async () => {
    const { store, published, fanout, sut, provider, job } = setup({ type: 'all' }, [person(1)], {
      leaseMs: 50,
    });
    await fanout.run(job);
    // A worker claimed the recipient and died before recording what the provider said.
    await store.claims.claim(ORG, 'c-1:1', { seq: 1, keys: ['c-1:person-001#1'], claimedAt: new Date() });
    expect(await sut.deliver(published[0]!)).toBe('retry');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await sut.deliver(published[0]!)).toBe('done');
    expect(provider.sent).toEqual([]);
    expect(store.campaign).toMatchObject({
      status: 'sent',
      stats: { recipients: 1, sent: 0, failed: 0, skipped: 0, unknown: 1 },
    });
  });

  it('when a worker takes over a stale batch, then the old holder cannot claim its next slice and nobody gets two emails', async () => {
    const { store, published, fanout, sut, provider, job } = setup({ type: 'all' }, [person(1), person(2)], {
      leaseMs: 50,
      claimSize: 1,
    });
    await fanout.run(job);
    // A worker took the first slice (link 1) and stalled past the lease.
    await store.claims.claim(ORG, 'c-1:1', { seq: 1, keys: ['c-1:person-001#1'], claimedAt: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await sut.deliver(published[0]!)).toBe('done');
    expect(provider.sent.map((e) => e.to)).toEqual(['p2@example.test']);
    // The old holder wakes up: its next link is taken, so it sends nothing more.
    expect(
      await store.claims.claim(ORG, 'c-1:1', { seq: 2, keys: ['c-1:person-002#1'], claimedAt: new Date() }),
    ).toBe(false);
    expect(store.campaign).toMatchObject({
      status: 'sent',
      stats: { recipients: 2, sent: 1, failed: 0, skipped: 0, unknown: 1 },
    });
  });

  it('when the campaign run is gone before its batch is delivered, then the batch ends without sending or counting', async () => {
    const { store, published, fanout, sut, provider, job } = setup({ type: 'all' }, [person(1)]);
    await fanout.run(job);
    store.runs.findRun = async () => null as unknown as CampaignRun;
    expect(await sut.deliver(published[0]!)).toBe('done');
    expect(provider.sent).toEqual([]);
    expect(store.results.size).toBe(0);
  });

  it('when the contacts service is unavailable while a recipient is prepared, then it waits for a later attempt and is sent then, not failed', async () => {
    const { store, published, fanout, sut, provider, job, people } = setup({ type: 'all' }, [person(1)]);
    await fanout.run(job);
    // A batch whose job does not carry the person: it is looked up at send time.
    const batch = { ...published[0]!, contacts: [] };
    const findPerson = people.findPerson;
    people.findPerson = async () => {
      throw unavailable('the contacts service is unavailable');
    };
    expect(await sut.deliver(batch)).toBe('retry');
    expect((await store.recipients.findBatch(ORG, 'c-1:1')).map((r) => r.state)).toEqual(['pending']);
    people.findPerson = findPerson;
    expect(await sut.deliver(batch)).toBe('done');
    expect(provider.sent.map((m) => m.to)).toEqual(['p1@example.test']);
    expect(store.campaign).toMatchObject({ status: 'sent', stats: { recipients: 1, sent: 1, failed: 0 } });
  });

  it('when a worker stops while looking a person up, then it has claimed nothing and the next one sends the slice', async () => {
    const { store, published, fanout, sut, provider, job, people } = setup({ type: 'all' }, [person(1)]);
    await fanout.run(job);
    const batch = { ...published[0]!, contacts: [] };
    const findPerson = people.findPerson;
    people.findPerson = () => new Promise(() => {}); // the dying worker's lookup never answers
    void sut.deliver(batch);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await store.claims.ofBatch(ORG, batch.batchId)).toEqual([]);
    people.findPerson = findPerson;
    expect(await sut.deliver(batch)).toBe('done');
    expect(provider.sent.map((m) => m.to)).toEqual(['p1@example.test']);
  });

  it('when the provider may have taken the message, then the recipient is unknown; a transient failure retries, then gives up', async () => {
    // Newest first: the first batch holds persons 3 and 2, the second the one without an address.
    const { store, published, fanout, sut, provider, job } = setup({ type: 'all' }, [
      person(1, null),
      person(2),
      person(3),
    ]);
    provider.fail = (to) =>
      to === 'p3@example.test'
        ? new ProviderFailure('transient', 'Connection closed unexpectedly', true)
        : new ProviderFailure('transient', '451 try later');
    await fanout.run(job);
    expect(await sut.deliver(published[0]!)).toBe('retry');
    expect(await sut.deliver(published[0]!)).toBe('done');
    await sut.deliver(published[1]!);
    const states = await store.recipients.findBatch(ORG, 'c-1:1');
    expect(states.map((r) => [r.state, r.attempts, r.error])).toEqual([
      ['unknown', 1, 'delivery outcome unknown: Connection closed unexpectedly'],
      ['failed', 2, 'gave up after 2 attempts: 451 try later'],
    ]);
    expect(store.campaign).toMatchObject({
      status: 'sent',
      stats: { recipients: 3, sent: 0, failed: 1, skipped: 1, unknown: 1, suppressed: 0 },
    });
  });
});

describe('campaign completion', () => {
  it('when something failed and nothing was sent, then failed; unknown ones may have gone out, so sent', () => {
    const stats = { recipients: 2, sent: 0, failed: 2, skipped: 0, unknown: 0, suppressed: 0 };
    expect(finalStatus(stats)).toBe('failed');
    expect(finalStatus({ ...stats, failed: 1, unknown: 1 })).toBe('sent');
    expect(finalStatus({ ...stats, failed: 0, skipped: 2 })).toBe('sent');
  });

  it('when an outcome was decided before, then a later decider applies that one', async () => {
    const { store, fanout, published, sut, job } = setup({ type: 'all' }, [person(1)]);
    const earlier = new Date('2026-01-01T00:00:00Z');
    store.outcome = {
      campaignId: 'c-1',
      organizationId: ORG,
      status: 'sent',
      stats: { recipients: 9, sent: 9, failed: 0, skipped: 0, unknown: 0, suppressed: 0 },
      sentAt: earlier,
    };
    await fanout.run(job);
    // The one batch has no result yet: nothing is decided.
    expect(store.campaign.status).toBe('sending');
    await sut.deliver(published[0]!);
    expect(store.campaign).toMatchObject({ status: 'sent', sentAt: earlier, stats: { recipients: 9 } });
  });
});
