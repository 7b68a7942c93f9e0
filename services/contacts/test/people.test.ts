import type { Stack } from '@rapport/testkit';
import { busyTenant, createPerson, startContactsStack, type Tenant } from './contacts.fixtures';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

// Integration tests talk to real servers; the jest default of 5 s is too tight under load.

describe('people: create, read, update, delete', () => {
  let sut: Stack;
  let t: Tenant;
  beforeAll(async () => {
    sut = await startContactsStack();
    t = await busyTenant(sut);
  });
  afterAll(async () => {
    await sut.stop();
  });

  it('when a person is created with a name only, then 201 answers the full record with nulls', async () => {
    const res = await sut.request('POST', '/v1/people', { token: t.token, body: { name: 'Ada Lovelace' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Ada Lovelace',
      email: null,
      phone: null,
      externalId: null,
      companyId: null,
      channel: null,
      tags: [],
      customFields: {},
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const got = await sut.request('GET', `/v1/people/${res.body.id}`, { token: t.token });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it('when every field is given, then the phone is stored normalized and the rest as given', async () => {
    const res = await sut.request('POST', '/v1/people', {
      token: t.token,
      body: {
        name: 'Grace Hopper',
        email: 'Grace@Example.com',
        phone: '+1 (555) 010-0199',
        externalId: 'crm-42',
        channel: 'whatsapp',
        customFields: { plan: 'gold', seats: 3, nested: { ok: true }, list: [1, 'two'] },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'Grace@Example.com',
      phone: '+15550100199',
      externalId: 'crm-42',
      channel: 'whatsapp',
      customFields: { plan: 'gold', seats: 3, nested: { ok: true }, list: [1, 'two'] },
    });
    const got = await sut.request('GET', `/v1/people/${res.body.id}`, { token: t.token });
    expect(got.body).toEqual(res.body);
  });

  it('when a person is patched, then given fields change, null clears and the rest stays', async () => {
    const person = await createPerson(sut, t.token, {
      name: 'Alan',
      email: 'alan@example.com',
      phone: '+442071234567',
      channel: 'instagram',
      customFields: { a: 1 },
    });
    const res = await sut.request('PATCH', `/v1/people/${person.id}`, {
      token: t.token,
      body: { name: 'Alan Turing', email: null, channel: 'facebook', customFields: { b: 2 } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...person,
      name: 'Alan Turing',
      email: null,
      channel: 'facebook',
      customFields: { b: 2 },
      updatedAt: expect.stringMatching(ISO),
    });
    expect(res.body.updatedAt >= person.updatedAt).toBe(true);
    const cleared = await sut.request('PATCH', `/v1/people/${person.id}`, {
      token: t.token,
      body: { phone: null, channel: null, customFields: null },
    });
    expect(cleared.body).toMatchObject({ phone: null, channel: null, customFields: {}, name: 'Alan Turing' });
    const got = await sut.request('GET', `/v1/people/${person.id}`, { token: t.token });
    expect(got.body).toEqual(cleared.body);
  });

  it('when a person is deleted, then 204 and it is gone from reads and lists', async () => {
    const person = await createPerson(sut, t.token, { name: 'Short-lived', email: 'gone@example.com' });
    const res = await sut.request('DELETE', `/v1/people/${person.id}`, { token: t.token });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect((await sut.request('GET', `/v1/people/${person.id}`, { token: t.token })).status).toBe(404);
    expect((await sut.request('DELETE', `/v1/people/${person.id}`, { token: t.token })).status).toBe(404);
    const list = await sut.request('GET', '/v1/people?email=gone@example.com', { token: t.token });
    expect(list.body).toEqual({ data: [], nextCursor: null });
    // Its email is free again.
    const again = await sut.request('POST', '/v1/people', {
      token: t.token,
      body: { name: 'Back', email: 'gone@example.com' },
    });
    expect(again.status).toBe(201);
  });

  it.each([
    ['an unknown uuid', '0190f1d2-0000-7000-8000-000000000000'],
    ['a malformed id', 'not-an-id'],
  ])('when the path id is %s, then GET, PATCH, DELETE and the tag routes answer 404', async (_, id) => {
    const calls = [
      sut.request('GET', `/v1/people/${id}`, { token: t.token }),
      sut.request('PATCH', `/v1/people/${id}`, { token: t.token, body: { name: 'x' } }),
      sut.request('DELETE', `/v1/people/${id}`, { token: t.token }),
      sut.request('POST', `/v1/people/${id}/tags`, { token: t.token, body: { tagIds: [id] } }),
      sut.request('DELETE', `/v1/people/${id}/tags/${id}`, { token: t.token }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'person not found', error: 'Not Found' });
    }
  });

  it('when a token lacks the scope, then 403; people:read may list but not write', async () => {
    const reader = await sut.createToken((await sut.createOrg()).slug, ['people:read']);
    expect((await sut.request('GET', '/v1/people', { token: reader.token })).status).toBe(200);
    const write = await sut.request('POST', '/v1/people', { token: reader.token, body: { name: 'x' } });
    expect(write.status).toBe(403);
    const tags = await sut.request('GET', '/v1/tags', { token: reader.token });
    expect(tags.status).toBe(403);
    const writer = await sut.createToken((await sut.createOrg()).slug, ['people:write']);
    expect((await sut.request('GET', '/v1/people', { token: writer.token })).status).toBe(403);
    expect(
      (await sut.request('POST', '/v1/people', { token: writer.token, body: { name: 'x' } })).status,
    ).toBe(201);
    expect((await sut.request('GET', '/v1/people')).status).toBe(401);
  });

  it('when the OpenAPI document is read, then every people route is there with its scope', async () => {
    const { body } = await sut.request('GET', '/v1/openapi.json');
    expect(body.paths['/v1/people'].get['x-required-scope']).toBe('people:read');
    expect(body.paths['/v1/people'].post['x-required-scope']).toBe('people:write');
    expect(body.paths['/v1/people/{id}'].patch['x-required-scope']).toBe('people:write');
    expect(body.paths['/v1/people/{id}'].delete['x-required-scope']).toBe('people:write');
    expect(body.paths['/v1/people/{id}/tags'].post['x-required-scope']).toBe('people:write');
    expect(body.paths['/v1/people/{id}/tags/{tagId}'].delete['x-required-scope']).toBe('people:write');
    expect(body.paths['/v1/tags'].get['x-required-scope']).toBe('tags:read');
    expect(body.paths['/v1/tags'].post['x-required-scope']).toBe('tags:write');
    const record = body.paths['/v1/people/{id}'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(record.properties)).toEqual([
      'id',
      'name',
      'email',
      'phone',
      'externalId',
      'companyId',
      'channel',
      'tags',
      'customFields',
      'createdAt',
      'updatedAt',
    ]);
  });
});
