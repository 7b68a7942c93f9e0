import type { Logger } from '@rapport/platform';
import { ALL, backfillPartitions as backfill } from '@rapport/platform/mongo';
import type { CompanyDocument, CompanyModels } from './company.models';
import { gramsOf } from './search-grams';

const MIGRATION = 'companies-partitions-v1';
const GRAMS_MIGRATION = 'companies-search-grams-v1';
const BATCH = 1_000;

/**
 * Gives companies stored before time partitions (decisions 0020, 0021) their partitions and directory
 * entries, once per database, before the server listens (the platform's `backfillPartitions`). A
 * crash part way leaves the marker unwritten and the next start goes on.
 */
export async function backfillPartitions(models: CompanyModels, logger: Logger): Promise<void> {
  if (await models.Migrations.exists({ _id: MIGRATION })) return;
  const counts = await backfill(
    models.Companies,
    models.Slots,
    { organizationId: 1 },
    (doc: { _id: string; organizationId: string }) => ({
      organizationId: doc.organizationId,
      recordId: doc._id,
      scopes: [ALL],
    }),
  );
  await models.Migrations.updateOne({ _id: MIGRATION }, { $set: { doneAt: new Date() } }, { upsert: true });
  logger.info(counts, 'companies partitions backfilled');
}

/**
 * Gives companies stored before search grams (decision 0020) their grams, once per database, before
 * the server listens, so no search misses them and no request races the update. The update is guarded
 * by the name and domain the grams come from; a crash part way leaves the marker unwritten.
 */
export async function backfillSearchGrams(models: CompanyModels, logger: Logger): Promise<void> {
  if (await models.Migrations.exists({ _id: GRAMS_MIGRATION })) return;
  type Row = Pick<CompanyDocument, '_id' | 'organizationId' | 'name' | 'domain' | 'grams'>;
  const cursor = models.Companies.collection.find(
    {},
    { projection: { organizationId: 1, name: 1, domain: 1, grams: 1 }, batchSize: BATCH },
  );
  let batch: Row[] = [];
  let migrated = 0;
  const write = async () => {
    if (!batch.length) return;
    await models.Companies.collection.bulkWrite(
      batch.map(({ _id, organizationId, name, domain }) => ({
        updateOne: {
          filter: { _id: _id as never, organizationId, name, domain: domain ?? null },
          update: { $set: { grams: gramsOf({ name, domain: domain ?? null }) } },
        },
      })),
      { ordered: false },
    );
    migrated += batch.length;
    batch = [];
  };
  for await (const raw of cursor) {
    const row = raw as unknown as Row;
    if (row.grams) continue;
    batch.push(row);
    if (batch.length >= BATCH) await write();
  }
  await write();
  await models.Migrations.updateOne(
    { _id: GRAMS_MIGRATION },
    { $set: { doneAt: new Date() } },
    { upsert: true },
  );
  logger.info({ migrated }, 'companies search grams backfilled');
}
