// GroupInsert against the real store (MONGO_URL): creates that arrive together share one insert
// command, and a unique index's refusal reaches only the create whose document it refused.
import { isDuplicateKey, newId } from '@rapport/platform';
import { ensureIndexes, GroupInsert } from '@rapport/platform/mongo';
import mongoose, { Schema } from 'mongoose';

const DB = `rapport_platform_group_insert_${newId().slice(-8)}`;

interface Doc {
  _id: string;
  organizationId: string;
  emailKey: string;
}

let connection: mongoose.Connection;
let inserts = 0;

beforeAll(async () => {
  connection = await mongoose
    .createConnection(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', {
      dbName: DB,
      autoIndex: false,
      monitorCommands: true,
      serverSelectionTimeoutMS: 1_500,
    })
    .asPromise();
  connection.getClient().on('commandStarted', (event) => {
    if (event.commandName === 'insert') inserts++;
  });
  const schema = new Schema<Doc>(
    { _id: String, organizationId: String, emailKey: String },
    { versionKey: false },
  );
  schema.index({ organizationId: 1, emailKey: 1 }, { unique: true });
  connection.model('Doc', schema, 'docs');
  await ensureIndexes(connection);
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

const outcome = (p: Promise<void>) =>
  p.then(
    () => 'inserted',
    (err: unknown) => (isDuplicateKey(err) ? 'duplicate' : String(err)),
  );

describe('GroupInsert', () => {
  it('when 40 creates arrive together, two of them on a taken key, then those two alone are refused and the rest are stored in a few commands', async () => {
    const model = connection.model<Doc>('Doc');
    const org = newId();
    await model.create({ _id: newId(), organizationId: org, emailKey: 'taken@example.com' });
    const sut = new GroupInsert<Doc>(model);
    inserts = 0;
    const docs = Array.from({ length: 40 }, (_, i) => ({
      _id: newId(),
      organizationId: org,
      // The 10th collides with the stored one, the 31st with the 30th of the same group.
      emailKey: i === 9 ? 'taken@example.com' : i === 30 ? 'p29@example.com' : `p${i}@example.com`,
    }));
    const outcomes = await Promise.all(docs.map((doc) => outcome(sut.insert(doc))));

    expect(outcomes.filter((o) => o !== 'inserted')).toEqual(['duplicate', 'duplicate']);
    expect(outcomes[9]).toBe('duplicate');
    expect([outcomes[29], outcomes[30]].sort()).toEqual(['duplicate', 'inserted']);
    const stored = await model.find({ organizationId: org }).lean<Doc[]>();
    expect(stored).toHaveLength(39);
    const refusedIds = docs.filter((_, i) => outcomes[i] === 'duplicate').map((d) => d._id);
    for (const id of refusedIds) expect(stored.some((d) => d._id === id)).toBe(false);
    // The first create goes alone, the others wait for it and share the next commands (at most 2 in
    // flight, 100 documents each): far fewer commands than documents.
    expect(inserts).toBeLessThanOrEqual(4);
  });
});
