// bulkWriteInChunks against the real store (MONGO_URL): FerretDB v1 hangs (every operation of the
// server with it) on one bulk write of about 80 updates or more; in commands of BULK_WRITE_CHUNK,
// any number of updates is applied, each once.
import { newId } from '@rapport/platform';
import { BULK_WRITE_CHUNK, bulkWriteInChunks } from '@rapport/platform/mongo';
import { MongoClient } from 'mongodb';

const DB = `rapport_platform_bulk_write_${newId().slice(-8)}`;
let client: MongoClient;
let updates: number[] = [];

beforeAll(async () => {
  client = await MongoClient.connect(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', {
    monitorCommands: true,
    serverSelectionTimeoutMS: 1_500,
  });
  client.on('commandStarted', (event) => {
    if (event.commandName === 'update' && event.databaseName === DB)
      updates.push(event.command.updates.length);
  });
});
afterAll(async () => {
  await client.db(DB).dropDatabase();
  await client.close();
});

it('when 1,000 documents are updated, then every one is updated once, in commands of at most BULK_WRITE_CHUNK', async () => {
  const docs = client.db(DB).collection<{ _id: string; n: number; seen: number }>('docs');
  await docs.insertMany(Array.from({ length: 1_000 }, (_, n) => ({ _id: `d${n}`, n, seen: 0 })));
  updates = [];
  await bulkWriteInChunks(
    docs,
    Array.from({ length: 1_000 }, (_, n) => ({
      updateOne: { filter: { _id: `d${n}` }, update: { $inc: { seen: 1 }, $set: { n: n * 2 } } },
    })),
  );
  const all = await docs.find({}).toArray();
  expect(all).toHaveLength(1_000);
  expect(all.every((doc) => doc.seen === 1 && doc.n === Number(doc._id.slice(1)) * 2)).toBe(true);
  expect(updates.reduce((a, b) => a + b, 0)).toBe(1_000);
  expect(Math.max(...updates)).toBeLessThanOrEqual(BULK_WRITE_CHUNK);
}, 120_000);
