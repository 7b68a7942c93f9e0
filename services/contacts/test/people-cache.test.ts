import * as grpc from '@grpc/grpc-js';
import { contactsProto, type ServiceClient } from '@rapport/contracts';
import { createLogger, DEFAULTS, newId, unary } from '@rapport/platform';
import { connectMongo } from '@rapport/platform/mongo';
import { type PrivateServer, type Stack, startPrivateRedis } from '@rapport/testkit';
import { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { PeopleRepository } from '../src/domain/contacts.ports';
import type { Person } from '../src/domain/contacts.types';
import { loadConfig, type RunningContacts, start } from '../src/main';
import { type ContactsModels, registerModels } from '../src/store/contacts.models';
import { MongoPeopleRepository } from '../src/store/people.repository';
import { CachedPeopleRepository } from '../src/store/people-cache';
import { PersonVersions, personVersionKey } from '../src/store/person-versions.redis';
import { busyTenant, createPerson, createTag, startContactsStack, type Tenant } from './contacts.fixtures';

// The people cache (decision 0018): a contacts process answers a person by id from its memory, and
// never an answer older than a write acknowledged by any contacts process.

/** The contacts database as the services open it, for reading and changing it behind their back. */
async function openContactsStore(): Promise<{ connection: Connection; models: ContactsModels }> {
  const connection = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, 'rapport_contacts');
  return { connection, models: registerModels(connection) };
}

/** Changes a person behind every contacts process's back: what the store holds, not what memory holds. */
const behindTheBack = (models: ContactsModels, id: string, name: string) =>
  models.People.updateOne({ _id: id }, { $set: { name } });

