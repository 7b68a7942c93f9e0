import { createLogger, DEFAULTS, type LedgerTallies } from '@rapport/platform';
import { connectMongo, mongoLedger } from '@rapport/platform/mongo';
import type { Stack } from '@rapport/testkit';
import type { Connection } from 'mongoose';
import { EVERYONE } from '../src/domain/tag-tally';
import { registerModels } from '../src/store/contacts.models';
import { mongoTagCounts } from '../src/store/tag-counts';
import { busyTenant, createPerson, createTag, startContactsStack, type Tenant } from './contacts.fixtures';
import { idAt, seedPeople } from './segment-seed';

// Issue 28 (decision 0029): a segment of one tag is counted from the tags' counts, folded from the
// change ledger; they must equal the members a read of the segment finds, whatever the writes did.
describe('tags counts', () => {
  let sut: Stack;
  let connection: Connection;
  let tallies: LedgerTallies;

  beforeAll(async () => {
    sut = await startContactsStack();
    connection = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, 'rapport_contacts');
    tallies = mongoTagCounts(
      connection,
      registerModels(connection),
      await mongoLedger(connection),
      createLogger('tag-counts-test', 'silent'),
    );
  });
  afterAll(async () => {
    await connection?.close();
    await sut?.stop();
  });

  const segment = async (tenant: Tenant, conditions: unknown[]) => {
    const res = await sut.request('POST', '/v1/segments', {
      token: tenant.token,
      body: { name: `s-${Date.now()}`, filter: { match: 'all', conditions } },
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const count = async (tenant: Tenant, id: string) => {
    const res = await sut.request('GET', `/v1/segments/${id}/count`, { token: tenant.token });
    expect(res.status).toBe(200);
    return res.body.count as number;
  };
  /** The members' ids, read page by page (the segment's source, judged: never the counts). */
  const members = async (tenant: Tenant, id: string) => {
    const ids: string[] = [];
    let cursor = '';
    do {
      const res = await sut.request(
        'GET',
        `/v1/segments/${id}/people?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
        {
          token: tenant.token,
        },
      );
      expect(res.status).toBe(200);
      ids.push(...res.body.data.map((p: { id: string }) => p.id));
      cursor = res.body.nextCursor ?? '';
    } while (cursor);
    return ids;
  };
  /** The counts once the last writes are recorded (a few tens of milliseconds after their answers). */
  const settled = async (tenant: Tenant, expected: Record<string, number>) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const tally = await tallies.counts(tenant.orgId);
      const now = Object.fromEntries(
        Object.keys(expected).map((tagId) => [tagId, tally?.counts[tagId] ?? 0]),
      );
      if (JSON.stringify(now) === JSON.stringify(expected) || Date.now() > deadline) return tally && now;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('when people are created with tags (alone and in batches), tagged, untagged and deleted, then a segment of one tag (its holders, or everyone else) counts what its members are, from the tags counts', async () => {
    const tenant = await busyTenant(sut);
    const [red, blue] = [
      await createTag(sut, tenant.token, 'red'),
      await createTag(sut, tenant.token, 'blue'),
    ];
    const inputs = Array.from({ length: 40 }, (_, i) => ({
      name: `p${i}`,
      email: `p${i}-${tenant.orgId.slice(-8)}@counts.test`,
      tagIds: [...(i % 2 === 0 ? [red.id] : []), ...(i % 3 === 0 ? [blue.id] : [])],
    }));
    const batch = await sut.request('POST', '/v1/people/batch', { token: tenant.token, body: { inputs } });
    expect(batch.status).toBe(200);
    const ids: string[] = batch.body.results.map((r: { record: { id: string } }) => r.record.id);
    for (let i = 0; i < 5; i++) {
      ids.push((await createPerson(sut, tenant.token, { name: `q${i}`, tagIds: [red.id, blue.id] })).id);
    }
    for (const id of ids.slice(0, 10)) {
      expect(
        (
          await sut.request('POST', `/v1/people/${id}/tags`, {
            token: tenant.token,
            body: { tagIds: [blue.id] },
          })
        ).status,
      ).toBe(200);
    }
    for (const id of ids.slice(10, 20)) {
      expect(
        (await sut.request('DELETE', `/v1/people/${id}/tags/${red.id}`, { token: tenant.token })).status,
      ).toBe(204);
    }
    for (const id of [...ids.slice(5, 8), ...ids.slice(30, 33), ids[42]!]) {
      expect((await sut.request('DELETE', `/v1/people/${id}`, { token: tenant.token })).status).toBe(204);
    }

    const redSegment = await segment(tenant, [{ tags: { any: [red.id] } }]);
    const blueSegment = await segment(tenant, [{ match: 'any', conditions: [{ tags: { all: [blue.id] } }] }]);
    const notRedSegment = await segment(tenant, [{ tags: { none: [red.id] } }]);
    const redMembers = await members(tenant, redSegment);
    const blueMembers = await members(tenant, blueSegment);
    const notRedMembers = await members(tenant, notRedSegment);
    expect(redMembers.length).toBeGreaterThan(10);
    expect(notRedMembers.length).toBeGreaterThan(10);
    const expected = {
      [EVERYONE]: redMembers.length + notRedMembers.length,
      [red.id]: redMembers.length,
      [blue.id]: blueMembers.length,
    };
    expect(await settled(tenant, expected)).toEqual(expected);
    expect(expected[EVERYONE]).toBe(ids.length - 7);
    expect(await count(tenant, redSegment)).toBe(redMembers.length);
    expect(await count(tenant, blueSegment)).toBe(blueMembers.length);
    expect(await count(tenant, notRedSegment)).toBe(notRedMembers.length);
    // Counted by reading (two conditions): the same number.
    expect(
      await count(tenant, await segment(tenant, [{ tags: { any: [red.id] } }, { hasPhone: false }])),
    ).toBe(redMembers.length);
  });

  it('when tags are attached, detached and people deleted at the same moment, then the counts still equal the members', async () => {
    const tenant = await busyTenant(sut);
    const [red, blue] = [
      await createTag(sut, tenant.token, 'red'),
      await createTag(sut, tenant.token, 'blue'),
    ];
    const people = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        createPerson(sut, tenant.token, { name: `r${i}`, tagIds: [red.id] }),
      ),
    );
    const call = (method: string, path: string, body?: unknown) =>
      sut.request(method, path, { token: tenant.token, ...(body ? { body } : {}) });
    await Promise.all(
      people.map(({ id }: { id: string }, i: number) => {
        const attach = () => call('POST', `/v1/people/${id}/tags`, { tagIds: [blue.id] });
        const detach = () => call('DELETE', `/v1/people/${id}/tags/${red.id}`);
        const remove = () => call('DELETE', `/v1/people/${id}`);
        const race = [
          [attach, remove],
          [detach, remove],
          [attach, detach, remove],
          [attach, detach],
        ][i % 4]!;
        return Promise.all(race.map((write) => write()));
      }),
    );
    const redMembers = await members(tenant, await segment(tenant, [{ tags: { any: [red.id] } }]));
    const blueMembers = await members(tenant, await segment(tenant, [{ tags: { any: [blue.id] } }]));
    const expected = { [EVERYONE]: 6, [red.id]: redMembers.length, [blue.id]: blueMembers.length };
    expect(await settled(tenant, expected)).toEqual(expected);
  });

  it('when an organization holds people older than the tags counts, then its counts are unknown and its segments are counted by reading them', async () => {
    const tenant = await busyTenant(sut);
    const red = await createTag(sut, tenant.token, 'red');
    const now = Date.now();
    await seedPeople(
      Array.from({ length: 12 }, (_, n) => {
        const at = now - (n + 1) * 86_400_000;
        return {
          id: idAt(at),
          organizationId: tenant.orgId,
          name: `old${n}`,
          email: null,
          phone: null,
          externalId: null,
          companyId: null,
          channel: null,
          customFields: {},
          createdAt: new Date(at),
          tags: n % 3 === 0 ? [] : [{ id: red.id, name: red.name, color: red.color }],
        };
      }),
    );
    await createPerson(sut, tenant.token, { name: 'new', tagIds: [red.id] });
    expect(await count(tenant, await segment(tenant, [{ tags: { any: [red.id] } }]))).toBe(9);
    expect(await tallies.counts(tenant.orgId)).toBeNull();
  });
});
