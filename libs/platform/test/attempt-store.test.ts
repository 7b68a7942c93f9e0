// The attempts' store against the real store (MONGO_URL): the unique insert is the claim, the other
// writes are conditional on the claim's token, and the primitive's takeover rules hold there.
import { Attempts, newId } from '@rapport/platform';
import { ensureIndexes, mongoAttemptStore } from '@rapport/platform/mongo';
import mongoose from 'mongoose';

type Outcome = { status: 'sent' | 'failed'; providerId: string | null };

const DB = `rapport_platform_attempts_${newId().slice(-8)}`;
const LEASE = 60_000;

let connection: mongoose.Connection;
let now = new Date();

beforeAll(async () => {
  connection = await mongoose
    .createConnection(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', {
      dbName: DB,
      autoIndex: false,
      serverSelectionTimeoutMS: 1_500,
    })
    .asPromise();
  mongoAttemptStore(connection, 'attempts', ['organizationId']);
  await ensureIndexes(connection);
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

function setup() {
  now = new Date();
  const store = mongoAttemptStore<Outcome>(connection, 'attempts', ['organizationId']);
  const sut = new Attempts<Outcome>(store, { leaseMs: LEASE, now: () => now });
  return { sut, store, subject: newId() };
}

const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

describe('MongoAttemptStore', () => {
  it('when ten workers claim one attempt at once, then exactly one holds it', async () => {
    const { sut, subject } = setup();
    const results = await Promise.all(Array.from({ length: 10 }, () => sut.claim(subject, 1)));
    expect(results.filter((r) => r.claimed)).toHaveLength(1);
    expect(results.filter((r) => !r.claimed && r.other?.state === 'running')).toHaveLength(9);
  });

  it('when the holder starts and finishes, then the stored outcome and times are read back, and a late outcome does not replace it', async () => {
    const { sut, store, subject } = setup();
    const claim = await sut.claim(subject, 1, { tags: { organizationId: 'org-a' } });
    if (!claim.claimed) throw new Error('not claimed');
    expect(await claim.attempt.start()).toBe(true);
    await claim.attempt.finish({ status: 'sent', providerId: 'p-1' });
    await sut.settle(subject, 1, { status: 'failed', providerId: null });
    expect(await store.find(subject, 1)).toMatchObject({
      subject,
      n: 1,
      startedAt: now,
      finishedAt: now,
      outcome: { status: 'sent', providerId: 'p-1' },
      tags: { organizationId: 'org-a' },
    });
    expect(await sut.latest(subject)).toMatchObject({ state: 'done', n: 1 });
  });

  it('when a claim never started and its lease ran out, then the next worker takes it over and the dead holder cannot start', async () => {
    const { sut, store, subject } = setup();
    const dead = await sut.claim(subject, 1);
    if (!dead.claimed) throw new Error('not claimed');
    advance(LEASE);
    const next = await sut.claim(subject, 1);
    if (!next.claimed) throw new Error('not taken over');
    // Its own clock says the lease is over; the store refuses its token as well.
    expect(await dead.attempt.start()).toBe(false);
    const current = await store.find(subject, 1);
    expect(await store.start(subject, 1, 'not-the-token', now, now)).toBe(false);
    expect(await next.attempt.start()).toBe(true);
    expect((await store.find(subject, 1))?.token).toBe(current?.token);
  });

  it('when a started claim ran out of its lease, then it is unknown and stays', async () => {
    const { sut, subject } = setup();
    await sut.claim(subject, 1, { started: true });
    advance(LEASE);
    expect(await sut.claim(subject, 1)).toMatchObject({ claimed: false, other: { state: 'unknown', n: 1 } });
    expect(await sut.latest(subject)).toMatchObject({ state: 'unknown', n: 1 });
  });

  it('when attempts follow each other, then the latest is the highest number and an abandoned one gives way to the one before', async () => {
    const { sut, subject } = setup();
    const first = await sut.claim(subject, 1, { started: true });
    if (!first.claimed) throw new Error('not claimed');
    await first.attempt.finish({ status: 'failed', providerId: null });
    await sut.claim(subject, 2);
    advance(LEASE);
    expect(await sut.latest(subject)).toMatchObject({ state: 'done', n: 1, outcome: { status: 'failed' } });
    expect((await sut.claim(subject, 2)).claimed).toBe(true);
  });

  it('when the holder releases, or subjects and tags are deleted, then those attempts are gone', async () => {
    const { sut, store, subject } = setup();
    const claim = await sut.claim(subject, 1, { started: true });
    if (!claim.claimed) throw new Error('not claimed');
    await claim.attempt.release();
    expect(await store.find(subject, 1)).toBeNull();
    const [a, b] = [newId(), newId()];
    await sut.claim(a, 1, { tags: { organizationId: 'org-gone' } });
    await sut.claim(b, 1, { tags: { organizationId: 'org-stays' } });
    await sut.claim(subject, 1, { tags: { organizationId: 'org-stays' } });
    await store.deleteTagged({ organizationId: 'org-gone' });
    await store.deleteSubjects([subject]);
    expect(await store.find(a, 1)).toBeNull();
    expect(await store.find(subject, 1)).toBeNull();
    expect(await store.find(b, 1)).not.toBeNull();
  });
});
