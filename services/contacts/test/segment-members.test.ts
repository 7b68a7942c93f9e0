import type { Channel } from '@rapport/contracts';
import type { Stack } from '@rapport/testkit';
import type { TagRef } from '../src/domain/contacts.types';
import { busyTenant, createTag, startContactsStack, type Tenant } from './contacts.fixtures';
import { idAt, type SeedPerson, seedPeople } from './segment-seed';

const PEOPLE = 2_000;
const DAY = 86_400_000;
const CHANNELS: (Channel | null)[] = ['whatsapp', 'instagram', 'facebook', null];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

interface Case {
  name: string;
  filter: Record<string, unknown>;
  /** The brute-force answer, written apart from the service's evaluation. */
  member: (p: SeedPerson) => boolean;
}

// Issue 28: a segment's members and count are exact, whatever source the planner reads (decision 0027).
describe('segment members and counts', () => {
  let sut: Stack;
  let tenant: Tenant;
  let tags: Record<'a' | 'b' | 'c' | 'd', TagRef>;
  let companies: [string, string];
  let people: SeedPerson[];
  const now = Date.now();
  const T1 = new Date(now - 20 * DAY).toISOString();
  const T2 = new Date(now - 2 * DAY).toISOString();
  const T3 = new Date(now - 3_600_000).toISOString();

  beforeAll(async () => {
    // Exactness is under test here, not time: a machine loaded by other suites must not turn a
    // count into a 504.
    sut = await startContactsStack({ GRPC_DEADLINE_MS: '60000' });
    tenant = await busyTenant(sut);
    const tag = async (name: string) => {
      const t = await createTag(sut, tenant.token, name);
      return { id: t.id, name: t.name, color: t.color } as TagRef;
    };
    tags = { a: await tag('a'), b: await tag('b'), c: await tag('c'), d: await tag('d') };
    const company = async () =>
      (await sut.request('POST', '/v1/companies', { token: tenant.token, body: { name: 'C' } })).body
        .id as string;
    companies = [await company(), await company()];
    const rnd = random(28);
    // Two thirds over the last 60 days, a third in one burst in the last hour (dense partitions).
    people = Array.from({ length: PEOPLE }, (_, n) => {
      const at = n % 3 === 0 ? now - Math.floor(rnd() * 3_000_000) : now - Math.floor(rnd() * 60 * DAY);
      const held = (['a', 'b', 'c', 'd'] as const).filter((_, i) => rnd() < [0.3, 0.15, 0.2, 0.05][i]!);
      const plan = rnd() < 0.4 ? 'gold' : rnd() < 0.5 ? 'silver' : null;
      return {
        id: idAt(at),
        organizationId: tenant.orgId,
        name: `p${n}`,
        email: rnd() < 0.7 ? `p${n}-${tenant.orgId.slice(-8)}@example.test` : null,
        phone: rnd() < 0.5 ? `+4917${String(10_000_000 + n)}` : null,
        externalId: null,
        companyId: rnd() < 0.25 ? companies[0] : rnd() < 0.2 ? companies[1] : null,
        channel: CHANNELS[Math.floor(rnd() * 4)]!,
        customFields: plan ? { plan, seats: 1 + Math.floor(rnd() * 3) } : {},
        createdAt: new Date(at),
        tags: held.map((k) => tags[k]),
      };
    });
    await seedPeople(people);
    // Another organization whose people carry the same tag and company ids (forged in the store):
    // no query of the segment may reach them.
    const other = await busyTenant(sut);
    await seedPeople(
      Array.from({ length: 50 }, (_, n) => ({
        ...people[n]!,
        id: idAt(now - n * 1_000),
        organizationId: other.orgId,
        email: null,
        phone: null,
      })),
    );
  }, 120_000);
  afterAll(async () => {
    await sut?.stop();
  });

  const has = (p: SeedPerson, key: keyof typeof tags) => p.tags.some((t) => t.id === tags[key].id);
  const cases = (): Case[] => [
    {
      name: 'tags any (union of two tags)',
      filter: { match: 'all', conditions: [{ tags: { any: [tags.a.id, tags.b.id] } }] },
      member: (p) => has(p, 'a') || has(p, 'b'),
    },
    {
      name: 'tags all with an email',
      filter: { match: 'all', conditions: [{ tags: { all: [tags.a.id, tags.c.id] } }, { hasEmail: true }] },
      member: (p) => has(p, 'a') && has(p, 'c') && p.email !== null,
    },
    {
      name: 'a company on whatsapp',
      filter: { match: 'all', conditions: [{ companyId: companies[0] }, { channel: 'whatsapp' }] },
      member: (p) => p.companyId === companies[0] && p.channel === 'whatsapp',
    },
    {
      name: 'a tag or a company (union of two scopes)',
      filter: { match: 'any', conditions: [{ tags: { any: [tags.b.id] } }, { companyId: companies[1] }] },
      member: (p) => has(p, 'b') || p.companyId === companies[1],
    },
    {
      name: 'no tag a, plan gold (the organization)',
      filter: {
        match: 'all',
        conditions: [{ tags: { none: [tags.a.id] } }, { customFields: { plan: 'gold' } }],
      },
      member: (p) => !has(p, 'a') && p.customFields.plan === 'gold',
    },
    {
      name: 'a window with a nested any group',
      filter: {
        match: 'all',
        conditions: [
          { createdAfter: T1 },
          { createdBefore: T2 },
          { match: 'any', conditions: [{ hasPhone: true }, { tags: { any: [tags.d.id] } }] },
        ],
      },
      member: (p) =>
        p.createdAt > new Date(T1) && p.createdAt < new Date(T2) && (p.phone !== null || has(p, 'd')),
    },
    {
      name: 'groups of groups',
      filter: {
        match: 'any',
        conditions: [
          { match: 'all', conditions: [{ tags: { any: [tags.a.id] } }, { channel: 'instagram' }] },
          { match: 'all', conditions: [{ companyId: companies[0] }, { customFields: { seats: 2 } }] },
        ],
      },
      member: (p) =>
        (has(p, 'a') && p.channel === 'instagram') ||
        (p.companyId === companies[0] && p.customFields.seats === 2),
    },
    {
      name: 'a tag created in the last hour',
      filter: { match: 'all', conditions: [{ tags: { any: [tags.a.id] } }, { createdAfter: T3 }] },
      member: (p) => has(p, 'a') && p.createdAt > new Date(T3),
    },
  ];

  const create = async (filter: unknown) => {
    const res = await sut.request('POST', '/v1/segments', {
      token: tenant.token,
      body: { name: 's', filter },
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  /** Every member through the pages: ids in order and pages read. */
  const walk = async (id: string, limit: number) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: { data: { id: string }[]; nextCursor: string | null } } =
        await sut.request(
          'GET',
          `/v1/segments/${id}/people?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
          {
            token: tenant.token,
          },
        );
      expect(res.status).toBe(200);
      ids.push(...res.body.data.map((p) => p.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    return { ids, pages };
  };
  const expected = (c: Case) =>
    people
      .filter(c.member)
      .map((p) => p.id)
      .sort()
      .reverse();

  it('when segments of every kind of source are counted and paged, then each member is listed once, newest first, and the count is exact', async () => {
    for (const c of cases()) {
      const id = await create(c.filter);
      const want = expected(c);
      expect(want.length).toBeGreaterThan(5);
      const count = await sut.request('GET', `/v1/segments/${id}/count`, { token: tenant.token });
      expect({ name: c.name, count: count.body.count }).toEqual({ name: c.name, count: want.length });
      const { ids } = await walk(id, 61);
      expect({ name: c.name, ids }).toEqual({ name: c.name, ids: want });
    }
  }, 240_000);

  it('when a member at the cursor boundary is deleted between pages, then the next page is unchanged', async () => {
    const c = cases()[0]!;
    const id = await create(c.filter);
    const want = expected(c);
    const first = await sut.request('GET', `/v1/segments/${id}/people?limit=25`, { token: tenant.token });
    expect(first.body.data.map((p: { id: string }) => p.id)).toEqual(want.slice(0, 25));
    const boundary = want[24]!;
    expect((await sut.request('DELETE', `/v1/people/${boundary}`, { token: tenant.token })).status).toBe(204);
    people = people.filter((p) => p.id !== boundary);
    const next = await sut.request(
      'GET',
      `/v1/segments/${id}/people?limit=25&cursor=${first.body.nextCursor}`,
      {
        token: tenant.token,
      },
    );
    expect(next.body.data.map((p: { id: string }) => p.id)).toEqual(want.slice(25, 50));
    const count = await sut.request('GET', `/v1/segments/${id}/count`, { token: tenant.token });
    expect(count.body.count).toBe(want.length - 1);
  });

  it('when a member page comes back, then its people are full records with their tags', async () => {
    const id = await create({ match: 'all', conditions: [{ tags: { all: [tags.d.id] } }] });
    const page = await sut.request('GET', `/v1/segments/${id}/people?limit=3`, { token: tenant.token });
    const person = people.find((p) => p.id === page.body.data[0].id)!;
    expect(page.body.data[0]).toEqual({
      id: person.id,
      name: person.name,
      email: person.email,
      phone: person.phone,
      externalId: null,
      companyId: person.companyId,
      channel: person.channel,
      tags: person.tags,
      customFields: person.customFields,
      createdAt: person.createdAt.toISOString(),
      updatedAt: person.createdAt.toISOString(),
    });
  });
});
