import { type Stack, startStack } from '@rapport/testkit';

const MISSING_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('companies: get, update, delete', () => {
  let sut: Stack;
  beforeAll(async () => {
    sut = await startStack({ services: ['companies'] });
  });
  afterAll(async () => {
    await sut.stop();
  });

  const create = async (token: string, body: Record<string, unknown>) => {
    const res = await sut.request('POST', '/v1/companies', { token, body });
    expect(res.status).toBe(201);
    return res.body;
  };

  it('when a company is created with every field, then GET returns the full record', async () => {
    const { token } = await sut.tenant();
    const body = {
      name: 'Acme',
      domain: 'acme.com',
      description: 'Makes anvils',
      industry: 'Manufacturing',
      size: '51-200',
      website: 'https://acme.com',
      city: 'Phoenix',
      state: 'AZ',
      country: 'US',
      categories: ['b2b', 'hardware'],
      customFields: { tier: 'gold', seats: 12, flags: { beta: true }, tags: ['a', 1, null] },
    };
    const created = await sut.request('POST', '/v1/companies', { token, body });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/v1/companies/${created.body.id}`);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...body,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: created.body.createdAt,
    });
    const fetched = await sut.request('GET', `/v1/companies/${created.body.id}`, { token });
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(created.body);
  });

  it('when a company is created with a name only, then absent fields are null, [] and {}', async () => {
    const { token } = await sut.tenant();
    const company = await create(token, { name: 'Bare' });
    expect(company).toEqual({
      id: company.id,
      name: 'Bare',
      domain: null,
      description: null,
      industry: null,
      size: null,
      website: null,
      city: null,
      state: null,
      country: null,
      categories: [],
      customFields: {},
      createdAt: company.createdAt,
      updatedAt: company.updatedAt,
    });
  });

  it('when a company is patched, then given fields change, null clears and the rest stay', async () => {
    const { token } = await sut.tenant();
    const company = await create(token, {
      name: 'Acme',
      domain: 'acme.com',
      city: 'Phoenix',
      categories: ['x'],
      customFields: { a: 1, b: 2 },
    });
    await new Promise((r) => setTimeout(r, 5));
    const res = await sut.request('PATCH', `/v1/companies/${company.id}`, {
      token,
      body: {
        name: 'Acme Inc',
        city: null,
        domain: 'https://www.Acme.io/',
        categories: [],
        customFields: { c: 3 },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: company.id,
      name: 'Acme Inc',
      domain: 'acme.io',
      city: null,
      categories: [],
      customFields: { c: 3 },
      createdAt: company.createdAt,
    });
    expect(res.body.updatedAt > company.updatedAt).toBe(true);
    const fetched = await sut.request('GET', `/v1/companies/${company.id}`, { token });
    expect(fetched.body).toEqual(res.body);

    const cleared = await sut.request('PATCH', `/v1/companies/${company.id}`, {
      token,
      body: { domain: null, categories: null, customFields: null },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ name: 'Acme Inc', domain: null, categories: [], customFields: {} });
    // The freed domain can be taken by a new company.
    await create(token, { name: 'Other', domain: 'acme.io' });
  });

  it('when a PATCH gives a company a domain another company holds, then it answers 409', async () => {
    const { token } = await sut.tenant();
    await create(token, { name: 'First', domain: 'first.com' });
    const second = await create(token, { name: 'Second', domain: 'second.com' });
    const res = await sut.request('PATCH', `/v1/companies/${second.id}`, {
      token,
      body: { domain: 'HTTP://FIRST.com/' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      statusCode: 409,
      message: 'domain is already used by another company of the organization',
      error: 'Conflict',
    });
    const unchanged = await sut.request('GET', `/v1/companies/${second.id}`, { token });
    expect(unchanged.body.domain).toBe('second.com');
    // Setting a company's own domain again is not a conflict.
    const same = await sut.request('PATCH', `/v1/companies/${second.id}`, {
      token,
      body: { domain: 'second.com' },
    });
    expect(same.status).toBe(200);
  });

  it('when a PATCH clears the name, then it answers 400', async () => {
    const { token } = await sut.tenant();
    const company = await create(token, { name: 'Named' });
    for (const name of [null, '', '   ']) {
      const res = await sut.request('PATCH', `/v1/companies/${company.id}`, { token, body: { name } });
      expect(res.status).toBe(400);
    }
  });

  it('when a company is deleted, then it answers 204 and the company is gone', async () => {
    const { token } = await sut.tenant();
    const company = await create(token, { name: 'Doomed', domain: 'doomed.com' });
    const res = await sut.request('DELETE', `/v1/companies/${company.id}`, { token });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect((await sut.request('GET', `/v1/companies/${company.id}`, { token })).status).toBe(404);
    expect((await sut.request('DELETE', `/v1/companies/${company.id}`, { token })).status).toBe(404);
    // Its domain is free again.
    const again = await sut.request('POST', '/v1/companies', {
      token,
      body: { name: 'Reborn', domain: 'doomed.com' },
    });
    expect(again.status).toBe(201);
  });

  it.each([
    ['GET', undefined],
    ['PATCH', { name: 'x' }],
    ['DELETE', undefined],
  ])('when %s names an unknown, malformed or foreign id, then it answers 404', async (method, body) => {
    const owner = await sut.tenant();
    const other = await sut.tenant();
    const foreign = await create(owner.token, { name: 'Theirs' });
    for (const id of [MISSING_ID, 'not-a-uuid', foreign.id]) {
      const res = await sut.request(method, `/v1/companies/${id}`, { token: other.token, body });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'company not found', error: 'Not Found' });
    }
    expect((await sut.request('GET', `/v1/companies/${foreign.id}`, { token: owner.token })).body.name).toBe(
      'Theirs',
    );
  });

  it('when the token lacks the scope, then it answers 403; companies:read reads, companies:* writes', async () => {
    const org = await sut.createOrg();
    const reader = (await sut.createToken(org.slug, ['companies:read'])).token;
    const writer = (await sut.createToken(org.slug, ['companies:*'])).token;
    const stranger = (await sut.createToken(org.slug, ['people:*'])).token;
    const company = await create(writer, { name: 'Scoped' });
    expect((await sut.request('GET', '/v1/companies', { token: reader })).status).toBe(200);
    expect((await sut.request('GET', `/v1/companies/${company.id}`, { token: reader })).status).toBe(200);
    for (const [method, path] of [
      ['POST', '/v1/companies'],
      ['PATCH', `/v1/companies/${company.id}`],
      ['DELETE', `/v1/companies/${company.id}`],
    ] as const) {
      const res = await sut.request(method, path, { token: reader, body: { name: 'x' } });
      expect(res.status).toBe(403);
    }
    expect((await sut.request('GET', '/v1/companies', { token: stranger })).status).toBe(403);
    expect((await sut.request('GET', '/v1/companies')).status).toBe(401);
  });

  it('when the OpenAPI document is fetched, then every companies route is in it with its scope', async () => {
    const { body } = await sut.request('GET', '/v1/openapi.json');
    const list = body.paths['/v1/companies'];
    const one = body.paths['/v1/companies/{id}'];
    expect(list.get['x-required-scope']).toBe('companies:read');
    expect(list.post['x-required-scope']).toBe('companies:write');
    expect(one.get['x-required-scope']).toBe('companies:read');
    expect(one.patch['x-required-scope']).toBe('companies:write');
    expect(one.delete['x-required-scope']).toBe('companies:write');
    expect(Object.keys(list.post.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '413']));
    expect(Object.keys(one.patch.responses)).toEqual(expect.arrayContaining(['200', '404', '409']));
    const record = list.post.responses['201'].content['application/json'].schema;
    expect(Object.keys(record.properties)).toEqual([
      'id',
      'name',
      'domain',
      'description',
      'industry',
      'size',
      'website',
      'city',
      'state',
      'country',
      'categories',
      'customFields',
      'createdAt',
      'updatedAt',
    ]);
    expect(list.get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'cursor',
      'limit',
      'domain',
      'search',
    ]);
  });
});
