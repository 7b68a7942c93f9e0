import type { Logger } from '@rapport/platform';
import { ALL, backfillPartitions, bulkWriteInChunks, scopeOf } from '@rapport/platform/mongo';
import type { ContactsModels } from './contacts.models';
import { tagPartitionsOf } from './people.repository';

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

const TAG_MIGRATION = 'tag-partitions-v1';
const TAG_BATCH = 1_000;
/** Links of older records read at once (the store's pool holds 20 connections). */
const LINK_READS = 16;

/**
 * Gives people stored before their tag partitions (`tagSlots`, decision 0021) those partitions, once
 * per database, before the service takes traffic: from the tags stored with the person, or from its
 * links for records older than that copy. One scan of the people (O(collection), once); a crash part
 * way leaves the marker unwritten and the next start goes on.
 */
export async function backfillTagSlots(models: ContactsModels, logger: Logger): Promise<void> {
  if (await models.Migrations.exists({ _id: TAG_MIGRATION })) return;
  type Doc = { _id: string; organizationId: string; tags?: { id: string }[]; tagSlots?: string[] };
  const cursor = models.People.collection.find(
    {},
    { projection: { organizationId: 1, tags: 1, tagSlots: 1 }, batchSize: TAG_BATCH },
  );
  let batch: Doc[] = [];
  let migrated = 0;
  const linkedTagIds = async (doc: Doc) =>
    (
      await models.TagLinks.find({ organizationId: doc.organizationId, personId: doc._id })
        .select({ tagId: 1 })
        .lean<{ tagId: string }[]>()
    ).map((link) => link.tagId);
  const write = async () => {
    const updates = [];
    for (let i = 0; i < batch.length; i += LINK_READS) {
      const group = batch.slice(i, i + LINK_READS);
      const tagIds = await Promise.all(
        group.map((doc) => (doc.tags ? doc.tags.map((tag) => tag.id) : linkedTagIds(doc))),
      );
      updates.push(
        ...group.map((doc, j) => ({
          updateOne: {
            // A write since the scan stored the partitions already: left alone.
            filter: { organizationId: doc.organizationId, _id: doc._id, tagSlots: { $exists: false } },
            update: { $set: { tagSlots: tagPartitionsOf(doc._id, tagIds[j]!) } },
          },
        })),
      );
    }
    await bulkWriteInChunks(models.People.collection, updates);
    migrated += batch.length;
    batch = [];
  };
  for await (const raw of cursor) {
    const doc = raw as unknown as Doc;
    if (Array.isArray(doc.tagSlots)) continue;
    batch.push(doc);
    if (batch.length >= TAG_BATCH) await write();
  }
  if (batch.length) await write();
  await models.Migrations.updateOne(
    { _id: TAG_MIGRATION },
    { $set: { doneAt: new Date() } },
    { upsert: true },
  );
  logger.info({ people: migrated }, 'tag partitions backfilled');
}
