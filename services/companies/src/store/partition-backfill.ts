import { type Logger, RecordTurns } from '@rapport/platform';
import {
  ALL,
  backfillPartitions as backfill,
  bulkWriteInChunks,
  MongoTurnStore,
} from '@rapport/platform/mongo';
import { companyTurnKey } from '../domain/companies.service';
import type { CompanyDocument, CompanyModels } from './company.models';
import { gramsOfTexts, textsOf } from './search-grams';

const MIGRATION = 'companies-partitions-v1';
const SEARCH_MIGRATION = 'companies-search-entries-v1';
const BATCH = 1_000;

/**
 * Gives companies stored before time partitions (decisions 0020, 0021) their partitions and directory
 * entries, once per database, before the server listens (the platform's `backfillPartitions`). Other
 * replicas may serve writes meanwhile: each company's write runs in its turn (decision 0030), as
 * theirs do. A crash part way leaves the marker unwritten and the next start goes on.
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
    { turns: new RecordTurns(new MongoTurnStore(models.Turns)), key: companyTurnKey },
  );
  await models.Migrations.updateOne({ _id: MIGRATION }, { $set: { doneAt: new Date() } }, { upsert: true });
  logger.info(counts, 'companies partitions backfilled');
}

/**
 * Gives companies stored before search entries (decision 0020) their entry, once per database, before
 * the server listens, so no search misses them. Other replicas may write entries meanwhile (in the
 * company's turn): this one only inserts a missing entry (`$setOnInsert`; an update that changes
 * nothing writes nothing, on FerretDB too), so an entry written by a write of the company is left as
 * it is. Both finding none and inserting at once: one insert is refused, a request's (its write fails
 * unacknowledged) or this one's (the start fails and the next goes on). A crash part way leaves the
 * marker unwritten.
 */
export async function backfillSearchEntries(models: CompanyModels, logger: Logger): Promise<void> {
  if (await models.Migrations.exists({ _id: SEARCH_MIGRATION })) return;
  type Row = Pick<CompanyDocument, '_id' | 'organizationId' | 'name' | 'domain'>;
  const cursor = models.Companies.collection.find(
    {},
    { projection: { organizationId: 1, name: 1, domain: 1 }, batchSize: BATCH },
  );
  let batch: Row[] = [];
  let migrated = 0;
  const write = async () => {
    if (!batch.length) return;
    await bulkWriteInChunks(
      models.SearchEntries.collection,
      batch.map(({ _id, organizationId, name, domain }) => {
        const texts = textsOf({ name, domain: domain ?? null });
        return {
          updateOne: {
            filter: { _id: _id as never },
            update: { $setOnInsert: { organizationId, texts, grams: gramsOfTexts(texts) } },
            upsert: true,
          },
        };
      }),
    );
    migrated += batch.length;
    batch = [];
  };
  for await (const raw of cursor) {
    batch.push(raw as unknown as Row);
    if (batch.length >= BATCH) await write();
  }
  await write();
  await models.Migrations.updateOne(
    { _id: SEARCH_MIGRATION },
    { $set: { doneAt: new Date() } },
    { upsert: true },
  );
  logger.info({ migrated }, 'companies search entries backfilled');
}
