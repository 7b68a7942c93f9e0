import type { EventEnvelope } from './events';
import { createLogger } from './logger';
import { Outbox, type OutboxEntry, OutboxRelay, type OutboxStore } from './outbox';

const logger = createLogger('test', 'silent');

/** An in-memory OutboxStore that honours `nextAttemptAt`, as the Mongo one does. */
function memoryStore() {
  const rows = new Map<string, OutboxEntry & { nextAttemptAt: Date }>();
  const store: Required<OutboxStore> & { rows: typeof rows } = {
    rows,
    insert: async (entries, nextAttemptAt) => {
      for (const entry of entries) rows.set(entry.id, { ...entry, nextAttemptAt });
    },
    due: async (now, limit) => [...rows.values()].filter((r) => r.nextAttemptAt <= now).slice(0, limit),
    remove: async (entries) => {
      for (const { id } of entries) rows.delete(id);
    },
    postpone: async (entry, at) => {
      rows.set(entry.id, { ...entry, nextAttemptAt: at });
    },
  };
  return store;
}

function publisher() {
  const sent: EventEnvelope[] = [];
  return {
    sent,
    down: false,
    async publish(event: EventEnvelope) {
      if (this.down) throw new Error('broker down');
      sent.push(event);
    },
  };
}

describe('Outbox', () => {
  it('when an event is staged and then published, then the broker gets it and the entry is gone', async () => {
    const store = memoryStore();
    const broker = publisher();
    const sut = new Outbox(store, broker, logger, { graceMs: 10_000 });
    const [staged] = await sut.stage({ type: 'thing.created', organizationId: 'o', ref: { thingId: 't' } });
    expect(store.rows.size).toBe(1);
    await sut.publish(staged!, { thingId: 't' });
    expect(broker.sent).toEqual([
      {
        id: staged!.id,
        type: 'thing.created',
        occurredAt: staged!.occurredAt,
        organizationId: 'o',
        data: { thingId: 't' },
      },
    ]);
    expect(store.rows.size).toBe(0);
  });

  it('when the broker does not confirm, then publish does not throw and the entry waits for the relay', async () => {
    const store = memoryStore();
    const broker = publisher();
    broker.down = true;
    const sut = new Outbox(store, broker, logger, { graceMs: 0 });
    const [staged] = await sut.stage({ type: 'thing.deleted', organizationId: 'o', data: { thingId: 't' } });
    await expect(sut.publish(staged!)).resolves.toBeUndefined();
    expect(store.rows.has(staged!.id)).toBe(true);
    broker.down = false;
    const relay = OutboxRelay.forEvents(store, broker, logger);
    expect(await relay.runOnce()).toBe(1);
    expect(broker.sent.map((e) => [e.id, e.data])).toEqual([[staged!.id, { thingId: 't' }]]);
    expect(store.rows.size).toBe(0);
  });

  it('when a change did not happen, then discard forgets its entry and nothing is published', async () => {
    const store = memoryStore();
    const broker = publisher();
    const sut = new Outbox(store, broker, logger, { graceMs: 0 });
    const staged = await sut.stage({ type: 'a', organizationId: 'o' }, { type: 'b', organizationId: 'o' });
    await sut.discard(...staged);
    expect(store.rows.size).toBe(0);
    expect(await OutboxRelay.forEvents(store, broker, logger).runOnce()).toBe(0);
    expect(broker.sent).toEqual([]);
  });
  it('when it publishes in the background, then publish returns before the broker confirms, in call order, and drain waits for the rest', async () => {
    const store = memoryStore();
    const confirms: (() => void)[] = [];
    const order: string[] = [];
    const slow = {
      publish: (event: EventEnvelope) =>
        new Promise<void>((resolve) => {
          order.push(event.id);
          confirms.push(resolve);
        }),
    };
    const sut = new Outbox(store, slow, logger, { graceMs: 10_000, background: { maxPending: 2 } });
    const staged = await sut.stage(
      ...['a', 'b', 'c'].map((id) => ({ type: 'thing.created', organizationId: 'o', ref: { thingId: id } })),
    );
    await sut.publish(staged[0]!);
    await sut.publish(staged[1]!);
    expect(order).toEqual([staged[0]!.id, staged[1]!.id]);
    expect(store.rows.size).toBe(3); // nothing confirmed yet: every entry is still there for the relay
    // A third would make three running: it waits for its own confirm (back-pressure).
    let third = false;
    const publishing = sut.publish(staged[2]!).then(() => {
      third = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(third).toBe(false);
    confirms[2]!();
    await publishing;
    let drained = false;
    const draining = sut.drain().then(() => {
      drained = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);
    confirms[0]!();
    confirms[1]!();
    await draining;
    expect(store.rows.size).toBe(0);
  });
});

describe('Outbox.around', () => {
  it('when the write reports a change, then the event is staged before it and published with its data; otherwise discarded', async () => {
    const store = memoryStore();
    const broker = publisher();
    const sut = new Outbox(store, broker, logger, { graceMs: 0 });
    let stagedDuringWrite = 0;
    const write = async (changed: boolean) => {
      stagedDuringWrite = store.rows.size;
      return changed ? { id: 't' } : null;
    };
    const dataOf = (result: { id: string } | null) => (result ? { thingId: result.id } : null);

    expect(
      await sut.around({ type: 'thing.updated', organizationId: 'o' }, () => write(true), dataOf),
    ).toEqual({
      id: 't',
    });
    expect(stagedDuringWrite).toBe(1);
    expect(
      await sut.around({ type: 'thing.updated', organizationId: 'o' }, () => write(false), dataOf),
    ).toBeNull();
    expect(broker.sent.map((e) => [e.type, e.data])).toEqual([['thing.updated', { thingId: 't' }]]);
    expect(store.rows.size).toBe(0);
  });
});

describe('OutboxRelay', () => {
  it('when an entry is younger than the grace, then the relay leaves it to its writer', async () => {
    const store = memoryStore();
    const broker = publisher();
    await new Outbox(store, broker, logger, { graceMs: 60_000 }).stage({
      type: 'a',
      organizationId: 'o',
      data: {},
    });
    expect(await OutboxRelay.forEvents(store, broker, logger).runOnce()).toBe(0);
    expect(store.rows.size).toBe(1);
  });

  it('when resolve answers null, then the entry is dropped unpublished; otherwise its answer is published', async () => {
    const store = memoryStore();
    const broker = publisher();
    const outbox = new Outbox(store, broker, logger, { graceMs: 0 });
    const [gone, alive] = await outbox.stage(
      { type: 'x.updated', organizationId: 'o', ref: { id: 'gone' } },
      { type: 'x.updated', organizationId: 'o', ref: { id: 'alive' } },
    );
    const relay = OutboxRelay.forEvents(store, broker, logger, {
      resolve: async (entry) => (entry.ref.id === 'alive' ? { now: 'current' } : null),
    });
    expect(await relay.runOnce()).toBe(1);
    expect(broker.sent.map((e) => [e.id, e.data])).toEqual([[alive!.id, { now: 'current' }]]);
    expect(store.rows.has(gone!.id)).toBe(false);
    expect(store.rows.size).toBe(0);
  });

  it('when the publish fails, then the entry backs off exponentially and the pass stops', async () => {
    const store = memoryStore();
    const broker = publisher();
    await new Outbox(store, broker, logger, { graceMs: 0 }).stage(
      { type: 'a', organizationId: 'o', data: {} },
      { type: 'b', organizationId: 'o', data: {} },
    );
    broker.down = true;
    const relay = OutboxRelay.forEvents(store, broker, logger, { baseBackoffMs: 1_000, maxBackoffMs: 3_000 });
    const before = Date.now();
    expect(await relay.runOnce()).toBe(0);
    const [first, second] = [...store.rows.values()];
    expect(first!.attempts).toBe(1);
    expect(first!.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(2_000);
    expect(second!.attempts).toBe(0);
    await store.postpone({ ...first!, attempts: 5 }, new Date(0));
    await relay.runOnce();
    const again = store.rows.get(first!.id)!;
    expect(again.attempts).toBe(6);
    expect(again.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(3_000);
  });

  it('when a pass publishes a whole batch, then the next runs at once, until the backlog is gone or 50 passes ran', async () => {
    jest.useFakeTimers();
    try {
      const store = memoryStore();
      const broker = publisher();
      const outbox = new Outbox(store, broker, logger, { graceMs: 0 });
      for (let i = 0; i < 25; i++) await outbox.stage({ type: 'a', organizationId: 'o', data: { i } });
      const task = OutboxRelay.forEvents(store, broker, logger, { batchSize: 10 }).start(1_000);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(broker.sent).toHaveLength(25); // one tick: passes of 10, 10 and 5
      await task.stop();

      // Entries that cannot be removed come back every pass: a tick stops after 50 passes.
      for (let i = 0; i < 10; i++) await outbox.stage({ type: 'b', organizationId: 'o', data: { i } });
      const stuck = { ...store, remove: async () => undefined };
      const stuckTask = OutboxRelay.forEvents(stuck, broker, logger, { batchSize: 10 }).start(1_000);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(broker.sent.length - 25).toBe(50 * 10);
      await stuckTask.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('when resolving one entry fails, then that entry backs off and the others are still published', async () => {
    const store = memoryStore();
    const broker = publisher();
    const [bad, good] = await new Outbox(store, broker, logger, { graceMs: 0 }).stage(
      { type: 'a', organizationId: 'o', ref: { bad: 'yes' } },
      { type: 'b', organizationId: 'o', ref: {} },
    );
    const relay = OutboxRelay.forEvents(store, broker, logger, {
      resolve: async (entry) => {
        if (entry.ref.bad) throw new Error('store hiccup');
        return { ok: true };
      },
    });
    expect(await relay.runOnce()).toBe(1);
    expect(broker.sent.map((e) => e.id)).toEqual([good!.id]);
    expect(store.rows.get(bad!.id)?.attempts).toBe(1);
  });
});
