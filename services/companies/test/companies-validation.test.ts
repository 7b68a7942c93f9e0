import { type Stack, startStack } from '@rapport/testkit';

describe('companies: bad inputs', () => {
  let sut: Stack;
  let token: string;
  let companyId: string;
  beforeAll(async () => {
    sut = await startStack({ services: ['companies'] });
    // One organization with a high limit: this file sends well over 100 requests.
    const org = await sut.createOrg({ rateLimitPerMinute: 10_000 });
    token = (await sut.createToken(org.slug, ['companies:*'])).token;
    const res = await sut.request('POST', '/v1/companies', {
      token,
      body: { name: 'Target', domain: 'target.com' },
    });
    companyId = res.body.id;
  });
  afterAll(async () => {
    await sut.stop();
  });

  const post = (body: unknown) => sut.request('POST', '/v1/companies', { token, body });
  const patch = (body: unknown) => sut.request('PATCH', `/v1/companies/${companyId}`, { token, body });
  const both = async (body: unknown, message: string[]) => {
    for (const res of [await post(body), await patch(body)]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    }
  };

  it.each([
    ['name', 42, 'name must be a string'],
    ['domain', 42, 'domain must be a string'],
    ['description', true, 'description must be a string'],
    ['industry', ['x'], 'industry must be a string'],
    ['size', 500, 'size must be a string'],
    ['website', {}, 'website must be a string'],
    ['city', 1, 'city must be a string'],
    ['state', false, 'state must be a string'],
    ['country', [], 'country must be a string'],
    ['categories', 'saas', 'categories must be an array'],
    ['categories', { a: 1 }, 'categories must be an array'],
    ['customFields', 'x', 'customFields must be an object'],
    ['customFields', [1, 2], 'customFields must be an object'],
    ['customFields', 7, 'customFields must be an object'],
  ])('when %s is %j, then it answers 400 naming the field', async (field, value, message) => {
    await both({ name: 'Valid', [field]: value }, [message]);
  });

  it('when categories holds a non-string, then it answers 400 naming the item', async () => {
    await both({ categories: ['ok', 3, null] }, [
      'categories.1 must be a string',
      'categories.2 must be a string',
    ]);
    await both({ categories: ['ok', ''] }, ['categories.1 should not be empty']);
  });

  it('when customFields keys start with $ or contain a dot, at any depth, then it answers 400', async () => {
    await both({ customFields: { $where: 'sleep(1000)' } }, [
      'customFields key "$where" must not start with $',
    ]);
    await both({ customFields: { 'a.b': 1 } }, ['customFields key "a.b" must not contain a dot']);
    await both({ customFields: { profile: { $set: { admin: true } } } }, [
      'customFields key "$set" must not start with $',
    ]);
    await both({ customFields: { list: [{ $ne: null }] } }, ['customFields key "$ne" must not start with $']);
  });

  it('when customFields holds arrays inside arrays or nests too deep, then it answers 400', async () => {
    await both({ customFields: { matrix: [[1, 2]] } }, [
      'customFields must not contain arrays directly inside arrays',
    ]);
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 11; i++) deep = { d: deep };
    await both({ customFields: deep }, ['customFields must not be nested more than 10 levels deep']);
  });

  it('when a string holds a NUL character, then it answers 400', async () => {
    await both({ name: 'a\u0000b' }, ['name must not contain NUL characters']);
    await both({ city: 'a\u0000b' }, ['city must not contain NUL characters']);
    await both({ customFields: { note: 'a\u0000b' } }, ['customFields must not contain NUL characters']);
  });

  it('when the domain is not a domain name, then it answers 400', async () => {
    for (const domain of ['', 'localhost', 'not a domain', '127.0.0.1', 'under_score.com']) {
      await both({ name: 'Valid', domain }, ['domain must be a domain name such as example.com']);
    }
  });

  it('when a text is too long or there are too many categories, then it answers 400', async () => {
    await both({ name: 'n'.repeat(201) }, ['name must be at most 200 characters']);
    await both({ description: 'd'.repeat(5001) }, ['description must be at most 5000 characters']);
    await both({ city: 'c'.repeat(201) }, ['city must be at most 200 characters']);
    await both({ categories: Array.from({ length: 101 }, (_, i) => `c${i}`) }, [
      'categories must contain at most 100 items',
    ]);
  });

  it('when the body has an unknown field, then it answers 400 naming it', async () => {
    await both({ name: 'Valid', foo: 1, organizationId: 'x' }, [
      'property foo should not exist',
      'property organizationId should not exist',
    ]);
  });

  it('when several rules fail, then every one is listed', async () => {
    const res = await post({ name: 1, categories: [1], customFields: [], extra: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([
      'name must be a string',
      'categories.0 must be a string',
      'customFields must be an object',
      'property extra should not exist',
    ]);
  });

  it('when the body is not a JSON object, then it answers 400', async () => {
    for (const rawBody of ['[1,2]', '"text"', '{"name":']) {
      const res = await sut.request('POST', '/v1/companies', { token, rawBody });
      expect(res.status).toBe(400);
    }
  });

  it('when customFields is 2 MB, then it answers 413 and nothing is stored', async () => {
    const customFields = { blob: 'x'.repeat(2 * 1024 * 1024) };
    for (const res of [
      await post({ name: 'Huge', domain: 'huge.com', customFields }),
      await patch({ customFields }),
    ]) {
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        statusCode: 413,
        message: 'request body is larger than 1 MiB',
        error: 'Payload Too Large',
      });
    }
    const found = await sut.request('GET', '/v1/companies?domain=huge.com', { token });
    expect(found.body.data).toEqual([]);
    const target = await sut.request('GET', `/v1/companies/${companyId}`, { token });
    expect(target.body.customFields).toEqual({});
  });

  it('when rejected writes are done, then the target company is unchanged', async () => {
    const res = await sut.request('GET', `/v1/companies/${companyId}`, { token });
    expect(res.body).toMatchObject({
      name: 'Target',
      domain: 'target.com',
      categories: [],
      customFields: {},
    });
    const all = await sut.request('GET', '/v1/companies?limit=100', { token });
    expect(all.body.data).toHaveLength(1);
  });
});
