import type { Logger } from '@rapport/platform';
import { ALL, backfillPartitions as backfill } from '@rapport/platform/mongo';
import type { CompanyModels } from './company.models';

const MIGRATION = 'companies-partitions-v1';

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
