import { buildEvent, type EventEnvelope } from '@rapport/platform';
import { connectMongo } from '@rapport/platform/mongo';
import { type EventQueue, eventQueue, type Stack, startStack } from '@rapport/testkit';
import type { Connection } from 'mongoose';
import { type CompanyModels, registerModels } from '../src/store/company.models';
import { MongoCompanyRepository } from '../src/store/company.repository';

const isFor = (type: string, companyId: string) => (e: EventEnvelope) =>
  e.type === type && (e.data as { companyId?: string }).companyId === companyId;
/** Polls until `check` holds (relay passes are asynchronous), or gives up after `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 5_000): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
    if (await check()) return true;
  }
  return check();
}
const anyFor = (type: string, companyId: string) => (all: EventEnvelope[]) =>
  all.some(isFor(type, companyId));

describe('companies: events', () => {
  let sut: Stack;
  let events: EventQueue;
  let connection: Connection;
  let models: CompanyModels;
  beforeAll(async () => {
    sut = await startStack({
      services: ['companies'],
      env: { COMPANIES_OUTBOX_INTERVAL_MS: '100', COMPANIES_OUTBOX_GRACE_MS: '1000' },
    });
    events = await eventQueue(['company.created', 'company.updated', 'company.deleted']);
    connection = await connectMongo(sut.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', 'rapport_companies');
    models = registerModels(connection);
  });
  afterAll(async () => {
    await events.close();
    await connection.close();
    await sut.stop();
  });

  const create = async (token: string, body: Record<string, unknown>) => {
    const res = await sut.request('POST', '/v1/companies', { token, body });
    expect(res.status).toBe(201);
    return res.body as { id: string };
  };

  it('when a company is deleted, then company.deleted is published and nothing stays in the outbox', async () => {
    const { token, orgId } = await sut.tenant();
    const company = await create(token, { name: 'Gone', domain: 'gone.com' });
    expect((await sut.request('DELETE', `/v1/companies/${company.id}`, { token })).status).toBe(204);
    await events.waitFor(anyFor('company.deleted', company.id));
    const event = events.received.find(isFor('company.deleted', company.id));
    expect(event).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'company.deleted',
      occurredAt: expect.stringMatching(/Z$/),
      organizationId: orgId,
      // The deletion is the company's second write (decision 0030).
      data: { companyId: company.id, version: 2 },
    });
    expect(await models.Outbox.countDocuments({ _id: event!.id })).toBe(0);
  });

  it('when a company is created and then changed, then company.created and company.updated carry it', async () => {
    const { token, orgId } = await sut.tenant();
    const company = await create(token, { name: 'Evented', domain: 'evented.com' });
    await sut.request('PATCH', `/v1/companies/${company.id}`, { token, body: { city: 'Lima' } });
    await events.waitFor(anyFor('company.updated', company.id));
    const created = events.received.find((e) => e.type === 'company.created' && e.organizationId === orgId)!;
    expect(created.data).toEqual({
      companyId: company.id,
      version: 1,
      company: expect.objectContaining({ name: 'Evented' }),
    });
    const updated = events.received.find((e) => e.type === 'company.updated' && e.organizationId === orgId)!;
    expect(updated.data).toEqual({
      companyId: company.id,
      version: 2,
      company: expect.objectContaining({ city: 'Lima', domain: 'evented.com' }),
      changed: ['city'],
    });
  });

  it('when the broker is unreachable during a delete, then the delete succeeds and the event follows later', async () => {
    const { token } = await sut.tenant();
    const company = await create(token, { name: 'Offline', domain: 'offline.com' });
    const goodUrl = sut.env.AMQP_URL;
    let restart = await sut.stopService('companies');
    sut.env.AMQP_URL = 'amqp://guest:guest@127.0.0.1:1';
    try {
      await restart();
      expect((await sut.request('DELETE', `/v1/companies/${company.id}`, { token })).status).toBe(204);
      expect(await models.Outbox.countDocuments({ 'data.companyId': company.id })).toBe(1);
      expect(events.received.some(isFor('company.deleted', company.id))).toBe(false);
    } finally {
      restart = await sut.stopService('companies');
      sut.env.AMQP_URL = goodUrl;
      await restart();
    }
    await events.waitFor(anyFor('company.deleted', company.id));
    const drained = () => models.Outbox.countDocuments({ 'data.companyId': company.id }).then((n) => n === 0);
    expect(await eventually(drained)).toBe(true);
  });

  it('when a saved company.deleted belongs to a company that still exists, then the relay drops it', async () => {
    const { token, orgId } = await sut.tenant();
    const company = await create(token, { name: 'Survivor' });
    const event = buildEvent('company.deleted', orgId, { companyId: company.id });
    await models.Outbox.create({
      _id: event.id,
      type: event.type,
      organizationId: orgId,
      ref: { companyId: company.id },
      data: event.data,
      occurredAt: new Date(event.occurredAt),
      attempts: 0,
      nextAttemptAt: new Date(Date.now() - 5_000),
    });
    const dropped = () => models.Outbox.countDocuments({ _id: event.id }).then((n) => n === 0);
    expect(await eventually(dropped)).toBe(true);
    expect(events.received.some((e) => e.id === event.id)).toBe(false);
    expect((await sut.request('GET', `/v1/companies/${company.id}`, { token })).status).toBe(200);
  });

  it('when an update collides with another company’s domain in the store, then it is reported as a duplicate', async () => {
    const { token, orgId } = await sut.tenant();
    await create(token, { name: 'Holder', domain: 'held.com' });
    const other = await create(token, { name: 'Other' });
    const sutRepo = new MongoCompanyRepository(models);
    expect(await sutRepo.update(orgId, other.id, { domain: 'held.com', updatedAt: new Date() })).toEqual({
      kind: 'duplicate_domain',
    });
  });
});
