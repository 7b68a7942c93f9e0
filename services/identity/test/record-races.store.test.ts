import { randomUUID } from 'node:crypto';
import { connectMongo, ensureIndexes } from '@rapport/platform/mongo';
import type { Connection } from 'mongoose';
import { registerModels } from '../src/store/identity.models';
import { MongoIdentityRepository } from '../src/store/identity.repository';
import { MongoUserRepository } from '../src/store/user.repository';

/**
 * The audit of issue 42, identity's records updated in place: on FerretDB v1 an update is a read then
 * a write of the whole document, so two writers of one record at once could undo each other. Each
 * test fires concurrent writes at one record many times, on the real store.
 */
const ROUNDS = 60;
/** The password and link race is narrower (a hash is not computed here, but the link claim comes first). */
const USER_ROUNDS = 200;
const AT_ONCE = 10;

async function inWaves<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('identity records written by two writers at once (store, issue 42)', () => {
  let connection: Connection;
  let users: MongoUserRepository;
  let repo: MongoIdentityRepository;
  const org = `org-${randomUUID()}`;

  beforeAll(async () => {
    connection = await connectMongo(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', 'rapport_identity');
    const models = registerModels(connection);
    await ensureIndexes(connection);
    users = new MongoUserRepository(models);
    repo = new MongoIdentityRepository(models, 0);
  });
  afterAll(() => connection.close());

  it(`when a user sets a password through a link while a new link is issued, ${USER_ROUNDS} times, then neither write is undone`, async () => {
    // Either order is fine: the password, then a new link (both stay); or the new link, then the old
    // link refused (null). Never an acknowledged write gone.
    const lost: number[] = [];
    await inWaves(range(USER_ROUNDS), AT_ONCE, async (i) => {
      const now = new Date();
      const id = randomUUID();
      await users.insertUser({
        id,
        organizationId: org,
        email: `u${i}-${id}@example.test`,
        name: `U ${i}`,
        role: 'member',
        passwordHash: null,
        setupTokenHash: `old-${id}`,
        setupExpiresAt: new Date(Date.now() + 60_000),
        credentialVersion: '',
        createdAt: now,
        updatedAt: now,
      });
      const [set, issued] = await Promise.all([
        users.setPassword(id, `old-${id}`, { passwordHash: `hash-${i}`, credentialVersion: `v-${i}` }, now),
        users.setSetupToken(id, `new-${id}`, new Date(Date.now() + 60_000), now),
      ]);
      const stored = await users.findUserById(id);
      const passwordKept = !set || stored?.passwordHash === `hash-${i}`;
      const linkKept = !issued || stored?.setupTokenHash === `new-${id}` || !!set;
      // A password set after the new link was issued would have used a link that no longer exists.
      const orderHolds = !(set && issued && stored?.setupTokenHash !== `new-${id}`);
      if (!passwordKept || !linkKept || !orderHolds) lost.push(i);
    });
    expect(lost).toEqual([]);
  }, 120_000);

  it(`when two replicas record a token's last use at once, ${ROUNDS} times, then the later use stays`, async () => {
    const behind: number[] = [];
    await inWaves(range(ROUNDS), AT_ONCE, async (i) => {
      const tokenId = randomUUID();
      const base = Date.now() - 60_000;
      await repo.recordLastUse([{ tokenId, at: new Date(base), ip: '10.0.0.1' }]);
      await Promise.all([
        repo.recordLastUse([{ tokenId, at: new Date(base + 1_000), ip: '10.0.0.2' }]),
        repo.recordLastUse([{ tokenId, at: new Date(base + 2_000), ip: '10.0.0.3' }]),
      ]);
      const use = await connection.collection('token_uses').findOne({ _id: tokenId as never });
      if (use?.lastUsedAt?.getTime() !== base + 2_000 || use.lastUsedIp !== '10.0.0.3') behind.push(i);
    });
    expect(behind).toEqual([]);
  }, 120_000);
});
