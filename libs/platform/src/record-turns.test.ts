import { ErrorCode } from './errors';
import { RecordTurns } from './record-turns';
import { MemoryTurnStore } from './record-turns.memory';

// Decision 0030: a record's writes one at a time, each on the record as the previous one left it.

type Rec = { version: number; fields: Record<string, string> };

/** A record store that, like FerretDB v1, writes back the whole record as the writer read it. */
function recordStore(initial: Rec | null) {
  let stored = initial ? structuredClone(initial) : null;
  return {
    read: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return stored ? structuredClone(stored) : null;
    },
    write: async (rec: Rec) => {
      await new Promise((resolve) => setImmediate(resolve));
      stored = structuredClone(rec);
    },
    get: () => stored,
  };
}

describe('record turns', () => {
  it('when many writers change different fields of one record at once, then every change survives and versions grow by one', async () => {
    const turns = new RecordTurns(new MemoryTurnStore(), { leaseMs: 10_000, maxWaitMs: 10_000 });
    const store = recordStore({ version: 3, fields: {} });
    const seen: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        turns.run('r:1', store.read, async (current, turn) => {
          seen.push(turn!.n);
          turn!.fence();
          await store.write({ version: turn!.n, fields: { ...current!.fields, [`f${i}`]: 'x' } });
        }),
      ),
    );
    expect(Object.keys(store.get()!.fields)).toHaveLength(20);
    expect(store.get()!.version).toBe(23);
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 4 + i));
  });

  it('when a record does not exist, then the work runs without a turn', async () => {
    const turns = new RecordTurns(new MemoryTurnStore());
    const store = recordStore(null);
    await expect(turns.run('r:1', store.read, async (current, turn) => [current, turn])).resolves.toEqual([
      null,
      null,
    ]);
  });

  it('when a turn waits for its event, then the next write starts only after the event settled', async () => {
    const claims = new MemoryTurnStore();
    const turns = new RecordTurns(claims, { leaseMs: 10_000, maxWaitMs: 10_000 });
    const store = recordStore({ version: 0, fields: {} });
    const order: string[] = [];
    let recorded!: () => void;
    await turns.run('r:1', store.read, async (_current, turn) => {
      await store.write({ version: turn!.n, fields: { a: '1' } });
      turn!.until(new Promise<void>((resolve) => (recorded = resolve)).then(() => order.push('recorded 1')));
    });
    const second = turns.run('r:1', store.read, async (_current, turn) => {
      order.push(`write ${turn!.n}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(order).toEqual([]);
    recorded();
    await second;
    expect(order).toEqual(['recorded 1', 'write 2']);
  });

  it('when a writer died holding a turn, then the next writer skips it after the lease and removes the claim after its write', async () => {
    const now = 1_000_000;
    const claims = new MemoryTurnStore();
    const turns = new RecordTurns(claims, { leaseMs: 1_000, maxWaitMs: 60_000, now: () => now });
    const store = recordStore({ version: 4, fields: {} });
    await claims.claim('r:1', 5, new Date(now - 5_000)); // a dead writer's turn 5
    const n = await turns.run('r:1', store.read, async (_current, turn) => turn!.n);
    expect(n).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect([...claims.claims.keys()]).toEqual([]);
  });

  it('when a holder is slower than half a lease, then its fence refuses the write (503)', async () => {
    let now = 0;
    const turns = new RecordTurns(new MemoryTurnStore(), {
      leaseMs: 1_000,
      maxWaitMs: 60_000,
      now: () => now,
    });
    const store = recordStore({ version: 0, fields: {} });
    await expect(
      turns.run('r:1', store.read, async (_current, turn) => {
        now += 600;
        turn!.fence();
      }),
    ).rejects.toMatchObject({ code: ErrorCode.UNAVAILABLE });
  });

  it('when a turn stays held past the wait, then the write answers 503 and leaves no claim', async () => {
    let now = 0;
    const claims = new MemoryTurnStore();
    const turns = new RecordTurns(claims, { leaseMs: 60_000, maxWaitMs: 100, now: () => now });
    const store = recordStore({ version: 0, fields: {} });
    await claims.claim('r:1', 1, new Date(0));
    const timer = setInterval(() => {
      now += 20;
    }, 1);
    try {
      await expect(turns.run('r:1', store.read, async () => 'wrote')).rejects.toMatchObject({
        code: ErrorCode.UNAVAILABLE,
      });
    } finally {
      clearInterval(timer);
    }
    expect([...claims.claims.keys()]).toEqual(['r:1:1']);
  });

  it('when new records are created, then their first turns are held until their events settle', async () => {
    const claims = new MemoryTurnStore();
    const turns = new RecordTurns(claims);
    let recorded!: () => void;
    await turns.runNew(['r:a', 'r:b'], async (held) => {
      expect(held.map((turn) => turn.n)).toEqual([1, 1]);
      held[0]!.until(new Promise<void>((resolve) => (recorded = resolve)));
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect([...claims.claims.keys()]).toEqual(['r:a:1']);
    recorded();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect([...claims.claims.keys()]).toEqual([]);
  });

  it('when a process stops, then drain waits until the claims of ended turns are released', async () => {
    const claims = new MemoryTurnStore();
    const turns = new RecordTurns(claims);
    let recorded!: () => void;
    await turns.runNew(['r:c'], async ([held]) => {
      held!.until(new Promise<void>((resolve) => (recorded = resolve)));
    });
    let drained = false;
    const draining = turns.drain().then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect([drained, [...claims.claims.keys()]]).toEqual([false, ['r:c:1']]);
    recorded();
    await draining;
    expect([...claims.claims.keys()]).toEqual([]);
    // Bounded: a wait that never settles does not hold the stop.
    await turns.runNew(['r:d'], async ([held]) => held!.until(new Promise(() => undefined)));
    const start = Date.now();
    await turns.drain(50);
    expect(Date.now() - start).toBeLessThan(1_000);
  });

  it("when a new record's first turn is held already (an earlier attempt at the same id), then the create answers 503 and keeps no claim of its own", async () => {
    const claims = new MemoryTurnStore();
    const turns = new RecordTurns(claims);
    await claims.claim('r:b', 1, new Date());
    await expect(turns.runNew(['r:a', 'r:b'], async () => 'created')).rejects.toMatchObject({
      code: ErrorCode.UNAVAILABLE,
    });
    expect([...claims.claims.keys()]).toEqual(['r:b:1']);
  });
});
