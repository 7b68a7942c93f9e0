// The Mongo outbox store against the real store (MONGO_URL; on the embedded FerretDB also
// PostgreSQL's counters): what an event costs it, and what the relay reads (decision 0008).
import { type EventEnvelope, newId, Outbox, type OutboxEntry, OutboxRelay } from '@rapport/platform';
import { dueKeyOf, ensureIndexes, MongoOutboxStore, outboxModel } from '@rapport/platform/mongo';
import { ferretDbTable, storeSql } from '@rapport/testkit';
import mongoose from 'mongoose';
import { createLogger } from '../src/logger';

const logger = createLogger('test', 'silent');
const DB = `rapport_platform_outbox_${newId().slice(-8)}`;

interface Command {
  commandName: string;
  command: Record<string, unknown>;
}

let connection: mongoose.Connection;
const commands: Command[] = [];

beforeAll(async () => {
  connection = await mongoose
    .createConnection(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', {
      dbName: DB,
      autoIndex: false,
      monitorCommands: true,
      serverSelectionTimeoutMS: 1_500,
    })
    .asPromise();
  connection.getClient().on('commandStarted', (event) => commands.push(event as unknown as Command));
  outboxModel(connection);
  await ensureIndexes(connection);
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

const model = () => outboxModel(connection);
const entry = (organizationId: string, id = newId()): OutboxEntry => ({
  id,
  type: 'thing.created',
  organizationId,
  occurredAt: new Date(),
  ref: { thingId: id },
  data: { thingId: id },
  attempts: 0,
  trace: null,
});

function broker() {
  const sent: EventEnvelope[] = [];
  return {
    sent,
    down: false,
    async publish(event: EventEnvelope) {
      if (this.down) throw new Error('broker down');
      await new Promise((resolve) => setTimeout(resolve, 1));
      sent.push(event);
    },
  };
}

/** The commands sent while `work` ran. */
async function commandsOf(work: () => Promise<unknown>): Promise<Command[]> {
  const from = commands.length;
  await work();
  return commands.slice(from);
}

/** What a delete or find selects its rows by: the filter's scalar top-level equalities. */
const equalitiesOf = (filter: Record<string, unknown>) =>
  Object.entries(filter)
    .filter(([, value]) => typeof value === 'string')
    .map(([key]) => key);

async function outboxCounters(): Promise<{ seqTupRead: number } | undefined> {
  const table = await ferretDbTable(DB, 'outbox');
  if (!table) return undefined;
  const row = await storeSql(
    `select seq_tup_read from pg_stat_user_tables where schemaname = '${table.schema}' and relname = '${table.table}'`,
  );
  return { seqTupRead: Number(row) };
}

describe('MongoOutboxStore', () => {
  it('when many events are staged and published at once, then they share inserts and deletes, each selected by an equality', async () => {
    const sut = new MongoOutboxStore(model());
    const organizationId = newId();
    // Entries that wait (a broker outage): what each event costs must not grow with them.
    const waiting = Array.from({ length: 300 }, () => entry(organizationId));
    await sut.insert(waiting, new Date(Date.now() + 3_600_000));
    const outbox = new Outbox(sut, broker(), logger, { graceMs: 10_000 });
    const before = await outboxCounters();

    const sent = await commandsOf(() =>
      Promise.all([
        ...Array.from({ length: 60 }, async (_x, n) => {
          const [staged] = await outbox.stage({
            type: 'thing.created',
            organizationId,
            ref: { n: String(n) },
          });
          await outbox.publish(staged!, { n });
        }),
        ...Array.from({ length: 3 }, async () => {
          const staged = await outbox.stage(
            ...Array.from({ length: 10 }, () => ({ type: 'thing.updated', organizationId })),
          );
          await outbox.discard(...staged);
        }),
      ]),
    );

    const inserts = sent.filter((c) => c.commandName === 'insert');
    const deletes = sent.filter((c) => c.commandName === 'delete');
    expect(inserts.length).toBeLessThanOrEqual(25);
    expect(deletes.length).toBeLessThanOrEqual(30);
    for (const command of deletes)
      for (const statement of command.command.deletes as { q: Record<string, unknown> }[])
        expect(equalitiesOf(statement.q).some((key) => key === '_id' || key === 'batch')).toBe(true);
    expect(await model().countDocuments({ organizationId })).toBe(waiting.length);
    if (before) {
      // PostgreSQL publishes a backend's counters within a second of its transaction.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const after = (await outboxCounters())!;
      // A delete selected by `$in` alone read the whole outbox each time (3 × 300 rows at least here);
      // PostgreSQL may still choose one sequential scan of a table this small for an equality.
      expect(after.seqTupRead - before.seqTupRead).toBeLessThan(2 * waiting.length);
    }
    await model().deleteMany({ organizationId });
  });

  it('when a writer left entries behind, then the relay reads them by due bucket, publishes and removes them', async () => {
    const sut = new MongoOutboxStore(model());
    const organizationId = newId();
    const left = [entry(organizationId), entry(organizationId)];
    await sut.insert(left, new Date(Date.now() - 1));
    const publisher = broker();
    const relay = OutboxRelay.forEvents(sut, publisher, logger);
    await relay.runOnce(); // the first pass sweeps once
    expect(publisher.sent.map((e) => e.id).sort()).toEqual(left.map((e) => e.id).sort());

    const later = entry(organizationId);
    await sut.insert([later], new Date(Date.now() - 1));
    const sent = await commandsOf(() => relay.runOnce());

    expect(publisher.sent.map((e) => e.id)).toContain(later.id);
    const finds = sent.filter((c) => c.commandName === 'find');
    expect(finds.length).toBeGreaterThan(0);
    for (const find of finds)
      expect(equalitiesOf(find.command.filter as Record<string, unknown>)).toEqual(['dueKey']);
    expect(await model().countDocuments({ organizationId })).toBe(0);
  });

  it('when the broker refuses an entry, then the relay postpones it to a later bucket and publishes it once due', async () => {
    const sut = new MongoOutboxStore(model());
    const organizationId = newId();
    const failing = entry(organizationId);
    await sut.insert([failing], new Date(Date.now() - 1));
    const publisher = broker();
    const relay = OutboxRelay.forEvents(sut, publisher, logger, { baseBackoffMs: 500 });
    publisher.down = true;
    expect(await relay.runOnce()).toBe(0);
    const postponed = await model().findById(failing.id).lean();
    expect(postponed).toMatchObject({ attempts: 1, dueKey: dueKeyOf(postponed!.nextAttemptAt) });
    expect(postponed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    publisher.down = false;
    expect(await relay.runOnce()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, postponed!.nextAttemptAt.getTime() - Date.now() + 10));
    expect(await relay.runOnce()).toBe(1);
    expect(publisher.sent.map((e) => e.id)).toEqual([failing.id]);
    expect(await model().countDocuments({ organizationId })).toBe(0);
  });

  it('when an entry was written without a dueKey (an earlier version, a direct write), then the relay sweep finds it', async () => {
    const organizationId = newId();
    const id = newId();
    await model().collection.insertOne({
      _id: id as never,
      organizationId,
      type: 'thing.created',
      ref: {},
      data: { id },
      occurredAt: new Date(),
      attempts: 0,
      nextAttemptAt: new Date(),
    });
    const publisher = broker();
    const relay = OutboxRelay.forEvents(new MongoOutboxStore(model()), publisher, logger);

    await relay.runOnce();

    expect(publisher.sent.map((e) => e.id)).toEqual([id]);
    expect(await model().countDocuments({ organizationId })).toBe(0);
  });

  it('when a relay postpones entries while their writer removes them (published after all), then none comes back, and two postpones leave each entry whole (issue 42 audit)', async () => {
    // On FerretDB v1 an update is a read then a write of the whole document: it must neither bring a
    // removed entry back nor mix two schedules into a broken entry.
    const sut = new MongoOutboxStore(model());
    const organizationId = newId();
    const removed = Array.from({ length: 60 }, () => entry(organizationId));
    const postponed = Array.from({ length: 60 }, () => entry(organizationId));
    await sut.insert([...removed, ...postponed], new Date(Date.now() - 1));
    const later = (ms: number) => new Date(Date.now() + ms);
    await Promise.all([
      ...removed.flatMap((e) => [sut.postpone({ ...e, attempts: 1 }, later(60_000)), sut.remove([e])]),
      ...postponed.flatMap((e) => [
        sut.postpone({ ...e, attempts: 1 }, later(60_000)),
        sut.postpone({ ...e, attempts: 2 }, later(120_000)),
      ]),
    ]);
    expect(await model().countDocuments({ _id: { $in: removed.map((e) => e.id) } } as never)).toBe(0);
    const kept = await model()
      .find({ _id: { $in: postponed.map((e) => e.id) } } as never)
      .lean();
    const broken = kept.filter(
      (doc) =>
        doc.type !== 'thing.created' ||
        !doc.data ||
        doc.dueKey !== dueKeyOf(doc.nextAttemptAt) ||
        ![1, 2].includes(doc.attempts),
    );
    expect([kept.length, broken.length]).toEqual([60, 0]);
  });

  it('when one of several concurrent stages repeats a saved id, then only that one fails and the others are saved', async () => {
    const sut = new MongoOutboxStore(model());
    const organizationId = newId();
    const taken = entry(organizationId);
    await sut.insert([taken], new Date());
    const others = Array.from({ length: 5 }, () => entry(organizationId));

    const outcomes = await Promise.allSettled([
      sut.insert([others[0]!], new Date()), // in flight alone: the next ones wait and go together
      ...others.slice(1, 3).map((e) => sut.insert([e], new Date())),
      sut.insert([{ ...taken }], new Date()),
      ...others.slice(3).map((e) => sut.insert([e], new Date())),
    ]);

    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const stored = await model().find({ organizationId }).lean();
    expect(stored.map((doc) => doc._id).sort()).toEqual([taken, ...others].map((e) => e.id).sort());
    await model().deleteMany({ organizationId });
  });
});
