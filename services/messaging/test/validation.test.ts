import { type MessagingStack, startMessagingStack } from './support/messaging-stack';

const PHONE = '+4915112345678';

describe('POST and GET /v1/messages: validation, pagination and isolation', () => {
  let sut: MessagingStack;
  let orgId: string;
  let token: string;
  let contactId: string;
  beforeAll(async () => {
    sut = await startMessagingStack();
    ({ orgId, token } = await sut.stack.tenant());
    await sut.createAccount(orgId, 'whatsapp');
    contactId = (await sut.createPerson(token, { name: 'Ada', phone: PHONE, channel: 'whatsapp' })).id;
  });
  afterAll(async () => {
    await sut.stop();
  });

  const send = (body: unknown, as = token) => sut.stack.request('POST', '/v1/messages', { token: as, body });

  it.each([
    ['empty', 400, 0, ['body should not be empty']],
    ['1 character', 201, 1, undefined],
    ['4096 characters', 201, 4096, undefined],
    ['4097 characters', 400, 4097, ['body must be at most 4096 characters']],
  ])('when the body is %s, then it answers %s', async (_label, status, length, message) => {
    const res = await send({ contactId, body: 'x'.repeat(length as number) });
    expect(res.status).toBe(status);
    if (message) expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    else expect(res.body.body).toHaveLength(length as number);
  });

  it('when the body is 4096 emoji, then it is accepted: characters are counted, not UTF-16 units', async () => {
    const res = await send({ contactId, body: '😀'.repeat(4096) });
    expect(res.status).toBe(201);
  });

  it('when ids are not UUIDs, fields are missing or unknown, then 400 lists every failing rule', async () => {
    const malformed = await send({
      contactId: 'abc',
      body: 'hi',
      channelAccountId: '123',
      whatsappInstanceId: 7,
    });
    const missing = await send({ extra: true });

    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toEqual([
      'contactId must be a UUID',
      'channelAccountId must be a UUID',
      'whatsappInstanceId must be a string',
    ]);
    expect(missing.status).toBe(400);
    // body is checked with template (one of them is required), after the fields.
    expect(missing.body.message).toEqual([
      'contactId should not be empty',
      'property extra should not exist',
      'body should not be empty',
    ]);
  });

  it('when the contact does not exist in the organization, then 400 names contactId', async () => {
    const other = await sut.stack.tenant();
    const foreign = await sut.createPerson(other.token, { name: 'Other', phone: PHONE, channel: 'whatsapp' });

    const unknown = await send({ contactId: '01a20070-8978-722e-b3f9-7e644a7c46ee', body: 'hi' });
    const crossOrg = await send({ contactId: foreign.id, body: 'hi' });

    for (const res of [unknown, crossOrg]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(['contactId must be a person of the organization']);
    }
    expect(await sut.messages(other.token, foreign.id)).toEqual([]);
  });

  it("when another organization lists this organization's contact, then it gets 400 and no messages", async () => {
    const other = await sut.stack.tenant();
    await sut.createAccount(other.orgId, 'whatsapp');
    expect((await send({ contactId, body: 'mine' })).status).toBe(201);
    const mine = await sut.stack.request('GET', `/v1/messages?contactId=${contactId}`, { token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.length).toBeGreaterThan(0);

    const list = await sut.stack.request('GET', `/v1/messages?contactId=${contactId}`, {
      token: other.token,
    });

    expect(list.status).toBe(400);
    expect(list.body.message).toEqual(['contactId must be a person of the organization']);
  });

  it('when the token lacks the scope, then send and list answer 403', async () => {
    const readOnly = (await sut.stack.createToken((await sut.stack.createOrg()).slug, ['messages:read']))
      .token;
    const { token: sendOnly } = await sut.stack.tenant(['messages:send']);

    expect((await send({ contactId, body: 'hi' }, readOnly)).status).toBe(403);
    expect(
      (await sut.stack.request('GET', `/v1/messages?contactId=${contactId}`, { token: sendOnly })).status,
    ).toBe(403);
    expect(
      (await sut.stack.request('POST', '/v1/messages', { body: { contactId, body: 'hi' } })).status,
    ).toBe(401);
  });

  it('when a contact has many messages, then they list newest first in pages without repeats', async () => {
    const person = await sut.createPerson(token, {
      name: 'Pager',
      phone: '+4915199999999',
      channel: 'whatsapp',
    });
    const sent: string[] = [];
    for (let i = 0; i < 5; i++) sent.push((await send({ contactId: person.id, body: `m${i}` })).body.id);

    const first = await sut.stack.request('GET', `/v1/messages?contactId=${person.id}&limit=2`, { token });
    const second = await sut.stack.request(
      'GET',
      `/v1/messages?contactId=${person.id}&limit=2&cursor=${first.body.nextCursor}`,
      { token },
    );
    const last = await sut.stack.request(
      'GET',
      `/v1/messages?contactId=${person.id}&limit=2&cursor=${second.body.nextCursor}`,
      { token },
    );

    const ids = [...first.body.data, ...second.body.data, ...last.body.data].map((m: { id: string }) => m.id);
    expect(ids).toEqual([...sent].reverse());
    expect(last.body.nextCursor).toBeNull();
  });

  it('when the list query is invalid, then 400 names the parameter', async () => {
    const cases: [string, string[]][] = [
      ['', ['contactId should not be empty']],
      ['contactId=nope', ['contactId must be a UUID']],
      [`contactId=${contactId}&limit=0`, ['limit must be an integer from 1 to 100']],
      [`contactId=${contactId}&limit=101`, ['limit must be an integer from 1 to 100']],
      [`contactId=${contactId}&cursor=%%%`, ['cursor is invalid']],
    ];
    for (const [query, message] of cases) {
      const res = await sut.stack.request('GET', `/v1/messages?${query}`, { token });
      expect({ query, status: res.status, message: res.body.message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
  });

  it('when the OpenAPI document is read, then both routes are described with their scopes', async () => {
    const doc = (await sut.stack.request('GET', '/v1/openapi.json')).body;
    expect(doc.paths['/v1/messages'].post['x-required-scope']).toBe('messages:send');
    expect(doc.paths['/v1/messages'].get['x-required-scope']).toBe('messages:read');
    const body = doc.paths['/v1/messages'].post.requestBody.content['application/json'].schema;
    expect(body.properties.body).toMatchObject({ minLength: 1, maxLength: 4096 });
    // body or template (issue 27): a send without either still answers 400 `body should not be empty`.
    expect(body.required).toEqual(['contactId']);
    expect(body.properties.template).toBeDefined();
  });

  it('when the contacts service is down, then sending answers 503 and works again once it is back', async () => {
    const restart = await sut.stack.stopService('contacts');
    let down: Awaited<ReturnType<typeof send>>;
    try {
      down = await send({ contactId, body: 'while contacts is down' });
    } finally {
      await restart();
    }
    expect(down.status).toBe(503);
    let status = 0;
    for (let i = 0; i < 50 && status !== 201; i++) {
      status = (await send({ contactId, body: 'after contacts is back' })).status;
      if (status !== 201) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(201);
  });
});
