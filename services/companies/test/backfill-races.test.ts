import { createLogger, newId, RecordTurns } from '@rapport/platform';
import { connectMongo, ensureIndexes, MongoTurnStore, partitionsOf } from '@rapport/platform/mongo';
import type { Connection } from 'mongoose';
import { companyTurnKey } from '../src/domain/companies.service';
import { type CompanyModels, registerModels } from '../src/store/company.models';
import { MongoCompanyRepository } from '../src/store/company.repository';
import { backfillPartitions } from '../src/store/partition-backfill';

/**
 * The audit of issue 42, the one-time backfills a replica runs at its start: other replicas serve
 * writes meanwhile, and on FerretDB v1 an update is a read then a write of the whole document, so the
 * backfill's write of a company and a PATCH of it at once could undo each other. On the real store.
 */
const COMPANIES = 200;
const ROUNDS = 6;
const WRITERS = 50;

describe('companies backfills while other replicas write (store, issue 42)', () => {
  const dbName = `rapport_companies_backfill_races_${newId().slice(-8)}`;
  let connection: Connection;
  let models: CompanyModels;
  beforeAll(async () => {
    connection = await connectMongo(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', dbName);
    models = registerModels(connection);
    await ensureIndexes(connection);
  });
  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it(`when ${COMPANIES} companies stored before partitions are PATCHed while a starting replica backfills them (${ROUNDS} times), then every PATCH and every partition stays`, async () => {
    const losses = [];
    for (let round = 0; round < ROUNDS; round++) losses.push(await backfillWhileWriting());
    expect(losses.filter((loss) => loss.lostPatches || loss.lostSlots)).toEqual([]);
  }, 120_000);

  async function backfillWhileWriting() {
    await models.Migrations.deleteMany({});
    const organizationId = newId();
    const at = new Date();
    const ids = Array.from({ length: COMPANIES }, () => newId());
    await models.Companies.collection.insertMany(
      ids.map((id) => ({
        _id: id as never,
        organizationId,
        name: `Company ${id.slice(-6)}`,
        domain: null,
        domainKey: id,
        description: 'description 0',
        categories: [],
        customFields: {},
        version: 1,
        createdAt: at,
        updatedAt: at,
      })),
    );
    const repo = new MongoCompanyRepository(models);
    // Another replica's PATCH, as CompaniesService writes it: in the company's turn, `version: n`.
    const turns = new RecordTurns(new MongoTurnStore(models.Turns));
    const patch = (id: string, description: string) =>
      turns.run(
        companyTurnKey(id),
        () => repo.findById(organizationId, id),
        async (company, turn) => {
          if (!company || !turn) throw new Error(`company ${id} is gone`);
          turn.fence();
          await repo.update(organizationId, id, { description, updatedAt: new Date(), version: turn.n });
        },
      );
    const acknowledged = new Map<string, string>();
    let backfilled = false;
    // Each writer owns its companies and PATCHes them one after another until the backfill is done.
    const writer = async (w: number) => {
      const own = ids.filter((_id, i) => i % WRITERS === w);
      for (let round = 1; !backfilled && round <= 200; round++) {
        for (const id of own) {
          const description = `description ${round}`;
          await patch(id, description);
          acknowledged.set(id, description);
        }
      }
    };
    const backfill = async () => {
      const logger = createLogger('companies', 'silent');
      try {
        await backfillPartitions(models, logger);
      } finally {
        backfilled = true;
      }
    };
    await Promise.all([backfill(), ...Array.from({ length: WRITERS }, (_w, w) => writer(w))]);

    const stored = await models.Companies.find({ organizationId }).lean<
      { _id: string; description: string; slots?: string[] }[]
    >();
    expect(stored).toHaveLength(COMPANIES);
    const lostPatches = stored.filter((doc) => doc.description !== acknowledged.get(doc._id)).length;
    const lostSlots = stored.filter(
      (doc) => JSON.stringify(doc.slots) !== JSON.stringify(partitionsOf(doc._id)),
    ).length;
    return { lostPatches, lostSlots };
  }
});
