import type { Logger } from '@rapport/platform';
import { ALL, backfillPartitions, scopeOf } from '@rapport/platform/mongo';
import type { ContactsModels } from './contacts.models';

const MIGRATION = 'people-partitions-v1';

/**
 * Gives people and tag links stored before time partitions (decision 0021) their partitions and
 * directory entries, once per database, before the service takes traffic (the platform's
 * `backfillPartitions`). A crash part way leaves the marker unwritten and the next start goes on.
 */
export async function backfillSlots(models: ContactsModels, logger: Logger): Promise<void> {
  if (await models.Migrations.exists({ _id: MIGRATION })) return;
  const people = await backfillPartitions(
    models.People,
    models.Slots,
    { organizationId: 1, companyId: 1 },
    (doc: { _id: string; organizationId: string; companyId?: string | null }) => ({
      organizationId: doc.organizationId,
      recordId: doc._id,
      scopes: doc.companyId ? [ALL, scopeOf('company', doc.companyId)] : [ALL],
    }),
  );
  const links = await backfillPartitions(
    models.TagLinks,
    models.Slots,
    { organizationId: 1, personId: 1, tagId: 1 },
    (doc: { _id: string; organizationId: string; personId: string; tagId: string }) => ({
      organizationId: doc.organizationId,
      recordId: doc.personId,
      scopes: [scopeOf('tag', doc.tagId)],
    }),
  );
  await models.Migrations.updateOne({ _id: MIGRATION }, { $set: { doneAt: new Date() } }, { upsert: true });
  logger.info({ people, links }, 'time partitions backfilled');
}
