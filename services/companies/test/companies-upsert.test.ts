import { type Stack, startStack } from '@rapport/testkit';

describe('companies: upsert on domain', () => {
  let sut: Stack;
  beforeAll(async () => {
    sut = await startStack({ services: ['companies'] });
  });
  afterAll(async () => {
    await sut.stop();
  });

  const post = (token: string, body: unknown) => sut.request('POST', '/v1/companies', { token, body });
  const listAll = async (token: string) =>
    (await sut.request('GET', '/v1/companies?limit=100', { token })).body.data;

  it('when the domain is new, then it creates (201); when it exists, then it updates that company (200)', async () => {
    const { token } = await sut.tenant();
    const created = await post(token, {
      name: 'Acme',
      domain: 'acme.com',
      city: 'Phoenix',
      categories: ['a'],
    });
    expect(created.status).toBe(201);
    const matched = await post(token, { domain: 'acme.com', industry: 'Anvils', categories: ['b'] });
    expect(matched.status).toBe(200);
    expect(matched.body).toMatchObject({
      id: created.body.id,
      name: 'Acme',
      domain: 'acme.com',
      city: 'Phoenix',
      industry: 'Anvils',
      categories: ['b'],
      createdAt: created.body.createdAt,
    });
    const all = await listAll(token);
    expect(all).toHaveLength(1);
    expect(all[0]).toEqual(matched.body);
  });

  it.each([
    'HTTPS://Acme.COM/',
    'acme.com.',
    'http://www.acme.com/pricing?ref=x',
    ' ACME.com ',
    'acme.com:443',
  ])('when the domain is given as %j, then it matches acme.com', async (given) => {
    const { token } = await sut.tenant();
    const first = await post(token, { name: 'Acme', domain: 'acme.com' });
    const res = await post(token, { domain: given, size: '10' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: first.body.id, domain: 'acme.com', size: '10' });
    const filtered = await sut.request('GET', `/v1/companies?domain=${encodeURIComponent(given)}`, { token });
    expect(filtered.body.data.map((c: { id: string }) => c.id)).toEqual([first.body.id]);
  });

  it('when a new company is created with a non-normalized domain, then it is stored normalized', async () => {
    const { token } = await sut.tenant();
    const res = await post(token, { name: 'Shop', domain: 'HTTPS://WWW.Shop.Example.co.uk/cart/' });
    expect(res.status).toBe(201);
    expect(res.body.domain).toBe('shop.example.co.uk');
  });

  it('when 20 upserts of one new domain run in parallel, then one company exists and one answer is 201', async () => {
    const { token } = await sut.tenant();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(token, { name: 'Racer', domain: i % 2 ? 'race.io' : 'HTTPS://Race.IO/', customFields: { i } }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(18).fill(200), 201].sort());
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const all = await listAll(token);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ name: 'Racer', domain: 'race.io' });
  });

  it('when a POST has no domain, then it creates a new company each time', async () => {
    const { token } = await sut.tenant();
    const a = await post(token, { name: 'No Domain' });
    const b = await post(token, { name: 'No Domain' });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).not.toBe(b.body.id);
    expect(await listAll(token)).toHaveLength(2);
  });

  it('when a POST would create without a name, then it answers 400; a matching POST needs none', async () => {
    const { token } = await sut.tenant();
    for (const body of [{}, { domain: 'nameless.com' }, { name: '  ', domain: 'nameless.com' }]) {
      const res = await post(token, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: ['name should not be empty'],
        error: 'Bad Request',
      });
    }
    await post(token, { name: 'Named', domain: 'nameless.com' });
    expect((await post(token, { domain: 'nameless.com', city: 'Oslo' })).status).toBe(200);
  });

  it('when an upsert matches and sends null, then the field is cleared', async () => {
    const { token } = await sut.tenant();
    await post(token, { name: 'Acme', domain: 'acme.com', city: 'Phoenix', customFields: { a: 1 } });
    const res = await post(token, { domain: 'acme.com', city: null, customFields: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ city: null, customFields: {} });
  });

  it('when the same upsert is repeated, then the record and its updatedAt stay the same', async () => {
    const { token } = await sut.tenant();
    const body = { name: 'Steady', domain: 'steady.com', categories: ['x'], customFields: { n: 1 } };
    const first = await post(token, body);
    const again = await post(token, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('when two organizations upsert one domain, then each gets its own company', async () => {
    const a = await sut.tenant();
    const b = await sut.tenant();
    const inA = await post(a.token, { name: 'Shared A', domain: 'shared.com' });
    const inB = await post(b.token, { name: 'Shared B', domain: 'shared.com' });
    expect([inA.status, inB.status]).toEqual([201, 201]);
    expect(inA.body.id).not.toBe(inB.body.id);
    expect((await sut.request('GET', `/v1/companies/${inA.body.id}`, { token: a.token })).body.name).toBe(
      'Shared A',
    );
  });
});
