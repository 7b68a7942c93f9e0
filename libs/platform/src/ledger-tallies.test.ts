import type { LedgerEntry } from './ledger';
import { LedgerTallies, type TallyCheckpoint, type TallyRule, type TallyStore } from './ledger-tallies';

const ORG = 'org-1';

/** A ledger of one organization in memory: places 1..n, the floor settable. */
function ledgerOf(types: string[]) {
  const entries = types.map((type, i) => ({ seq: i + 1, type, data: null }) as unknown as LedgerEntry);
  const ledger = {
    entries,
    floorAt: 0,
    reads: 0,
    read: async (_org: string, after: number, limit: number) => {
      ledger.reads += 1;
      return entries.filter((e) => e.seq > after && e.seq <= after + limit);
    },
    floor: async () => ledger.floorAt,
    knownHead: () => entries.length,
    since: async () => new Date(0),
    append(type: string) {
      entries.push({ seq: entries.length + 1, type, data: null } as unknown as LedgerEntry);
    },
  };
  return ledger;
}

function storeOf() {
  const saved = new Map<number, TallyCheckpoint>();
  let hint: number | null = null;
  const store: TallyStore & { saved: typeof saved } = {
    saved,
    latest: async () => (hint === null ? null : saved.get(hint)!),
    save: async (_org, checkpoint) => {
      saved.set(checkpoint.seq, checkpoint);
      hint = Math.max(hint ?? 0, checkpoint.seq);
    },
  };
  return store;
}

/** `up` counts x up, `down` down, `old` is an entry the rule cannot read. */
const rule: TallyRule = ({ type }) =>
  type === 'up' ? { x: 1 } : type === 'down' ? { x: -1 } : type === 'old' ? 'unknown' : null;

const repeat = (type: string, n: number) => Array.from({ length: n }, () => type);

describe('LedgerTallies', () => {
  it('when entries count a key up and down, then the counts are their sum, and a key at 0 is left out', async () => {
    const ledger = ledgerOf(['up', 'up', 'other', 'down', 'up']);
    const tallies = new LedgerTallies(ledger, storeOf(), { rule, countable: async () => true });
    expect(await tallies.counts(ORG)).toEqual({ seq: 5, counts: { x: 2 } });
    ledger.append('down');
    ledger.append('down');
    expect(await tallies.counts(ORG)).toEqual({ seq: 7, counts: {} });
  });

  it('when a fold passes `every` entries, then it saves a checkpoint and the next read folds only what came after', async () => {
    const ledger = ledgerOf(repeat('up', 1_200));
    const store = storeOf();
    const tallies = new LedgerTallies(ledger, store, { rule, countable: async () => true, every: 1_000 });
    expect(await tallies.counts(ORG)).toEqual({ seq: 1_200, counts: { x: 1_200 } });
    expect([...store.saved.keys()]).toEqual([1_000]); // pages of 500: saved after the second
    ledger.append('down');
    ledger.reads = 0;
    expect(await tallies.counts(ORG)).toEqual({ seq: 1_201, counts: { x: 1_199 } });
    expect(ledger.reads).toBe(1); // places 1,001 to 1,201 in one page
  });

  it('when the organization is not countable, or an entry cannot be read, or its entries were removed before a checkpoint held them, then the counts are unknown (null) and stay so', async () => {
    const countable = jest.fn(async () => false);
    const store = storeOf();
    const notCountable = new LedgerTallies(ledgerOf(['up']), store, { rule, countable });
    expect(await notCountable.counts(ORG)).toBeNull();
    expect(await notCountable.counts(ORG)).toBeNull();
    expect(countable).toHaveBeenCalledTimes(1); // decided once, kept as a checkpoint

    const withOld = new LedgerTallies(ledgerOf(['up', 'old', 'up']), storeOf(), {
      rule,
      countable: async () => true,
    });
    expect(await withOld.counts(ORG)).toBeNull();

    const pruned = ledgerOf(['up']);
    pruned.floorAt = 1;
    expect(
      await new LedgerTallies(pruned, storeOf(), { rule, countable: async () => true }).counts(ORG),
    ).toBeNull();

    const later = ledgerOf(repeat('up', 1_000));
    const laterStore = storeOf();
    const tallies = new LedgerTallies(later, laterStore, { rule, countable: async () => true, every: 500 });
    expect((await tallies.counts(ORG))?.counts).toEqual({ x: 1_000 });
    later.floorAt = 1_100; // retention removed places past the last checkpoint
    later.entries.splice(0, later.entries.length);
    expect(await tallies.counts(ORG)).toBeNull();
  });

  it('when this process recorded `every` entries past the last checkpoint, then a poke folds them in the background; fewer, it reads nothing', async () => {
    const ledger = ledgerOf(repeat('up', 600));
    const store = storeOf();
    const tallies = new LedgerTallies(ledger, store, { rule, countable: async () => true, every: 1_000 });
    tallies.poke(ORG);
    expect(ledger.reads).toBe(0);
    for (let i = 0; i < 500; i++) ledger.append('up');
    tallies.poke(ORG);
    await new Promise((resolve) => setImmediate(resolve));
    await tallies.counts(ORG); // joins the fold the poke started
    expect([...store.saved.keys()]).toEqual([1_000]);
  });

  it('when an organization goes quiet after a poke, then its tail is folded and saved at its head', async () => {
    const ledger = ledgerOf(repeat('up', 30));
    const store = storeOf();
    const tallies = new LedgerTallies(ledger, store, { rule, countable: async () => true, quietMs: 20 });
    tallies.poke(ORG);
    ledger.append('up');
    tallies.poke(ORG); // the timer starts again
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.saved.size).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(store.saved.get(31)).toMatchObject({ seq: 31, counts: { x: 31 }, valid: true });
    tallies.poke(ORG);
    tallies.close(); // a stopped process leaves it to the next poke
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect([...store.saved.keys()]).toEqual([31]);
  });

  it('when two reads of one organization run at once, then they share one fold', async () => {
    const ledger = ledgerOf(repeat('up', 10));
    const tallies = new LedgerTallies(ledger, storeOf(), { rule, countable: async () => true });
    const [a, b] = await Promise.all([tallies.counts(ORG), tallies.counts(ORG)]);
    expect(a).toBe(b);
    expect(ledger.reads).toBe(1);
  });
});