describe('people cache across two contacts processes', () => {
  let sut: Stack;
  let other: RunningContacts;
  let client: ServiceClient<'contacts'>;
  let connection: Connection;
  let models: ContactsModels;
  let t: Tenant;
  beforeAll(async () => {
    sut = await startContactsStack();
    // A second contacts process on the same store and Redis, as a second replica would be.
    other = await start(loadConfig({ ...sut.env, GRPC_LISTEN_ADDR: '127.0.0.1:0' }));
    client = new (contactsProto().rapport.contacts.v1.ContactsService)(
      `127.0.0.1:${other.port}`,
      grpc.credentials.createInsecure(),
    );
    ({ connection, models } = await openContactsStore());
    t = await busyTenant(sut);
  });
  afterAll(async () => {
    client?.close();
    await other?.stop();
    await connection?.close();
    await sut?.stop();
  });

  const viaOther = <Res>(method: string, request: object) =>
    unary<Res>({ deadlineMs: 10_000 }, (md, opts, cb) =>
      (client as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!.call(
        client,
        { organizationId: t.orgId, ...request },
        md,
        opts,
        cb,
      ),
    );
  const read = (id: string) => sut.request('GET', `/v1/people/${id}`, { token: t.token });

  it('when a person was read, then the next read answers from memory (a change behind its back does not show)', async () => {
    const person = await createPerson(sut, t.token, { name: 'Mira' });
    expect((await read(person.id)).body.name).toBe('Mira');
    await behindTheBack(models, person.id, 'Changed in the store only');
    expect((await read(person.id)).body.name).toBe('Mira');
  });

  it('when another process updates a person this one holds, then the very next read shows the update', async () => {
    const person = await createPerson(sut, t.token, { name: 'Before', customFields: { tier: 'a' } });
    expect((await read(person.id)).body.name).toBe('Before');
    await viaOther('updatePerson', {
      id: person.id,
      fields: { name: 'After', customFields: { fields: { tier: { stringValue: 'b' } } } },
    });
    const after = await read(person.id);
    expect(after.body).toMatchObject({ name: 'After', customFields: { tier: 'b' } });
  });

  it('when another process attaches a tag or deletes the person, then the next read shows it', async () => {
    const person = await createPerson(sut, t.token, { name: 'Tagged later' });
    const tag = await createTag(sut, t.token, `vip-${person.id.slice(-6)}`, '#ff0000');
    expect((await read(person.id)).body.tags).toEqual([]);
    await viaOther('attachTags', { personId: person.id, tagIds: [tag.id] });
    expect((await read(person.id)).body.tags).toEqual([{ id: tag.id, name: tag.name, color: '#ff0000' }]);
    await viaOther('deletePerson', { id: person.id });
    expect((await read(person.id)).status).toBe(404);
  });

  it('when this process updates a person, then its own next read shows the update', async () => {
    const person = await createPerson(sut, t.token, { name: 'Self' });
    await read(person.id);
    const patched = await sut.request('PATCH', `/v1/people/${person.id}`, {
      token: t.token,
      body: { name: 'Self, renamed' },
    });
    expect(patched.status).toBe(200);
    expect((await read(person.id)).body.name).toBe('Self, renamed');
  });

  it('when both processes write a person while reads run without pause, then no read started after a write was acknowledged answers an older name', async () => {
    const person = await createPerson(sut, t.token, { name: 'v0' });
    const acked: number[] = [0]; // acked[i]: when write i was acknowledged
    const reads: { startedAt: number; version: number }[] = [];
    let writing = true;
    const reader = async () => {
      while (writing) {
        const startedAt = performance.now();
        const res = await read(person.id);
        expect(res.status).toBe(200);
        reads.push({ startedAt, version: Number(String(res.body.name).slice(1)) });
      }
    };
    const writer = async () => {
      for (let i = 1; i <= 40; i++) {
        // Alternately through the other process (gRPC) and through this one (the gateway).
        if (i % 2) await viaOther('updatePerson', { id: person.id, fields: { name: `v${i}` } });
        else {
          const res = await sut.request('PATCH', `/v1/people/${person.id}`, {
            token: t.token,
            body: { name: `v${i}` },
          });
          expect(res.status).toBe(200);
        }
        acked[i] = performance.now();
      }
      writing = false;
    };
    await Promise.all([writer(), reader(), reader(), reader()]);
    expect(reads.length).toBeGreaterThan(40);
    for (const { startedAt, version } of reads) {
      const newestAcked = acked.findLastIndex((at) => at <= startedAt);
      expect(version).toBeGreaterThanOrEqual(newestAcked);
    }
    expect((await read(person.id)).body.name).toBe('v40');
  });

  it('when another organization asks for a kept person, then it is not found', async () => {
    const person = await createPerson(sut, t.token, { name: 'Private' });
    await read(person.id);
    const stranger = await busyTenant(sut);
    expect((await sut.request('GET', `/v1/people/${person.id}`, { token: stranger.token })).status).toBe(404);
  });
});

describe('person versions in Redis', () => {
  let redis: Redis;
  const logger = createLogger('test', 'silent');
  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL ?? DEFAULTS.REDIS_URL, { maxRetriesPerRequest: 1 });
  });
  afterAll(() => redis.disconnect());

  it('when a write is in flight or did not close, then no version is given; after it closes, a new one is', async () => {
    const versions = new PersonVersions(redis, 60_000, logger);
    const org = `org-${Date.now()}`;
    const before = await versions.current(org, 'p1');
    expect(before).toEqual(expect.any(String));
    expect(await versions.current(org, 'p1')).toBe(before);
    let during: string | null = 'unset';
    await versions.writing(org, 'p1', async () => {
      during = await versions.current(org, 'p1');
    });
    expect(during).toBeNull();
    const after = await versions.current(org, 'p1');
    expect(after).toEqual(expect.any(String));
    expect(after).not.toBe(before);
    // A writer that began and never closed (its process died, or Redis failed it): no version until
    // the hash expires.
    await (
      redis as unknown as { personVersionBegin: (...a: unknown[]) => Promise<number> }
    ).personVersionBegin(`rapport:contacts:person:{${org}}:p2:version`, 'x', 60_000);
    expect(await versions.current(org, 'p2')).toBeNull();
  });

  it('when a write fails, then its version still closes and the error is the write’s', async () => {
    const versions = new PersonVersions(redis, 60_000, logger);
    const org = `org-${Date.now()}-f`;
    const before = await versions.current(org, 'p1');
    await expect(
      versions.writing(org, 'p1', async () => {
        throw new Error('store refused');
      }),
    ).rejects.toThrow('store refused');
    const after = await versions.current(org, 'p1');
    expect(after).toEqual(expect.any(String));
    expect(after).not.toBe(before);
  });
});

