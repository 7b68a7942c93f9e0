import { newId } from './ids';
import { MAX_READ_AHEAD, pageByPartitions, partitionsFor } from './slot-pages';
import {
  CHUNK_LEVEL,
  FANOUT_BITS,
  LEVELS,
  lastPositionOf,
  PAST_RECORDS,
  type Partition,
  partitionsOf,
  pathOf,
  positionAt,
  positionOf,
  SLOT_MS,
  SlotDirectory,
  type SlotDirectoryStore,
  type SlotEntry,
  slotOf,
} from './slots';

/** A UUIDv7 of the given millisecond and 12-bit counter (ids.ts), made unique by `n`. */
function idAt(ms: number, n = 0, counter = 0): string {
  const hex = ms.toString(16).padStart(12, '0');
  const a = counter.toString(16).padStart(3, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8)}-7${a}-8000-${n.toString(16).padStart(12, '0')}`;
}

/** The directory's entries in a map, counting the reads a walk makes. */
class Entries implements SlotDirectoryStore {
  readonly rows = new Map<string, SlotEntry & { dense?: boolean }>();
  reads = 0;
  inserts = 0;
  async children(organizationId: string, scope: string, level: number, parent: number) {
    this.reads++;
    return [...this.rows.values()]
      .filter((e) => e.organizationId === organizationId && e.scope === scope && e.level === level)
      .filter((e) => e.parent === parent)
      .map((e) => ({ key: e.key, dense: e.dense === true }));
  }
  async insert(entries: SlotEntry[]) {
    this.inserts += entries.length;
    for (const e of entries) {
      const id = `${e.organizationId}|${e.scope}|${e.level}|${e.key}`;
      if (!this.rows.has(id)) this.rows.set(id, { ...e });
    }
  }
  async markDense(entries: SlotEntry[]) {
    for (const e of entries)
      this.rows.get(`${e.organizationId}|${e.scope}|${e.level}|${e.key}`)!.dense = true;
  }
}

/** Every partition of a walk, as `level:key`. */
async function all(walk: AsyncIterable<Partition>): Promise<string[]> {
  const out: string[] = [];
  for await (const p of walk) out.push(`${p.level}:${p.key}`);
  return out;
}

const created = { created: true };
/** These tests write records of the past: no node settles, and their creates are not refused (SETTLE_MS). */
const past = PAST_RECORDS;
const chunksOnly = { ...past, denseAfter: 1 }; // every node above chunks dense at once: walks yield chunks
const leaf = (ms: number) => `0:${Math.floor(ms / SLOT_MS)}`;
/** The slot key of a position. */
const leafKey = (position: number) => Math.floor(position / 64 / SLOT_MS);
/** The chunk of the ids a process took first in millisecond `ms`. */
const chunk = (ms: number) => `${CHUNK_LEVEL}:${positionAt(ms)}`;

describe('time slots', () => {
  test('the slot of a UUIDv7 is its millisecond time in steps of SLOT_MS; other ids are refused', () => {
    expect(slotOf(idAt(1_764_000_000_123))).toBe(Math.floor(1_764_000_000_123 / SLOT_MS));
    expect(slotOf(idAt(1_764_000_000_199))).toBe(slotOf(idAt(1_764_000_000_100)));
    expect(() => slotOf('0f8fad5b-d9cb-469f-a165-70867728950e')).toThrow(/UUIDv7/);
  });

  test("a position is the id's millisecond and its counter in runs of 64; it grows with the id", () => {
    const ms = 1_764_000_000_123;
    expect(positionOf(idAt(ms, 5, 0))).toBe(positionAt(ms));
    expect(positionOf(idAt(ms, 5, 63))).toBe(positionAt(ms));
    expect(positionOf(idAt(ms, 5, 64))).toBe(positionAt(ms) + 1);
    expect(positionOf(idAt(ms, 5, 0xfff))).toBe(positionAt(ms + 1) - 1);
    expect(positionOf(idAt(ms + 1))).toBe(positionAt(ms + 1));
    // a partition's newest position: a chunk is one, a slot ends with its last millisecond
    expect(lastPositionOf({ level: CHUNK_LEVEL, key: 77 })).toBe(77);
    expect(lastPositionOf({ level: 0, key: slotOf(idAt(ms)) })).toBe(positionAt(1_764_000_000_200) - 1);
    expect(lastPositionOf({ level: 1, key: 0 })).toBe(positionAt(64 * SLOT_MS) - 1);
  });

  test("one process's ids increase, and a chunk holds at most 64 of them", () => {
    const ids = Array.from({ length: 5_000 }, () => newId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    const perChunk = new Map<number, number>();
    for (const id of ids) perChunk.set(positionOf(id), (perChunk.get(positionOf(id)) ?? 0) + 1);
    expect(Math.max(...perChunk.values())).toBeLessThanOrEqual(64);
    // runs of one millisecond are full before the next begins: never more chunks than needed + 1 per ms
    const ms = new Set(ids.map((id) => Math.floor(positionOf(id) / 64)));
    expect(perChunk.size).toBeLessThanOrEqual(Math.ceil(ids.length / 64) + ms.size);
  });

  test('a path names every level from the top down to a chunk, each key under its parent', () => {
    const position = positionOf(idAt(1_764_000_000_123, 0, 100));
    const path = pathOf('org', 'all', position);
    expect(path).toHaveLength(LEVELS + 1);
    expect(path[LEVELS]).toMatchObject({ level: CHUNK_LEVEL, key: position, parent: leafKey(position) });
    expect(path[LEVELS - 1]).toMatchObject({ level: 0, key: leafKey(position) });
    for (const e of path.slice(0, LEVELS)) expect(e.parent).toBe(Math.floor(e.key / 2 ** FANOUT_BITS));
    for (let i = 1; i < path.length; i++) expect(path[i]!.parent).toBe(path[i - 1]!.key);
  });

  test('a record lies in one partition per level, each inside the one above', () => {
    const id = idAt(1_764_000_000_123, 0, 100);
    const parts = partitionsOf(id);
    expect(parts).toHaveLength(LEVELS + 1);
    expect(parts[0]).toBe(`${CHUNK_LEVEL}:${positionAt(1_764_000_000_123) + 1}`);
    expect(parts[1]).toBe(leaf(1_764_000_000_123));
    for (let level = 1; level < LEVELS; level++) {
      expect(parts[level + 1]).toBe(`${level}:${Math.floor(slotOf(id) / 2 ** (FANOUT_BITS * level))}`);
    }
  });

  test('a slot that turned dense is read by its chunks: a burst is read 64 at a time', async () => {
    const store = new Entries();
    const dir = new SlotDirectory(store, past); // DENSE_AFTER: 64
    const ms = 1_764_000_000_123;
    // one call of 100 people in one millisecond (counters 0..99), then 10 more a millisecond later
    await dir.ensure(
      'org',
      ['all'],
      Array.from({ length: 100 }, (_, i) => idAt(ms, i, i)),
      created,
    );
    await dir.ensure(
      'org',
      ['all'],
      Array.from({ length: 10 }, (_, i) => idAt(ms + 1, i, i)),
      created,
    );
    expect(await all(dir.partitionsDesc('org', 'all', null))).toEqual([
      chunk(ms + 1),
      `${CHUNK_LEVEL}:${positionAt(ms) + 1}`,
      chunk(ms),
    ]);
    // a quiet slot is still one partition
    await dir.ensure('other', ['all'], [idAt(ms, 0, 0), idAt(ms + 1, 0, 0)], created);
    expect(await all(dir.partitionsDesc('other', 'all', null))).toHaveLength(1);
  });

  test('only creates turn a slot dense: records ensured again (a move, a tag) keep their slot whole', async () => {
    const store = new Entries();
    const dir = new SlotDirectory(store, past); // DENSE_AFTER: 64
    const ms = 1_764_000_000_123;
    // 100 people of one slot, stored before chunks, move into a company: the company's slot stays
    // one partition (those stored by the older version, which have no chunk key, stay listed) ...
    const older = Array.from({ length: 100 }, (_, i) => idAt(ms, i, (i * 37) % 4096));
    await dir.ensure('org', ['all', 'company:c'], older);
    expect(await all(dir.partitionsDesc('org', 'company:c', null))).toEqual([leaf(ms)]);
    // ... while 64 created in a slot turn it dense
    await dir.ensure('org', ['company:d'], older.slice(0, 64), created);
    expect((await all(dir.partitionsDesc('org', 'company:d', null)))[0]).toMatch(/^-1:/);
  });

  test("a settled node of the organization's scope is read once, then from memory; other nodes each time", async () => {
    const store = new Entries();
    const dir = new SlotDirectory(store); // SETTLE_MS: 60 s
    // 40 days ago (as the backfill of older records writes them: not a create), and now
    const old = idAt(Date.now() - 40 * 86_400_000, 1);
    await dir.ensure('org', ['all', 'company:c'], [old]);
    await dir.ensure('org', ['all', 'company:c'], [idAt(Date.now(), 2)], created);
    const walk = (scope: string) => all(dir.partitionsDesc('org', scope, positionOf(old)));

    const first = await walk('all');
    expect(store.reads).toBe(LEVELS + 1); // the bound's path, one node per level
    // again: only the children of the root and of the 3.4-year node, which holds now unless one began
    // in the last 40 days, come from the store; the 19-day node and those below ended long ago
    expect(await walk('all')).toEqual(first);
    const again = store.reads - (LEVELS + 1);
    expect(again).toBeGreaterThanOrEqual(1);
    expect(again).toBeLessThanOrEqual(2);
    // a company's nodes gain children when people move in: read each time
    await walk('company:c');
    await walk('company:c');
    expect(store.reads).toBe(LEVELS + 1 + again + 2 * (LEVELS + 1));
    // another organization's nodes are its own
    await dir.ensure('other', ['all'], [old]);
    expect(await all(dir.partitionsDesc('other', 'all', positionOf(old)))).toEqual(first);
  });

  test("a create whose entries are written SETTLE_MS / 2 after its id's time is refused", async () => {
    const dir = new SlotDirectory(new Entries());
    await dir.ensure('org', ['all'], [idAt(Date.now() - 1_000, 1)], created);
    await expect(dir.ensure('org', ['all'], [idAt(Date.now() - 31_000, 2)], created)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    // records of the past ensured again (a move, a tag) or backfilled are no creates
    await dir.ensure('org', ['all', 'company:c'], [idAt(Date.now() - 31_000, 2)]);
  });

  test('slots come newest first from a bound, across years, each once; scopes and organizations apart', async () => {
    const store = new Entries();
    const dir = new SlotDirectory(store, chunksOnly);
    const times = [
      1_500_000_000_000, 1_600_000_000_000, 1_764_000_000_000, 1_764_000_000_050, 1_764_000_009_000,
    ];
    for (const [i, ms] of times.entries()) await dir.ensure('org', ['all'], [idAt(ms, i)], created);
    await dir.ensure('other', ['all'], [idAt(1_764_000_020_000)], created);
    await dir.ensure('org', ['company:c'], [idAt(1_600_000_000_000)], created);
    const positions = times.map(positionAt).sort((a, b) => b - a);
    const chunks = positions.map((position) => `${CHUNK_LEVEL}:${position}`);

    expect(await all(dir.partitionsDesc('org', 'all', null))).toEqual(chunks);
    expect(await all(dir.partitionsDesc('org', 'all', positions[1]!))).toEqual(chunks.slice(1));
    expect(await all(dir.partitionsDesc('org', 'all', positions[1]! - 1))).toEqual(chunks.slice(2));
    expect(await all(dir.partitionsDesc('org', 'company:c', null))).toEqual([chunk(1_600_000_000_000)]);
    expect(await all(dir.partitionsDesc('org', 'tag:t', null))).toEqual([]);
  });

  test('a node is read whole until a writer has put DENSE_AFTER records in it, then by its children', async () => {
    const store = new Entries();
    const dir = new SlotDirectory(store, { ...past, denseAfter: 3 });
    const day = 1_764_028_800_000; // a few quiet people: the whole 3.4-year node is one partition
    await dir.ensure('org', ['all'], [idAt(day, 1), idAt(day + 60_000, 2)], created);
    const top = `5:${Math.floor(slotOf(idAt(day)) / 2 ** (FANOUT_BITS * 5))}`;
    expect(await all(dir.partitionsDesc('org', 'all', null))).toEqual([top]);
    // A burst in one slot: every node above its chunks turns dense, the walk reaches its chunks and
    // the older people's now separate nodes, newest first.
    await dir.ensure(
      'org',
      ['all'],
      [idAt(day + 120_000, 3), idAt(day + 120_001, 4), idAt(day + 120_002, 5)],
      created,
    );
    const walk = await all(dir.partitionsDesc('org', 'all', null));
    expect(walk[0]).toBe(chunk(day + 120_002));
    expect(walk).not.toContain(top);
    const covered = (ms: number) => walk.filter((p) => partitionsOf(idAt(ms)).includes(p)).length;
    for (const ms of [day, day + 60_000, day + 120_000]) expect(covered(ms)).toBe(1);
  });

  test('finding the next slot reads one node per level, however far back it lies', async () => {
    const store = new Entries();
    const dir = new SlotDirectory(store, chunksOnly);
    // 2,000 busy slots in one minute, then one person three years earlier.
    for (let i = 0; i < 2_000; i++)
      await dir.ensure('org', ['all'], [idAt(1_764_000_000_000 + i * SLOT_MS)], created);
    await dir.ensure('org', ['all'], [idAt(1_670_000_000_000)], created);
    store.reads = 0;
    const walk = dir.partitionsDesc('org', 'all', positionAt(1_764_000_000_000) - 1);
    expect((await walk.next()).value).toEqual({ level: CHUNK_LEVEL, key: positionAt(1_670_000_000_000) });
    expect(store.reads).toBeLessThanOrEqual(2 * (LEVELS + 1));
    store.reads = 0;
    expect((await dir.partitionsDesc('org', 'all', null).next()).value).toEqual({
      level: CHUNK_LEVEL,
      key: positionAt(1_764_000_000_000 + 1_999 * SLOT_MS),
    });
    // The path of now is read ahead (empty here: these people are a year old), then the newest path.
    expect(store.reads).toBeLessThanOrEqual(2 * (LEVELS + 1));
    // A cursor's page: the walk starts on the cursor's own path, read ahead in one round.
    store.reads = 0;
    const cursor = positionAt(1_764_000_000_000 + 999 * SLOT_MS);
    expect((await dir.partitionsDesc('org', 'all', cursor).next()).value).toEqual({
      level: CHUNK_LEVEL,
      key: cursor,
    });
    expect(store.reads).toBe(LEVELS + 1);
  });

  test('entries are written once per process; a page stops reading once it is full', async () => {
    const store = new Entries();
    const dir = new SlotDirectory(store, chunksOnly);
    await dir.ensure('org', ['all'], [idAt(1_764_000_000_000, 1), idAt(1_764_000_000_000, 2, 1)], created);
    await dir.ensure('org', ['all'], [idAt(1_764_000_000_000, 3, 2)], created);
    expect(store.inserts).toBe(LEVELS + 1);

    const rows = new Map<string, { id: string }[]>();
    for (let s = 0; s < 10; s++) {
      const ms = 1_764_000_000_000 + s * SLOT_MS;
      await dir.ensure('org', ['all'], [idAt(ms)], created);
      rows.set(
        chunk(ms),
        [0, 1, 2].map((n) => ({ id: idAt(ms, n, n) })),
      );
    }
    const read: string[] = [];
    const page = await pageByPartitions(
      dir.partitionsDesc('org', 'all', null),
      async ({ level, key }) => {
        read.push(`${level}:${key}`);
        return [...(rows.get(`${level}:${key}`) ?? [])].reverse();
      },
      idAt(1_764_000_000_000 + 9 * SLOT_MS, 2, 2),
      4,
    );
    expect(page.map((r) => r.id)).toEqual([
      idAt(1_764_000_000_000 + 9 * SLOT_MS, 1, 1),
      idAt(1_764_000_000_000 + 9 * SLOT_MS, 0, 0),
      idAt(1_764_000_000_000 + 8 * SLOT_MS, 2, 2),
      idAt(1_764_000_000_000 + 8 * SLOT_MS, 1, 1),
    ]);
    expect(read).toHaveLength(2);
  });

  test('a page of a sparse walk reads the partitions it still needs at once, not one round after the other', async () => {
    const store = new Entries();
    const dir = new SlotDirectory(store, chunksOnly);
    const base = 1_764_000_000_000;
    // 40 slots of 2 records each; a page of 20 needs 10 of them.
    const rows = new Map<string, { id: string }[]>();
    for (let s = 0; s < 40; s++) {
      const ms = base + s * SLOT_MS;
      await dir.ensure('org', ['all'], [idAt(ms)], created);
      rows.set(chunk(ms), [{ id: idAt(ms, 0) }, { id: idAt(ms, 1, 1) }]);
    }
    let inFlight = 0;
    let rounds = 0;
    let read = 0;
    const page = await pageByPartitions(
      dir.partitionsDesc('org', 'all', null),
      async ({ level, key }) => {
        // A read that starts while none is in flight begins a new round trip.
        if (inFlight++ === 0) rounds++;
        read++;
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        return rows.get(`${level}:${key}`) ?? [];
      },
      null,
      20,
    );
    expect(page).toHaveLength(20);
    expect(page.map((r) => r.id)).toEqual(
      [...rows.values()]
        .flat()
        .map((r) => r.id)
        .sort()
        .reverse()
        .slice(0, 20),
    );
    // The first partition alone (2 records), then the 9 the page still needs at 2 each, 4 at once
    // and the rest as those come back: 2 or 3 round trips (it was one per partition: 10).
    expect(rounds).toBeLessThanOrEqual(3);
    expect(read).toBe(10);
  });

  test('read-ahead: as many partitions as the missing records take at the size seen so far, bounded', () => {
    expect(partitionsFor(20, 0, 0)).toBe(1);
    expect(partitionsFor(20, 0, 0, 4)).toBe(4);
    // at most as many as were read: a small first partition does not start four full ones
    expect(partitionsFor(79, 44, 1)).toBe(1);
    expect(partitionsFor(49, 2, 1)).toBe(1);
    expect(partitionsFor(79, 44, 2)).toBe(2);
    expect(partitionsFor(47, 20, 5)).toBe(5);
    expect(partitionsFor(47, 80, 20)).toBe(12);
    expect(partitionsFor(1_000, 0, 3)).toBe(3);
    expect(partitionsFor(1_000, 0, 40)).toBe(MAX_READ_AHEAD);
    expect(partitionsFor(0, 10, 1)).toBe(1);
  });
});
