import type { Stack } from '@rapport/testkit';
import { busyTenant, createPerson, startContactsStack, type Tenant } from './contacts.fixtures';

const PHONE = 'phone must have 10 to 15 digits with an optional leading +';

// Integration tests talk to real servers; the jest default of 5 s is too tight under load.

describe('people: bad inputs answer 400 with one message per failing rule', () => {
  let sut: Stack;
  let t: Tenant;
  beforeAll(async () => {
    sut = await startContactsStack();
    t = await busyTenant(sut);
  });
  afterAll(async () => {
    await sut.stop();
  });

  const post = (body: unknown) => sut.request('POST', '/v1/people', { token: t.token, body });

  it('when the upsert would create without a name, then 400 "name should not be empty"', async () => {
    for (const body of [{ email: 'nobody@example.com' }, { name: '   ' }, { name: '' }]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: ['name should not be empty'],
        error: 'Bad Request',
      });
    }
    const list = await sut.request('GET', '/v1/people?email=nobody@example.com', { token: t.token });
    expect(list.body.data).toEqual([]);
  });

  it('when several rules fail at once, then each is listed', async () => {
    const res = await post({
      name: '',
      phone: '12-34',
      email: 'not-an-email',
      channel: 'sms',
      customFields: { $where: 1, 'a.b': 2 },
      tagIds: 'tag',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'name should not be empty',
        PHONE,
        'email must be an email',
        'channel must be one of the following values: whatsapp, instagram, facebook',
        'customFields keys must not start with $ nor contain .',
        'tagIds must be an array',
      ]),
    );
    expect(res.body.message).toHaveLength(6);
  });

  it.each([
    ['too few digits', '+49 123 45'],
    ['too many digits', '+1234567890123456'],
    ['letters', '+49 30 CALL-NOW'],
    ['a plus in the middle', '49+3012345678'],
  ])('when the phone has %s, then 400 with the phone rule', async (_, phone) => {
    const res = await post({ name: 'P', phone });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([PHONE]);
  });

  it('when tagIds holds something else than strings, then 400 names tagIds', async () => {
    const res = await post({ name: 'T', tagIds: ['0190f1d2-0000-7000-8000-000000000000', 7] });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['each value in tagIds must be a string']);
    const unknown = await post({ name: 'T', tagIds: ['0190f1d2-0000-7000-8000-000000000000'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toEqual([expect.stringMatching(/^tagIds must contain only ids of tags/)]);
  });

  it('when customFields is not an object or nests arrays or bad keys deep down, then 400', async () => {
    expect((await post({ name: 'C', customFields: [1, 2] })).body.message).toEqual([
      'customFields must be an object',
    ]);
    expect((await post({ name: 'C', customFields: 'x' })).body.message).toEqual([
      'customFields must be an object',
    ]);
    expect((await post({ name: 'C', customFields: { a: [[1]] } })).body.message).toEqual([
      'customFields must not contain arrays nested in arrays',
    ]);
    expect((await post({ name: 'C', customFields: { a: { 'b.c': 1 } } })).body.message).toEqual([
      'customFields keys must not start with $ nor contain .',
    ]);
    expect((await post({ name: 'C', customFields: { a: [{ $x: 1 }] } })).status).toBe(400);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 12; i++) deep = { level: deep };
    expect((await post({ name: 'C', customFields: deep })).body.message).toEqual([
      'customFields must not be nested more than 10 levels deep',
    ]);
  });

  it('when a value holds a NUL character (the store cannot hold it), then 400 naming the field', async () => {
    expect((await post({ name: 'a\u0000b' })).body.message).toEqual(['name must not contain NUL characters']);
    expect((await post({ name: 'N', externalId: 'e\u0000' })).body.message).toEqual([
      'externalId must not contain NUL characters',
    ]);
    expect((await post({ name: 'N', customFields: { k: ['v\u0000'] } })).body.message).toEqual([
      'customFields must not contain NUL characters',
    ]);
    const tag = await sut.request('POST', '/v1/tags', { token: t.token, body: { name: 'n\u0000' } });
    expect(tag.body.message).toEqual(['name must not contain NUL characters']);
    const list = await sut.request('GET', '/v1/people?email=a%00b', { token: t.token });
    expect(list.body).toEqual({ data: [], nextCursor: null });
  });

  it('when the body has an unknown field, then 400 "property foo should not exist"', async () => {
    const res = await post({ name: 'U', foo: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['property foo should not exist']);
    const person = await createPerson(sut, t.token, { name: 'Patched' });
    const patch = await sut.request('PATCH', `/v1/people/${person.id}`, {
      token: t.token,
      body: { foo: 1, tags: [] },
    });
    expect(patch.status).toBe(400);
    expect(patch.body.message).toEqual(['property foo should not exist', 'property tags should not exist']);
  });

  it('when a patch breaks a rule, then 400 and the person is unchanged', async () => {
    const person = await createPerson(sut, t.token, { name: 'Stable', phone: '+4930123456789' });
    const res = await sut.request('PATCH', `/v1/people/${person.id}`, {
      token: t.token,
      body: { name: '', phone: '123', channel: 'telegram', email: 5 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining(['name should not be empty', PHONE, 'email must be a string']),
    );
    const nameNull = await sut.request('PATCH', `/v1/people/${person.id}`, {
      token: t.token,
      body: { name: null },
    });
    expect(nameNull.status).toBe(400);
    expect((await sut.request('GET', `/v1/people/${person.id}`, { token: t.token })).body).toEqual(person);
  });

  it('when companyId names no company of the organization, then 400 names companyId', async () => {
    const res = await post({ name: 'Co', companyId: '0190f1d2-0000-7000-8000-000000000000' });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['companyId must be the id of a company of this organization']);
    expect((await post({ name: 'Co', companyId: 'nope' })).status).toBe(400);
    const person = await createPerson(sut, t.token, { name: 'Co2' });
    const patch = await sut.request('PATCH', `/v1/people/${person.id}`, {
      token: t.token,
      body: { companyId: '0190f1d2-0000-7000-8000-000000000000' },
    });
    expect(patch.status).toBe(400);
    expect(patch.body.message).toEqual(['companyId must be the id of a company of this organization']);
  });

  it('when the companies service is down, then a companyId write answers 503 and writes nothing', async () => {
    const company = await sut.request('POST', '/v1/companies', {
      token: t.token,
      body: { name: 'Outage', domain: `outage-${Date.now()}.example` },
    });
    const restart = await sut.stopService('companies');
    try {
      const res = await post({ name: 'Waiting', email: 'waiting@example.com', companyId: company.body.id });
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('Service Unavailable');
    } finally {
      await restart();
    }
    const list = await sut.request('GET', '/v1/people?email=waiting@example.com', { token: t.token });
    expect(list.body.data).toEqual([]);
    let status = 0;
    for (let i = 0; i < 50 && status !== 201; i++) {
      status = (await post({ name: 'Waiting', email: 'waiting@example.com', companyId: company.body.id }))
        .status;
      if (status !== 201) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(201);
  });

  it('when limit or cursor is bad, then the list answers 400', async () => {
    for (const limit of ['0', '101', 'abc', '1.5', '-1', '']) {
      const res = await sut.request('GET', `/v1/people?limit=${limit}`, { token: t.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(['limit must be an integer from 1 to 100']);
    }
    for (const cursor of ['garbage', 'djE6bm90LWEtdXVpZA', '%%%']) {
      const res = await sut.request('GET', `/v1/people?cursor=${cursor}`, { token: t.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(['cursor is invalid']);
    }
    expect((await sut.request('GET', '/v1/people?limit=100', { token: t.token })).status).toBe(200);
    expect((await sut.request('GET', '/v1/people?limit=1', { token: t.token })).status).toBe(200);
  });
});