describe('people cache when Redis loses a version in the middle of a write', () => {
  let redis: Redis;
  let connection: Connection;
  let models: ContactsModels;
  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL ?? DEFAULTS.REDIS_URL, { maxRetriesPerRequest: 1 });
    ({ connection, models } = await openContactsStore());
  });
  afterAll(async () => {
    redis?.disconnect();
    await connection?.close();
  });

  it('when the hash is evicted while the store write runs and a read keeps the old person meanwhile, then the next read shows the write', async () => {
    const store = new MongoPeopleRepository(models);
    const organizationId = `org-${newId()}`;
    const id = newId();
    const now = new Date();
    await store.insert({
      id,
      organizationId,
      name: 'Old',
      email: null,
      phone: null,
      externalId: null,
      companyId: null,
      channel: null,
      customFields: {},
      createdAt: now,
      updatedAt: now,
      tags: [],
    });
    const versions = new PersonVersions(redis, 60_000, createLogger('test', 'silent'));
    let cache!: CachedPeopleRepository;
    // The real store, with Redis losing the person's hash (eviction, expiry) just before its write,
    // and a read through the cache in that gap (it makes a fresh version and keeps what it read).
    const evicting: PeopleRepository = Object.assign(Object.create(store), {
      update: async (org: string, personId: string, set: Partial<Person>) => {
        await redis.del(personVersionKey(org, personId));
        expect((await cache.findById(org, personId))?.name).toBe('Old');
        return store.update(org, personId, set);
      },
    });
    cache = new CachedPeopleRepository(evicting, versions, { max: 100, ttlMs: 60_000 });
    expect((await cache.findById(organizationId, id))?.name).toBe('Old');
    await cache.update(organizationId, id, { name: 'New', updatedAt: new Date() });
    expect((await cache.findById(organizationId, id))?.name).toBe('New');
  });
});

describe('people cache when Redis stops', () => {
  let redis: PrivateServer;
  let sut: Stack;
  let connection: Connection;
  let models: ContactsModels;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    sut = await startContactsStack({ REDIS_URL: redis.url });
    ({ connection, models } = await openContactsStore());
  });
  afterAll(async () => {
    await connection?.close();
    await sut?.stop();
    await redis?.stop();
  });

  it('then people are read from the store, writes of people answer 503 and change nothing, and after it is back both work', async () => {
    const t = await busyTenant(sut);
    const person = await createPerson(sut, t.token, { name: 'Kept' });
    const read = () => sut.request('GET', `/v1/people/${person.id}`, { token: t.token });
    expect((await read()).body.name).toBe('Kept');
    await redis.kill();
    await behindTheBack(models, person.id, 'In the store');
    expect((await read()).body.name).toBe('In the store');
    const patch = await sut.request('PATCH', `/v1/people/${person.id}`, {
      token: t.token,
      body: { name: 'Refused' },
    });
    expect(patch.status).toBe(503);
    expect(patch.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    expect((await read()).body.name).toBe('In the store');
    await redis.restart();
    let patched = 0;
    for (let i = 0; i < 50 && patched !== 200; i++) {
      patched = (
        await sut.request('PATCH', `/v1/people/${person.id}`, { token: t.token, body: { name: 'Back' } })
      ).status;
      if (patched !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(patched).toBe(200);
    expect((await read()).body.name).toBe('Back');
  });
});
