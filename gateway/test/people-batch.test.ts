import { randomUUID } from 'node:crypto';
import { type EventQueue, eventQueue, type Stack, startStack } from '@rapport/testkit';

/** A phone of its own per call: 10 to 15 digits. */
let phoneSeq = 0;
const phone = () =>
  `+49${String(Date.now() % 1e7).padStart(7, '0')}${String(phoneSeq++ % 1e4).padStart(4, '0')}`;
const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

describe('POST /v1/people/batch and Rapport-Matched-On', () => {
  let stack: Stack;
  let events: EventQueue;

  beforeAll(async () => {
    stack = await startStack({ services: ['companies', 'contacts'] });
    events = await eventQueue(['contact.*']);
  });
  afterAll(async () => {
    await events?.close();
    await stack?.stop();
  });

  const post = (token: string, path: string, body: unknown) => stack.request('POST', path, { token, body });

  it('when a batch of 100 mixes creates, matches on each key and invalid inputs, then each gets its own result in order', async () => {
    const { token, orgId } = await stack.tenant(['*']);
    const tag = await post(token, '/v1/tags', { name: `vip-${randomUUID().slice(0, 6)}` });
    const byPhone = await post(token, '/v1/people', { name: 'Phone Match', phone: phone() });
    const byEmail = await post(token, '/v1/people', { name: 'Email Match', email: email('match') });
    const byExternal = await post(token, '/v1/people', {
      name: 'External Match',
      externalId: `crm-${randomUUID()}`,
    });
    const twice = email('twice');
    const badPhone = { name: 'Bad', phone: '12' };
    const inputs: unknown[] = [
      { phone: byPhone.body.phone, name: 'Phone Matched', tagIds: [tag.body.id] },
      { email: byEmail.body.email.toUpperCase(), customFields: { tier: 'gold' } },
      { externalId: byExternal.body.externalId, channel: 'whatsapp' },
      badPhone,
      'not an object',
      { name: 'Extra', foo: 1 },
      { email: email('nameless') },
      { phone: byPhone.body.phone, email: byEmail.body.email },
      { name: 'Unknown tag', tagIds: ['00000000-0000-7000-8000-000000000000'] },
      { name: 'Twice A', email: twice },
      { name: 'Twice B', email: twice, externalId: `ext-${randomUUID()}` },
    ];
    while (inputs.length < 100) inputs.push({ name: `Person ${inputs.length}`, phone: phone() });

    const res = await post(token, '/v1/people/batch', { inputs });

    expect(res.status).toBe(200);
    const { results } = res.body;
    expect(results).toHaveLength(100);
    expect(results[0]).toMatchObject({
      status: 200,
      matchedOn: 'phone',
      record: { id: byPhone.body.id, name: 'Phone Matched', tags: [{ id: tag.body.id }] },
    });
    expect(results[1]).toMatchObject({
      status: 200,
      matchedOn: 'email',
      record: { id: byEmail.body.id, customFields: { tier: 'gold' } },
    });
    expect(results[2]).toMatchObject({
      status: 200,
      matchedOn: 'externalId',
      record: { id: byExternal.body.id, channel: 'whatsapp' },
    });
    // Validation is the single POST's: the same envelope, word for word.
    const single = await post(token, '/v1/people', badPhone);
    expect(single.status).toBe(400);
    expect(results[3]).toEqual({ status: 400, error: single.body });
    expect(results[4]).toEqual({
      status: 400,
      error: { statusCode: 400, message: ['body must be an object'], error: 'Bad Request' },
    });
    expect(results[5]).toEqual({
      status: 400,
      error: { statusCode: 400, message: ['property foo should not exist'], error: 'Bad Request' },
    });
    expect(results[6]).toEqual({
      status: 400,
      error: { statusCode: 400, message: ['name should not be empty'], error: 'Bad Request' },
    });
    expect(results[7]).toEqual({
      status: 409,
      error: { statusCode: 409, message: 'email is already used by another person', error: 'Conflict' },
    });
    expect(results[8]).toMatchObject({ status: 400, error: { statusCode: 400 } });
    expect(results[9]).toMatchObject({ status: 201, matchedOn: null, record: { name: 'Twice A' } });
    expect(results[10]).toMatchObject({
      status: 200,
      matchedOn: 'email',
      record: { id: results[9].record.id, name: 'Twice B' },
    });
    for (const result of results.slice(11)) expect(result).toMatchObject({ status: 201, matchedOn: null });
    for (const result of results.filter((r: any) => r.record)) expect(result).not.toHaveProperty('error');

    // Stored as answered, and the same events as 90 single POSTs.
    const stored = await stack.request('GET', `/v1/people/${results[50].record.id}`, { token });
    expect(stored.body).toEqual(results[50].record);
    const created = results.filter((r: any) => r.status === 201).map((r: any) => r.record.id);
    expect(created).toHaveLength(90);
    const mine = (type: string) =>
      events.received.filter((e) => e.organizationId === orgId && e.type === type);
    await events.waitFor(() => mine('contact.created').length === 93);
    expect(new Set(mine('contact.created').map((e: any) => e.data.contactId))).toEqual(
      new Set([byPhone.body.id, byEmail.body.id, byExternal.body.id, ...created]),
    );
    await events.waitFor(
      () => mine('contact.tag_added').length === 1 && mine('contact.updated').length === 4,
    );
  });

  it('when named inputs without tags hold keys of stored people, or two batches race on the same new keys, then each key has one person and each new person one contact.created', async () => {
    const { token, orgId } = await stack.tenant(['*']);
    const company = await post(token, '/v1/companies', { name: 'Acme' });
    const stored = await post(token, '/v1/people', {
      name: 'Stored',
      email: email('stored'),
      phone: phone(),
    });
    const storedByPhone = await post(token, '/v1/people', { name: 'By phone', phone: phone() });
    // Named, untagged and alone in its batch: each goes in with the batch's creates (decision 0007),
    // and the unique keys decide.
    const inputs = [
      { name: 'Stored again', email: stored.body.email.toUpperCase() },
      { name: 'Phone again', phone: storedByPhone.body.phone.replace('+49', '+49 ') },
      { name: 'In Acme', email: email('acme'), companyId: company.body.id },
      { name: 'Nowhere', email: email('nowhere'), companyId: randomUUID() },
      ...Array.from({ length: 30 }, (_, i) => ({ name: `Racer ${i}`, email: email(`racer${i}`) })),
    ];
    const [first, second] = await Promise.all([
      post(token, '/v1/people/batch', { inputs }),
      post(token, '/v1/people/batch', { inputs }),
    ]);
    const [a, b] = [first.body.results, second.body.results];
    for (const results of [a, b]) {
      expect(results[0]).toMatchObject({ status: 200, matchedOn: 'email', record: { id: stored.body.id } });
      expect(results[1]).toMatchObject({
        status: 200,
        matchedOn: 'phone',
        record: { id: storedByPhone.body.id },
      });
      expect(results[3]).toMatchObject({
        status: 400,
        error: { message: ['companyId must be the id of a company of this organization'] },
      });
    }
    // Every new key: one person, created by one batch and matched by the other.
    for (const i of [2, ...Array.from({ length: 30 }, (_, n) => n + 4)]) {
      expect([i, a[i].record.id]).toEqual([i, b[i].record.id]);
      expect([i, [a[i].status, b[i].status].sort()]).toEqual([i, [200, 201]]);
    }
    expect(a[2].record.companyId).toBe(company.body.id);
    const created = [...a, ...b].filter((r: any) => r.status === 201).map((r: any) => r.record.id);
    expect(created).toHaveLength(31);
    const mine = await events.settled((e) => e.organizationId === orgId && e.type === 'contact.created', 33);
    expect(mine.map((e: any) => e.data.contactId).sort()).toEqual(
      [stored.body.id, storedByPhone.body.id, ...created].sort(),
    );
  });

  it('when the envelope is wrong, then the whole call answers 400 with the rule', async () => {
    const { token } = await stack.tenant(['people:write']);
    const rule = 'inputs must contain 1 to 100 items';
    const cases: [unknown, string[]][] = [
      [{}, ['inputs should not be empty']],
      [{ inputs: [] }, [rule]],
      [{ inputs: Array.from({ length: 101 }, () => ({ name: 'x' })) }, [rule]],
      [{ inputs: { name: 'x' } }, ['inputs must be an array']],
      [{ inputs: [{ name: 'x' }], extra: true }, ['property extra should not exist']],
    ];
    for (const [body, message] of cases) {
      const res = await post(token, '/v1/people/batch', body);
      expect([res.status, res.body]).toEqual([400, { statusCode: 400, message, error: 'Bad Request' }]);
    }
  });

  it('when the token lacks people:write, then the batch answers 403 and writes nothing', async () => {
    const { token, slug } = await stack.tenant(['people:read']);
    const unique = email('forbidden');
    const res = await post(token, '/v1/people/batch', { inputs: [{ name: 'No', email: unique }] });
    expect(res.status).toBe(403);
    const admin = (await stack.createToken(slug, ['*'])).token;
    const list = await stack.request('GET', `/v1/people?email=${encodeURIComponent(unique)}`, {
      token: admin,
    });
    expect(list.body.data).toEqual([]);
  });

  it("when another organization holds the same phone, then the batch creates its own person and never matches the other's", async () => {
    const a = await stack.tenant(['*']);
    const b = await stack.tenant(['*']);
    const shared = phone();
    const mine = await post(a.token, '/v1/people', { name: 'A', phone: shared });
    const res = await post(b.token, '/v1/people/batch', { inputs: [{ name: 'B', phone: shared }] });
    expect(res.body.results[0]).toMatchObject({ status: 201, matchedOn: null, record: { name: 'B' } });
    expect(res.body.results[0].record.id).not.toBe(mine.body.id);
    const again = await stack.request('GET', `/v1/people/${mine.body.id}`, { token: a.token });
    expect(again.body.name).toBe('A');
  });

  it('when a single POST matches, then Rapport-Matched-On names the key; on create there is no header', async () => {
    const { token } = await stack.tenant(['*']);
    const fields = { phone: phone(), email: email('single'), externalId: `crm-${randomUUID()}` };
    const created = await post(token, '/v1/people', { name: 'Single', ...fields });
    expect(created.status).toBe(201);
    expect(created.headers.get('rapport-matched-on')).toBeNull();
    const cases: [Record<string, string>, string][] = [
      [{ phone: fields.phone }, 'phone'],
      [{ email: fields.email.toUpperCase() }, 'email'],
      [{ externalId: fields.externalId }, 'externalId'],
    ];
    for (const [key, expected] of cases) {
      const res = await post(token, '/v1/people', key);
      expect([res.status, res.headers.get('rapport-matched-on'), res.body.id]).toEqual([
        200,
        expected,
        created.body.id,
      ]);
    }
  });
});
