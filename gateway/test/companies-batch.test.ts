import { randomUUID } from 'node:crypto';
import { type EventQueue, eventQueue, type Stack, startStack } from '@rapport/testkit';

const domain = (label = 'acme') => `${label}-${randomUUID().slice(0, 8)}.example`;

describe('POST /v1/companies/batch and Rapport-Matched-On', () => {
  let stack: Stack;
  let events: EventQueue;

  beforeAll(async () => {
    stack = await startStack({ services: ['companies'] });
    events = await eventQueue(['company.*']);
  });
  afterAll(async () => {
    await events?.close();
    await stack?.stop();
  });

  const post = (token: string, path: string, body: unknown) => stack.request('POST', path, { token, body });

  it('when a batch mixes creates, domain matches and invalid inputs, then each gets its own result in order', async () => {
    const { token, orgId } = await stack.tenant(['*']);
    const existing = domain();
    const first = await post(token, '/v1/companies', { name: 'Acme', domain: existing });
    const twice = domain('twice');
    const tooLong = { name: 'x'.repeat(201) };
    const inputs: unknown[] = [
      { domain: `https://WWW.${existing}/about`, industry: 'Rockets' },
      { name: 'No domain' },
      tooLong,
      { domain: 'not a domain!' },
      { domain: domain('nameless') },
      { name: 'Twice A', domain: twice },
      { name: 'Twice B', domain: `www.${twice}` },
      42,
    ];
    while (inputs.length < 100) inputs.push({ name: `Company ${inputs.length}`, domain: domain('bulk') });

    const res = await post(token, '/v1/companies/batch', { inputs });

    expect(res.status).toBe(200);
    const { results } = res.body;
    expect(results).toHaveLength(100);
    expect(results[0]).toMatchObject({
      status: 200,
      matchedOn: 'domain',
      record: { id: first.body.id, name: 'Acme', domain: existing, industry: 'Rockets' },
    });
    expect(results[1]).toMatchObject({
      status: 201,
      matchedOn: null,
      record: { name: 'No domain', domain: null },
    });
    const single = await post(token, '/v1/companies', tooLong);
    expect(results[2]).toEqual({ status: 400, error: single.body });
    expect(results[3]).toEqual({
      status: 400,
      error: {
        statusCode: 400,
        message: ['domain must be a domain name such as example.com'],
        error: 'Bad Request',
      },
    });
    expect(results[4]).toEqual({
      status: 400,
      error: { statusCode: 400, message: ['name should not be empty'], error: 'Bad Request' },
    });
    expect(results[5]).toMatchObject({
      status: 201,
      matchedOn: null,
      record: { name: 'Twice A', domain: twice },
    });
    expect(results[6]).toMatchObject({
      status: 200,
      matchedOn: 'domain',
      record: { id: results[5].record.id, name: 'Twice B' },
    });
    expect(results[7]).toMatchObject({ status: 400, error: { message: ['body must be an object'] } });
    for (const result of results.slice(8)) expect(result).toMatchObject({ status: 201, matchedOn: null });

    const stored = await stack.request('GET', `/v1/companies/${results[0].record.id}`, { token });
    expect(stored.body).toEqual(results[0].record);
    const createdIds = results.filter((r: any) => r.status === 201).map((r: any) => r.record.id);
    expect(createdIds).toHaveLength(94);
    const mine = (type: string) =>
      events.received.filter((e) => e.organizationId === orgId && e.type === type);
    await events.waitFor(() => mine('company.created').length === 95 && mine('company.updated').length === 2);
  });

  it('when the token lacks companies:write, then the batch answers 403', async () => {
    const { token } = await stack.tenant(['companies:read', 'people:write']);
    const res = await post(token, '/v1/companies/batch', { inputs: [{ name: 'No' }] });
    expect(res.status).toBe(403);
  });

  it('when a single POST matches a domain, then Rapport-Matched-On says domain; on create there is no header', async () => {
    const { token } = await stack.tenant(['*']);
    const name = domain();
    const created = await post(token, '/v1/companies', { name: 'Single', domain: name });
    expect([created.status, created.headers.get('rapport-matched-on')]).toEqual([201, null]);
    const matched = await post(token, '/v1/companies', { domain: `www.${name}`, city: 'Lyon' });
    expect([matched.status, matched.headers.get('rapport-matched-on'), matched.body.id]).toEqual([
      200,
      'domain',
      created.body.id,
    ]);
  });

  it('when another organization has the domain, then the batch creates its own company', async () => {
    const a = await stack.tenant(['*']);
    const b = await stack.tenant(['*']);
    const shared = domain();
    const theirs = await post(a.token, '/v1/companies', { name: 'A', domain: shared });
    const res = await post(b.token, '/v1/companies/batch', { inputs: [{ name: 'B', domain: shared }] });
    expect(res.body.results[0]).toMatchObject({ status: 201, matchedOn: null, record: { name: 'B' } });
    expect(res.body.results[0].record.id).not.toBe(theirs.body.id);
  });
});
