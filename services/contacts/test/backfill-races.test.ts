import { createLogger, DEFAULTS, newId, RecordTurns } from '@rapport/platform';
import { connectMongo, MongoTurnStore, PAST_RECORDS, partitionsOf } from '@rapport/platform/mongo';
import type { Connection } from 'mongoose';
import { personTurnKey } from '../src/domain/person-writer';
import { type ContactsModels, registerModels } from '../src/store/contacts.models';
import { MongoPeopleRepository, tagPartitionsOf } from '../src/store/people.repository';
import { backfillSlots, backfillTagSlots } from '../src/store/slot-backfill';

/**
 * The audit of issue 42, the one-time backfills a replica runs at its start: other replicas serve
 * writes meanwhile, and on FerretDB v1 an update is a read then a write of the whole document, so the
 * backfill's write of a person and a PATCH of it at once could undo each other. On the real store.
 */
const PEOPLE = 400;
const WRITERS = 40;

/** A person stored before time partitions and tag partitions (its tags stored with it). */
function legacyPerson(organizationId: string, id: string, tagId: string) {
  const now = new Date();
  return {
    _id: id as never,
    organizationId,
    name: 'name 0',
    email: null,
    emailKey: `none:${id}`,
    phone: null,
    phoneKey: `none:${id}`,
    externalId: null,
    externalIdKey: `none:${id}`,
    companyId: null,
    channel: null,
    customFields: {},
    tags: [{ id: tagId, name: 'Red', color: '#ff0000' }],
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}

describe('people backfills while other replicas write (store, issue 42)', () => {
  const database = `rapport_contacts_backfill_races_${newId().slice(-8)}`;
  let connection: Connection;
  let models: ContactsModels;

  beforeAll(async () => {
    connection = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, database);
    models = registerModels(connection, { slots: PAST_RECORDS });
    for (const model of Object.values(connection.models)) await model.createIndexes();
  });
  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it(`when ${PEOPLE} people stored before partitions are PATCHed while a starting replica backfills them, then every PATCH and every partition stays`, async () => {
    const org = newId();
    const tag = newId();
    const ids = Array.from({ length: PEOPLE }, () => newId());
    await models.People.collection.insertMany(ids.map((id) => legacyPerson(org, id, tag)));
    const people = new MongoPeopleRepository(models);
    // Another replica's PATCH, as PersonWriter writes it: in the person's turn, `version: n`.
    const turns = new RecordTurns(new MongoTurnStore(models.Turns));
    const patch = (id: string, name: string) =>
      turns.run(
        personTurnKey(id),
        () => people.findById(org, id),
        async (person, turn) => {
          if (!person || !turn) throw new Error(`person ${id} is gone`);
          turn.fence();
          await people.update(org, id, { name, updatedAt: new Date(), version: turn.n });
        },
      );
    const acknowledged = new Map<string, string>();
    let backfilled = false;
    // Each writer owns its people and PATCHes them one after another until the backfill is done.
    const writer = async (w: number) => {
      const own = ids.filter((_id, i) => i % WRITERS === w);
      for (let round = 1; !backfilled && round <= 200; round++) {
        for (const id of own) {
          const name = `name ${round}`;
          await patch(id, name);
          acknowledged.set(id, name);
        }
      }
    };
    const backfill = async () => {
      const logger = createLogger('contacts', 'silent');
      try {
        await backfillSlots(models, logger);
        await backfillTagSlots(models, logger);
      } finally {
        backfilled = true;
      }
    };
    await Promise.all([backfill(), ...Array.from({ length: WRITERS }, (_w, w) => writer(w))]);

    const stored = await models.People.find({ organizationId: org }).lean<
      { _id: string; name: string; slots?: string[]; tagSlots?: string[] }[]
    >();
    expect(stored).toHaveLength(PEOPLE);
    const lostNames = stored.filter((doc) => doc.name !== acknowledged.get(doc._id)).length;
    const lostSlots = stored.filter(
      (doc) => JSON.stringify(doc.slots) !== JSON.stringify(partitionsOf(doc._id)),
    ).length;
    const lostTagSlots = stored.filter(
      (doc) => JSON.stringify(doc.tagSlots) !== JSON.stringify(tagPartitionsOf(doc._id, [tag])),
    ).length;
    expect({ lostNames, lostSlots, lostTagSlots }).toEqual({ lostNames: 0, lostSlots: 0, lostTagSlots: 0 });
  }, 120_000);
});
