import { type Logger, RecordTurns } from '@rapport/platform';
import { ALL, backfillPartitions, eachAtOnce, MongoTurnStore, scopeOf } from '@rapport/platform/mongo';
import { personTurnKey } from '../domain/person-writer';
import type { ContactsModels } from './contacts.models';
import { tagPartitionsOf } from './people.repository';

const MIGRATION = 'people-partitions-v1';

/**
 * Gives people and tag links stored before time partitions (decision 0021) their partitions and
 * directory entries, once per database, before this process takes traffic (the platform's
 * `backfillPartitions`). Other replicas may serve writes meanwhile: each person's write runs in its
 * turn (decision 0030), as theirs do. A crash part way leaves the marker unwritten and the next start
 * goes on.
 */
export async function backfillSlots(models: ContactsModels, logger: Logger): Promise<void> {
  if (await models.Migrations.exists({ _id: MIGRATION })) return;
  const turns = new RecordTurns(new MongoTurnStore(models.Turns));
  const people = await backfillPartitions(
    models.People,
    models.Slots,
    { organizationId: 1, companyId: 1 },
    (doc: { _id: string; organizationId: string; companyId?: string | null }) => ({
      organizationId: doc.organizationId,
      recordId: doc._id,
      scopes: doc.companyId ? [ALL, scopeOf('company', doc.companyId)] : [ALL],
    }),
    { turns, key: personTurnKey },
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
/** People written at once, each in its turn (the store's pool holds 20 connections). */
const AT_ONCE = 16;

/**
 * Gives people stored before their tag partitions (`tagSlots`, decision 0021) those partitions, once
 * per database, before this process takes traffic: from the tags stored with the person, or from its
 * links for records older than that copy. One scan of the people (O(collection), once). Other
 * replicas may serve writes meanwhile, and on FerretDB v1 an update writes back the whole document
 * it read: each person is written in its turn (decision 0030), from the person and its links as they
 * are then (a tag attach or detach runs in the person's turns too). A crash part way leaves the
 * marker unwritten and the next start goes on.
 */
export async function backfillTagSlots(models: ContactsModels, logger: Logger): Promise<void> {
  if (await models.Migrations.exists({ _id: TAG_MIGRATION })) return;
  type Doc = {
    _id: string;
    organizationId: string;
    tags?: { id: string }[];
    tagSlots?: string[];
    version?: number;
  };
  const projection = { organizationId: 1, tags: 1, tagSlots: 1, version: 1 };
  const cursor = models.People.collection.find({}, { projection, batchSize: TAG_BATCH });
  const turns = new RecordTurns(new MongoTurnStore(models.Turns));
  let batch: Doc[] = [];
  let migrated = 0;
  const linkedTagIds = async (doc: Doc) =>
    (
      await models.TagLinks.find({ organizationId: doc.organizationId, personId: doc._id })
        .select({ tagId: 1 })
        .lean<{ tagId: string }[]>()
    ).map((link) => link.tagId);
  const writeOne = (doc: Doc) => {
    const filter = { organizationId: doc.organizationId, _id: doc._id as never };
    return turns.run(
      personTurnKey(doc._id),
      () => models.People.collection.findOne<Doc>(filter, { projection }),
      async (current, turn) => {
        // Gone, or a write since the scan stored the partitions already: left alone.
        if (!current || !turn || Array.isArray(current.tagSlots)) return;
        const tagIds = current.tags ? current.tags.map((tag) => tag.id) : await linkedTagIds(current);
        turn.fence();
        await models.People.collection.updateOne(filter, {
          $set: { tagSlots: tagPartitionsOf(current._id, tagIds) },
        });
      },
      doc,
    );
  };
  const write = async () => {
    await eachAtOnce(batch, AT_ONCE, writeOne);
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
