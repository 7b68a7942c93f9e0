import type { Stack } from '@rapport/testkit';
import { busyTenant, createPerson, createTag, startContactsStack, type Tenant } from './contacts.fixtures';

// Integration tests talk to real servers; the jest default of 5 s is too tight under load.

describe('people: upsert on phone, then email, then externalId', () => {
  let sut: Stack;
  let t: Tenant;
  beforeAll(async () => {
    sut = await startContactsStack();
    t = await busyTenant(sut);
  });
  afterAll(async () => {
    await sut.stop();
  });

  const post = (body: unknown, token = t.token) => sut.request('POST', '/v1/people', { token, body });
  const list = async (query: string) =>
    (await sut.request('GET', `/v1/people?${query}`, { token: t.token })).body.data as { id: string }[];

  it('when the phone matches (in another format), then 200 updates that person and keeps the rest', async () => {
    const ada = await createPerson(sut, t.token, {
      name: 'Ada',
      phone: '+44 20 7946 0001',
      externalId: 'ada-1',
      customFields: { vip: true },
    });
    const res = await post({ phone: '+44 (20) 7946-0001', email: 'ada@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...ada,
      email: 'ada@example.com',
      updatedAt: expect.any(String),
    });
    expect(await list('phone=%2B442079460001')).toHaveLength(1);
  });

  it('when only the email matches, case-insensitively, then 200 updates that person', async () => {
    const bob = await createPerson(sut, t.token, { name: 'Bob', email: 'Bob@Example.com' });
    const res = await post({ email: 'BOB@example.COM', name: 'Robert', channel: 'facebook' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: bob.id,
      name: 'Robert',
      email: 'BOB@example.COM',
      channel: 'facebook',
    });
  });

  it('when only the externalId matches, then 200 updates that person', async () => {
    const cy = await createPerson(sut, t.token, { name: 'Cy', externalId: 'ext-cy' });
    const res = await post({ externalId: 'ext-cy', phone: '+33 1 23 45 67 89' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: cy.id, name: 'Cy', phone: '+33123456789' });
  });

  it('when phone and email match different people, then the phone wins', async () => {
    const byPhone = await createPerson(sut, t.token, { name: 'Phone owner', phone: '+15550000001' });
    const byEmail = await createPerson(sut, t.token, { name: 'Email owner', email: 'owner@example.com' });
    const byExt = await createPerson(sut, t.token, { name: 'Ext owner', externalId: 'ext-owner' });
    // email over externalId: the email owner is updated and takes no externalId of another.
    const emailWins = await post({ email: 'owner@example.com', name: 'Email owner 2' });
    expect(emailWins.body.id).toBe(byEmail.id);
    const phoneWins = await post({ phone: '+1 555 000 0001', name: 'Phone owner 2' });
    expect(phoneWins.body.id).toBe(byPhone.id);
    // The phone matches, so the phone owner would take the email of another person: 409 naming it.
    const clash = await post({ phone: '+15550000001', email: 'OWNER@example.com' });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({
      statusCode: 409,
      message: 'email is already used by another person',
      error: 'Conflict',
    });
    const extClash = await post({ email: 'owner@example.com', externalId: 'ext-owner' });
    expect(extClash.status).toBe(409);
    expect(extClash.body.message).toBe('externalId is already used by another person');
    // Nothing changed on either person.
    const phoneOwner = await sut.request('GET', `/v1/people/${byPhone.id}`, { token: t.token });
    expect(phoneOwner.body).toMatchObject({ name: 'Phone owner 2', email: null });
    const extOwner = await sut.request('GET', `/v1/people/${byExt.id}`, { token: t.token });
    expect(extOwner.body).toEqual(byExt);
  });

  it('when nothing matches, then 201 creates a new person', async () => {
    const res = await post({
      name: 'New',
      phone: '+15550000099',
      email: 'new@example.com',
      externalId: 'new',
    });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('New');
  });

  it('when a patch gives a person the phone of another, then 409 names phone', async () => {
    await createPerson(sut, t.token, { name: 'Holder', phone: '+4915112345678' });
    const other = await createPerson(sut, t.token, { name: 'Other' });
    const res = await sut.request('PATCH', `/v1/people/${other.id}`, {
      token: t.token,
      body: { phone: '+49 151 1234 5678' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('phone is already used by another person');
    const same = await sut.request('PATCH', `/v1/people/${other.id}`, {
      token: t.token,
      body: { phone: '+49 151 1234 5679', email: 'other@example.com' },
    });
    expect(same.status).toBe(200);
  });

  it('when 20 upserts of the same new email run in parallel, then exactly one person exists', async () => {
    const email = `race-${Date.now()}@example.com`;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post({ name: `Racer ${i}`, email: i % 2 ? email.toUpperCase() : email }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await list(`email=${encodeURIComponent(email)}`)).toHaveLength(1);
  });

  it('when 20 upserts of the same new phone race with tags, then one person holds the tags once', async () => {
    const tag = await createTag(sut, t.token, `race-${Date.now()}`);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        post({ name: 'Phone racer', phone: '+31 20 555 0123', tagIds: [tag.id] }),
      ),
    );
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const person = await sut.request('GET', `/v1/people/${results[0]!.body.id}`, { token: t.token });
    expect(person.body.tags).toEqual([{ id: tag.id, name: tag.name, color: '#6B7280' }]);
  });

  it('when the upsert carries tagIds, then they are attached (never detached) on create and on match', async () => {
    const red = await createTag(sut, t.token, 'upsert-red', '#FF0000');
    const blue = await createTag(sut, t.token, 'upsert-blue', '#0000FF');
    const created = await post({ name: 'Tagged', email: 'tagged@example.com', tagIds: [red.id, red.id] });
    expect(created.status).toBe(201);
    expect(created.body.tags).toEqual([{ id: red.id, name: 'upsert-red', color: '#FF0000' }]);
    const matched = await post({ email: 'tagged@example.com', tagIds: [blue.id] });
    expect(matched.status).toBe(200);
    expect(matched.body.tags.map((tag: { id: string }) => tag.id)).toEqual([red.id, blue.id]);
  });
});
