import { createLogger, newId } from '@rapport/platform';
import { connectMongo, ensureIndexes } from '@rapport/platform/mongo';
import type { Connection } from 'mongoose';
import { type EmailModels, registerModels } from '../src/store/email.models';
import { backfillSuppressionPartitions, MongoSuppressionRepository } from '../src/store/email.repository';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

// The suppression list pages by time partitions (decision 0026), so a page costs O(page) however long
// the list grows; entries stored before that get their partitions once, at start.
describe('suppression list: time partitions', () => {
  const dbName = `rapport_email_suppressions_${newId().slice(-8)}`;
  let connection: Connection;
  let models: EmailModels;
  beforeAll(async () => {
    connection = await connectMongo(MONGO_URL, dbName);
    models = registerModels(connection);
    await ensureIndexes(connection);
  });
  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  const entry = (organizationId: string, address: string) => {
    const at = new Date();
    return {
      id: newId(),
      organizationId,
      address,
      reason: 'manual' as const,
      source: 'api',
      createdAt: at,
      updatedAt: at,
    };
  };

  it('when entries are added, then pages read them newest first by partitions, each once, per organization', async () => {
    const repository = new MongoSuppressionRepository(models);
    const organizationId = newId();
    const added = [];
    for (let i = 0; i < 7; i++) {
      const e = entry(organizationId, `a${i}@example.com`);
      expect(await repository.tryInsert(e)).toBe(true);
      added.unshift(e.id);
    }
    await repository.tryInsert(entry(newId(), 'a0@example.com'));
    const seen: string[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page = await repository.list(organizationId, {}, cursor, 3);
      seen.push(...page.map((s) => s.id));
      if (page.length < 3) break;
      cursor = page.at(-1)!.id;
    }
    expect(seen).toEqual(added);
    const doc = await models.Suppressions.findOne({ _id: added[0] }).lean<{ slots?: string[] }>();
    expect(doc?.slots).toHaveLength(7); // its chunk, its slot and the five nodes above
    expect(
      (await repository.list(organizationId, { address: 'a3@example.com' }, null, 10)).map((s) => s.id),
    ).toEqual([added[3]]);
  });

  it('when entries were stored before partitions, then the backfill makes them listed, once', async () => {
    const repository = new MongoSuppressionRepository(models);
    const organizationId = newId();
    const old = [entry(organizationId, 'old1@example.com'), entry(organizationId, 'old2@example.com')];
    await models.Suppressions.insertMany(old.map(({ id, ...e }) => ({ _id: id, ...e })));
    expect(await repository.list(organizationId, {}, null, 10)).toEqual([]);
    await backfillSuppressionPartitions(models, createLogger('email', 'silent'));
    expect((await repository.list(organizationId, {}, null, 10)).map((s) => s.id)).toEqual([
      old[1]!.id,
      old[0]!.id,
    ]);
    expect(await models.Migrations.exists({ _id: 'suppression-partitions-v1' })).toBeTruthy();
  });
});
