import { DEFAULTS, newId } from '@rapport/platform';
import { connectMongo } from '@rapport/platform/mongo';
import type { Stack } from '@rapport/testkit';
import { registerModels } from '../src/store/contacts.models';
import { busyTenant, createTag, startContactsStack, type Tenant } from './contacts.fixtures';

const EVERYONE = { match: 'all', conditions: [{ hasEmail: true }] };

// Issue 28: segments, saved filters over people (decision 0027): CRUD, validation, isolation.
describe('segments API', () => {
  let sut: Stack;

  beforeAll(async () => {
    sut = await startContactsStack();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  const company = async (tenant: Tenant) => {
    const res = await sut.request('POST', '/v1/companies', { token: tenant.token, body: { name: 'Acme' } });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };

  it('when a segment is created, read, listed, renamed, refiltered and deleted, then each answer shows it as stored', async () => {
    const tenant = await busyTenant(sut);
    const vip = await createTag(sut, tenant.token, 'vip');
    const companyId = await company(tenant);
    const filter = {
      match: 'any',
      conditions: [
        { tags: { any: [vip.id] } },
        {
          match: 'all',
          conditions: [{ companyId }, { customFields: { plan: 'gold', seats: 2, trial: false } }],
        },
      ],
    };
    const created = await sut.request('POST', '/v1/segments', {
      token: tenant.token,
      body: { name: '  VIPs  ', filter },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'VIPs',
      filter,
      createdAt: expect.any(String),
      updatedAt: created.body.createdAt,
    });
    const { id } = created.body;
    expect((await sut.request('GET', `/v1/segments/${id}`, { token: tenant.token })).body).toEqual(
      created.body,
    );

    const second = await sut.request('POST', '/v1/segments', {
      token: tenant.token,
      body: { name: 'Everyone with email', filter: EVERYONE },
    });
    const list = await sut.request('GET', '/v1/segments?limit=1', { token: tenant.token });
    expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([second.body.id]);
    const rest = await sut.request('GET', `/v1/segments?limit=1&cursor=${list.body.nextCursor}`, {
      token: tenant.token,
    });
    expect(rest.body).toEqual({ data: [created.body], nextCursor: null });

    const renamed = await sut.request('PATCH', `/v1/segments/${id}`, {
      token: tenant.token,
      body: { name: 'Top' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id, name: 'Top', filter });
    const refiltered = await sut.request('PATCH', `/v1/segments/${id}`, {
      token: tenant.token,
      body: { filter: EVERYONE },
    });
    expect(refiltered.body).toMatchObject({ name: 'Top', filter: EVERYONE });

    expect((await sut.request('DELETE', `/v1/segments/${id}`, { token: tenant.token })).status).toBe(204);
    for (const path of [`/v1/segments/${id}`, `/v1/segments/${id}/people`, `/v1/segments/${id}/count`]) {
      expect((await sut.request('GET', path, { token: tenant.token })).status).toBe(404);
    }
    expect((await sut.request('DELETE', `/v1/segments/${id}`, { token: tenant.token })).status).toBe(404);
    expect((await sut.request('GET', '/v1/segments/not-a-uuid', { token: tenant.token })).status).toBe(404);
  });

  it('when the body breaks rules, then 400 lists every problem naming its field, the unknown tag and company included', async () => {
    const tenant = await busyTenant(sut);
    const post = (body: unknown) => sut.request('POST', '/v1/segments', { token: tenant.token, body });
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      statusCode: 400,
      message: ['name should not be empty', 'filter should not be empty'],
      error: 'Bad Request',
    });
    const bad = await post({
      name: 'x',
      extra: 1,
      filter: {
        match: 'both',
        conditions: [{ tags: { any: [] } }, { channel: 'sms' }, { createdAfter: 'monday' }, { phone: '1' }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual([
      'filter.match must be one of the following values: all, any',
      'filter.conditions[0].tags.any should not be empty',
      'filter.conditions[1].channel must be one of the following values: whatsapp, instagram, facebook',
      'filter.conditions[2].createdAfter must be an ISO 8601 date or date-time',
      'filter.conditions[3].phone is not a condition (one of: tags, companyId, channel, hasEmail, hasPhone, createdAfter, createdBefore, customFields, or a group with match)',
      'property extra should not exist',
    ]);
    const deep = {
      match: 'all',
      conditions: [{ match: 'all', conditions: [{ match: 'all', conditions: [EVERYONE] }] }],
    };
    expect((await post({ name: 'x', filter: deep })).body.message).toEqual([
      'filter.conditions[0].conditions[0].conditions[0] nests groups more than 3 levels deep',
    ]);
    const many = { match: 'any', conditions: Array.from({ length: 21 }, () => ({ hasPhone: true })) };
    expect((await post({ name: 'x', filter: many })).body.message).toEqual([
      'filter must have at most 20 conditions in all (it has 21)',
    ]);

    const other = await busyTenant(sut);
    const foreignTag = await createTag(sut, other.token, 'theirs');
    const foreignCompany = await company(other);
    const unknown = await post({
      name: 'x',
      filter: {
        match: 'all',
        conditions: [{ tags: { none: [foreignTag.id, 'nope'] } }, { companyId: foreignCompany }],
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toEqual([
      `filter tags must name tags of this organization (unknown: ${foreignTag.id}, nope)`,
      `filter companyId must be the id of a company of this organization (unknown: ${foreignCompany})`,
    ]);
    const created = await post({ name: 'ok', filter: EVERYONE });
    const patch = await sut.request('PATCH', `/v1/segments/${created.body.id}`, {
      token: tenant.token,
      body: { name: '', filter: { match: 'all', conditions: [{ hasEmail: 'yes' }] } },
    });
    expect(patch.body.message).toEqual([
      'name should not be empty',
      'filter.conditions[0].hasEmail must be a boolean value',
    ]);
    const query = await sut.request('GET', `/v1/segments/${created.body.id}/people?limit=0`, {
      token: tenant.token,
    });
    expect(query.body.message).toEqual(['limit must be an integer from 1 to 100']);
  });

  it('when another organization asks for a segment, then every route answers 404 and its list is empty', async () => {
    const owner = await busyTenant(sut);
    const stranger = await busyTenant(sut);
    const created = await sut.request('POST', '/v1/segments', {
      token: owner.token,
      body: { name: 'Mine', filter: EVERYONE },
    });
    const id = created.body.id as string;
    const as = (method: string, path: string, body?: unknown) =>
      sut.request(method, path, { token: stranger.token, ...(body ? { body } : {}) });
    expect((await as('GET', `/v1/segments/${id}`)).status).toBe(404);
    expect((await as('GET', `/v1/segments/${id}/people`)).status).toBe(404);
    expect((await as('GET', `/v1/segments/${id}/count`)).status).toBe(404);
    expect((await as('PATCH', `/v1/segments/${id}`, { name: 'Theirs' })).status).toBe(404);
    expect((await as('DELETE', `/v1/segments/${id}`)).status).toBe(404);
    expect((await as('GET', '/v1/segments')).body).toEqual({ data: [], nextCursor: null });
    expect((await sut.request('GET', `/v1/segments/${id}`, { token: owner.token })).body.name).toBe('Mine');
  });

  it('when a token lacks the segments scopes, then 403; segments:read reads but does not write', async () => {
    const tenant = await busyTenant(sut);
    const created = await sut.request('POST', '/v1/segments', {
      token: tenant.token,
      body: { name: 'S', filter: EVERYONE },
    });
    const people = await sut.createToken((await orgSlug(tenant)) ?? '', ['people:read']);
    const reader = await sut.createToken((await orgSlug(tenant)) ?? '', ['segments:read']);
    const id = created.body.id;
    expect((await sut.request('GET', `/v1/segments/${id}`, { token: people.token })).status).toBe(403);
    expect((await sut.request('GET', `/v1/segments/${id}`, { token: reader.token })).status).toBe(200);
    expect(
      (
        await sut.request('POST', '/v1/segments', {
          token: reader.token,
          body: { name: 'S', filter: EVERYONE },
        })
      ).status,
    ).toBe(403);
  });

  it('when a token lacks people:read, then the members, the count and writing a filter answer 403 (issue 48); with it they answer', async () => {
    const tenant = await busyTenant(sut);
    await sut.request('POST', '/v1/people', {
      token: tenant.token,
      body: { name: 'Ada', email: `ada-${newId()}@example.test`, customFields: { plan: 'gold' } },
    });
    const gold = { match: 'all', conditions: [{ customFields: { plan: 'gold' } }] };
    const created = await sut.request('POST', '/v1/segments', {
      token: tenant.token,
      body: { name: 'Gold', filter: gold },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const slug = (await orgSlug(tenant)) ?? '';
    const reader = (await sut.createToken(slug, ['segments:read'])).token;
    const writer = (await sut.createToken(slug, ['segments:read', 'segments:write'])).token;
    const both = (await sut.createToken(slug, ['segments:*', 'people:read'])).token;
    const lacks = {
      statusCode: 403,
      message: 'this token lacks the scope "people:read"',
      error: 'Forbidden',
    };

    for (const token of [reader, writer]) {
      const members = await sut.request('GET', `/v1/segments/${id}/people`, { token });
      expect([members.status, members.body]).toEqual([403, lacks]);
      const count = await sut.request('GET', `/v1/segments/${id}/count`, { token });
      expect([count.status, count.body]).toEqual([403, lacks]);
    }
    const probe = await sut.request('POST', '/v1/segments', {
      token: writer,
      body: { name: 'Probe', filter: gold },
    });
    expect([probe.status, probe.body]).toEqual([403, lacks]);
    const refilter = await sut.request('PATCH', `/v1/segments/${id}`, {
      token: writer,
      body: { filter: EVERYONE },
    });
    expect(refilter.status).toBe(403);
    // Renaming, reading the definition and deleting touch no one's data: segments scopes alone.
    expect(
      (await sut.request('PATCH', `/v1/segments/${id}`, { token: writer, body: { name: 'G' } })).status,
    ).toBe(200);
    expect((await sut.request('GET', `/v1/segments/${id}`, { token: reader })).status).toBe(200);
    expect((await sut.request('GET', '/v1/segments', { token: reader })).body.data).toHaveLength(1);

    const members = await sut.request('GET', `/v1/segments/${id}/people`, { token: both });
    expect(members.status).toBe(200);
    expect(members.body.data).toHaveLength(1);
    expect((await sut.request('GET', `/v1/segments/${id}/count`, { token: both })).body).toEqual({
      count: 1,
    });
    expect(
      (await sut.request('POST', '/v1/segments', { token: both, body: { name: 'Probe', filter: gold } }))
        .status,
    ).toBe(201);
    expect(
      (await sut.request('PATCH', `/v1/segments/${id}`, { token: both, body: { filter: EVERYONE } })).status,
    ).toBe(200);
    expect((await sut.request('DELETE', `/v1/segments/${id}`, { token: writer })).status).toBe(204);
  });

  it('when an organization has 500 segments, then the next create answers 409 and a delete makes room', async () => {
    const tenant = await busyTenant(sut);
    // 499 written straight into the store (a create through the API costs a count each), one more
    // through the API.
    const connection = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, 'rapport_contacts');
    try {
      const now = new Date();
      await registerModels(connection).Segments.insertMany(
        Array.from({ length: 499 }, (_, i) => ({
          _id: newId(),
          organizationId: tenant.orgId,
          name: `s${i}`,
          filter: EVERYONE,
          createdAt: now,
          updatedAt: now,
        })),
      );
    } finally {
      await connection.close();
    }
    const last = await sut.request('POST', '/v1/segments', {
      token: tenant.token,
      body: { name: 'the 500th', filter: EVERYONE },
    });
    expect(last.status).toBe(201);
    const over = await sut.request('POST', '/v1/segments', {
      token: tenant.token,
      body: { name: 'one more', filter: EVERYONE },
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('an organization has at most 500 segments: delete one first');
    await sut.request('DELETE', `/v1/segments/${last.body.id}`, { token: tenant.token });
    const again = await sut.request('POST', '/v1/segments', {
      token: tenant.token,
      body: { name: 'one more', filter: EVERYONE },
    });
    expect(again.status).toBe(201);
  });

  /** The slug of a tenant's organization, for more tokens. */
  async function orgSlug(tenant: Tenant): Promise<string | undefined> {
    const me = await sut.request('GET', '/v1/me', { token: tenant.token });
    return me.body.organization.slug;
  }
});
