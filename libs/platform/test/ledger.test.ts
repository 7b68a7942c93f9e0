// The change ledger against the real store (MONGO_URL): writers in two processes (two Ledger
// instances, each with its own memory of the heads) record concurrently, events arrive twice, and a
// write whose answer is lost is recorded again; the organization's order has every event once,
// without gaps, with running totals that match, and another organization's events never mix in.
import { type EventEnvelope, Ledger, type LedgerStore, newId } from '@rapport/platform';
import {
  connectMongo,
  ensureLedgerIndexes,
  LEDGER_DATABASE,
  type LedgerModels,
  ledgerModels,
  MongoLedgerStore,
} from '@rapport/platform/mongo';
import { ferretDbTable, storeSql } from '@rapport/testkit';
import type mongoose from 'mongoose';

let connection: mongoose.Connection;
let store: MongoLedgerStore;
let models: LedgerModels;

beforeAll(async () => {
  connection = await connectMongo(
    process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
    'rapport_platform_ledger',
  );
  models = ledgerModels(connection);
  await ensureLedgerIndexes(models);
  store = new MongoLedgerStore(models);
});

afterAll(async () => {
  await connection.close();
});

const event = (organizationId: string, type: string): EventEnvelope => ({
  id: newId(),
  type,
  organizationId,
  occurredAt: new Date().toISOString(),
  data: { n: Math.random() },
});

/** The real store with some of its methods replaced. */
function storeWith(overrides: Partial<LedgerStore>): LedgerStore {
  const names = [
    'insertInOrder',
    'at',
    'range',
    'headHint',
    'setHeadHint',
    'since',
    'floor',
    'prune',
    'organizations',
  ] as const;
  return {
    ...Object.fromEntries(names.map((name) => [name, store[name].bind(store)])),
    ...overrides,
  } as LedgerStore;
}

async function all(ledger: Ledger, organizationId: string) {
  const entries = [];
  for (;;) {
    const page = await ledger.read(organizationId, entries.length, 150);
    if (!page.length) return entries;
    entries.push(...page);
  }
}

describe('Ledger', () => {
  it('when two processes record concurrently, with duplicates, then every event is there once, in one order without gaps, with exact totals', async () => {
    const org = newId();
    const other = newId();
    const a = new Ledger(store);
    const b = new Ledger(store);
    const events = Array.from({ length: 600 }, (_, i) =>
      event(org, i % 5 === 4 ? 'contact.deleted' : i % 7 === 0 ? 'company.created' : 'contact.created'),
    );
    const others = Array.from({ length: 50 }, () => event(other, 'contact.created'));
    // 8 writers, 4 per process; every 10th event is also recorded by the other process (a relay).
    const writers = Array.from({ length: 8 }, (_, w) => async () => {
      const ledger = w % 2 ? b : a;
      for (let i = w; i < events.length; i += 8) {
        const batch = [events[i]!];
        if (i % 10 === 0) batch.push(events[i]!);
        await ledger.record(batch);
        if (i % 10 === 0) await (ledger === a ? b : a).record([events[i]!]);
        if (i % 12 === 0) await ledger.record([others[i % others.length]!]);
      }
    });
    await Promise.all(writers.map((write) => write()));

    const fresh = new Ledger(store);
    const entries = await all(fresh, org);
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
    expect(new Set(entries.map((e) => e.eventId)).size).toBe(events.length);
    expect(entries.map((e) => e.eventId).sort()).toEqual(events.map((e) => e.id).sort());
    let people = 0;
    let companies = 0;
    for (const entry of entries) {
      expect(entry.organizationId).toBe(org);
      if (entry.type === 'contact.created') people++;
      if (entry.type === 'contact.deleted') people--;
      if (entry.type === 'company.created') companies++;
      expect([entry.totals.contact ?? 0, entry.totals.company ?? 0]).toEqual([people, companies]);
    }
    const head = await fresh.head(org);
    expect(head.seq).toBe(events.length);
    expect(head.totals).toEqual({ contact: people, company: companies });
    expect(people).toBe(events.filter((e) => e.type === 'contact.created').length - 120);

    const theirs = await all(fresh, other);
    expect(theirs.every((e) => e.organizationId === other)).toBe(true);
    expect((await fresh.head(other)).totals).toEqual({ contact: new Set(theirs.map((e) => e.eventId)).size });
  });

  it('when a prune pass runs, then each round takes the organizations with the fewest changes first', async () => {
    const calls: string[] = [];
    const ledger = new Ledger(
      storeWith({
        organizations: async function* () {
          yield { organizationId: 'big', hint: 1_000_000 };
          yield { organizationId: 'small', hint: 192 };
          yield { organizationId: 'middle', hint: 10_048 };
        },
        // The big one has more than a round's blocks to remove, twice.
        prune: async (organizationId) => {
          calls.push(organizationId);
          return organizationId === 'big' && calls.filter((c) => c === 'big').length < 3 ? 10 : 1;
        },
      }),
    );
    await ledger.prune(new Date());
    expect(calls).toEqual(['small', 'middle', 'big', 'big', 'big']);
  });

  it('when several replicas prune one organization at once, then the floor only moves forward: the entry after it is always kept', async () => {
    // Webhooks replicas each run the prune pass. A pruner that read the floor a moment ago must not
    // move it back over blocks another one removed (decision 0030, platform writes): a reader's
    // cursor there would get empty pages instead of "expired", and a head walk would start too early.
    const ROUNDS = 12;
    const back: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const org = newId();
      await new Ledger(store).record(Array.from({ length: 700 }, () => event(org, 'contact.created')));
      const later = new Date(Date.now() + 60_000);
      let pruning = true;
      // A reader watching the floor meanwhile: it never goes back.
      const watched = (async () => {
        const seen: number[] = [];
        while (pruning) seen.push(await store.floor(org));
        return seen;
      })();
      await Promise.all(
        [6, 1, 2, 1, 3, 1, 2].map(async (maxBlocks, i) => {
          await new Promise((resolve) => setTimeout(resolve, i * 3));
          await new MongoLedgerStore(models).prune(org, later, 700, maxBlocks);
        }),
      );
      pruning = false;
      const seen = await watched;
      const floor = await store.floor(org);
      const kept = await store.at(org, floor + 1);
      const wentBack = seen.some((f, i) => i > 0 && f < seen[i - 1]!) || floor < Math.max(...seen);
      if (!kept || wentBack) back.push(`round ${round}: floor ${floor}, seen ${seen.join(' ')}`);
    }
    expect(back).toEqual([]);
  }, 120_000);

  it('when a write went in but its answer was lost, then recording it again adds nothing', async () => {
    const org = newId();
    let lose = true;
    const losing = storeWith({
      insertInOrder: async (entries) => {
        const written = await store.insertInOrder(entries);
        if (lose) {
          lose = false;
          throw new Error('connection lost');
        }
        return written;
      },
    });
    const ledger = new Ledger(losing);
    const first = [event(org, 'contact.created'), event(org, 'contact.created')];
    await expect(ledger.record(first)).rejects.toThrow('connection lost');
    await ledger.record([...first, event(org, 'contact.created')]);
    const entries = await all(ledger, org);
    expect(entries.map((e) => [e.seq, e.totals.contact])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('when the head hint is behind by any distance, then the head is found all the same', async () => {
    const org = newId();
    await new Ledger(store).record(Array.from({ length: 1000 }, () => event(org, 'contact.created')));
    for (const hint of [0, 1, 37, 500, 871, 999, 1000]) {
      const head = await new Ledger(storeWith({ headHint: async () => hint })).head(org);
      expect([hint, head.seq, head.totals.contact]).toEqual([hint, 1000, 1000]);
    }
    // Full blocks are read from their packed copy after the first read (or the append): the same.
    const fromEntries = await all(new Ledger(storeWith({ written: undefined })), org);
    const again = await all(new Ledger(store), org);
    expect(again).toEqual(fromEntries);
    expect(again.map((e) => e.seq)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
  });

  it('when a place further on is taken, then a read stops at the first place not recorded', async () => {
    const org = newId();
    const ledger = new Ledger(store);
    await ledger.record(Array.from({ length: 120 }, () => event(org, 'contact.created')));
    const stray = event(org, 'contact.created');
    await store.insertInOrder([
      {
        ...stray,
        organizationId: org,
        seq: 122,
        eventId: stray.id,
        actor: null,
        contactId: null,
        totals: {},
        recordedAt: new Date(),
      },
    ]);
    const entries = await ledger.read(org, 95, 50);
    expect(entries.map((e) => e.seq)).toEqual(Array.from({ length: 25 }, (_, i) => 96 + i));
    expect(await ledger.read(org, 120, 10)).toEqual([]);
  });

  it('when events about contacts are recorded, then the entries of a contact are read by one equality on its key, newest first, before a cursor; no other contact or organization mixes in', async () => {
    const org = newId();
    const other = newId();
    const [ada, bob] = [newId(), newId()];
    const about = (organizationId: string, type: string, data: unknown): EventEnvelope => ({
      ...event(organizationId, type),
      data,
    });
    const ledger = new Ledger(store);
    await ledger.record([
      about(org, 'contact.created', { contactId: ada }),
      about(org, 'company.created', { companyId: newId(), contactId: ada }),
      about(org, 'message.created', { id: newId(), contactId: ada }),
      about(org, 'contact.created', { contactId: bob }),
      about(org, 'email.sent', { emailId: newId(), contactId: ada }),
      about(org, 'email.sent', { emailId: newId(), contactId: null }),
      about(org, 'email.suppressed', { address: 'a@x.test', reason: 'manual' }),
    ]);
    await ledger.record([about(other, 'contact.updated', { contactId: ada })]);

    const mine = await ledger.ofContact(org, ada);
    expect(mine.map((e) => [e.seq, e.type, e.contactId])).toEqual([
      [5, 'email.sent', ada],
      [3, 'message.created', ada],
      [1, 'contact.created', ada],
    ]);
    expect((await ledger.ofContact(org, ada, 3)).map((e) => e.seq)).toEqual([1]);
    expect((await ledger.ofContact(org, bob)).map((e) => e.seq)).toEqual([4]);
    expect((await ledger.ofContact(other, ada)).map((e) => e.type)).toEqual(['contact.updated']);
    // Stored: the key only on entries about a contact (the sparse index leaves the others out).
    const keys = await models.entries.find({ organizationId: org }, { seq: 1, contactKey: 1 }).lean();
    expect(keys.sort((a, b) => a.seq - b.seq).map((doc) => doc.contactKey ?? null)).toEqual([
      `${org}:${ada}`,
      null,
      `${org}:${ada}`,
      `${org}:${bob}`,
      `${org}:${ada}`,
      null,
      null,
    ]);
    // Read through the feed too, the entries carry their contact.
    expect((await ledger.read(org, 0, 7)).map((e) => e.contactId)).toEqual([
      ada,
      null,
      ada,
      bob,
      ada,
      null,
      null,
    ]);

    // On the embedded FerretDB: the equality is served by the index's GIN twin (decision 0014).
    const table = await ferretDbTable(LEDGER_DATABASE, 'changes');
    if (!table) return;
    const twins = await storeSql(
      `select indexname from pg_indexes where schemaname = '${table.schema}' and tablename = '${table.table}' and indexdef like '%gin%contactKey%'`,
    );
    expect(twins).toMatch(/_gin$/);
    const plan = await storeSql(
      `set enable_seqscan = off; explain select _jsonb from ${table.qualified} where (_jsonb -> 'contactKey') @> '"${org}:${ada}"'::jsonb`,
    );
    expect(plan).toContain(twins.split('\n')[0]!);
  });
});
