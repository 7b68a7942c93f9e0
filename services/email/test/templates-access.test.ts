import { type Stack, startStack } from '@rapport/testkit';
import { deleteTestQueues, queueEnv } from './support/env';

const template = (overrides: Record<string, unknown> = {}) => ({
  name: 'Welcome',
  subject: 'Hello {{name}}',
  html: '<p>Hello {{name}}</p>',
  text: 'Hello {{name}}',
  ...overrides,
});

describe('email templates: organizations, scopes and the OpenAPI document', () => {
  let sut: Stack;
  let token: string;

  beforeAll(async () => {
    sut = await startStack({ services: ['email'], env: { ...queueEnv(), EMAIL_PROVIDER: 'log' } });
    ({ token } = await sut.tenant(['email_templates:*']));
  });
  afterAll(async () => {
    await sut?.stop();
    await deleteTestQueues(sut?.env);
  });

  const create = (body: Record<string, unknown>, as = token) =>
    sut.request('POST', '/v1/email/templates', { token: as, body });

  it("when another organization uses a template's id, then get, patch and delete answer 404 and lists never show it", async () => {
    const owner = await sut.tenant(['email_templates:*']);
    const other = await sut.tenant(['*']);
    const created = (await create(template(), owner.token)).body;
    const path = `/v1/email/templates/${created.id}`;
    expect((await sut.request('GET', path, { token: other.token })).status).toBe(404);
    expect((await sut.request('PATCH', path, { token: other.token, body: { name: 'x' } })).status).toBe(404);
    expect((await sut.request('DELETE', path, { token: other.token })).status).toBe(404);
    expect((await sut.request('GET', '/v1/email/templates', { token: other.token })).body).toEqual({
      data: [],
      nextCursor: null,
    });
    expect((await sut.request('GET', path, { token: owner.token })).body).toEqual(created);
    expect((await sut.request('GET', '/v1/email/templates/not-a-uuid', { token: owner.token })).status).toBe(
      404,
    );
  });

  it.each([
    [['email_templates:read'], 200, 403],
    [['email_templates:write'], 403, 201],
    [['email_templates:*'], 200, 201],
    [['*'], 200, 201],
    [['email:*'], 403, 403],
    [['email_campaigns:*'], 403, 403],
  ])('when the token has %j, then listing answers %i and creating %i', async (scopes, list, write) => {
    const tenant = await sut.tenant(scopes);
    expect((await sut.request('GET', '/v1/email/templates', { token: tenant.token })).status).toBe(list);
    expect((await create(template(), tenant.token)).status).toBe(write);
  });

  it('when the provider is log, then a send is recorded as sent with its Message-ID and delivered nowhere', async () => {
    const created = (await create(template())).body;
    const sender = await sut.createToken(
      (await sut.request('GET', '/v1/me', { token })).body.organization.slug,
      ['email:send:to'],
    );
    const res = await sut.request('POST', '/v1/email/send/external', {
      token: sender.token,
      body: { templateId: created.id, to: 'log@example.test', vars: { name: 'Log' } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'sent',
      subject: 'Hello Log',
      providerMessageId: `<${res.body.id}@rapport.localhost>`,
    });
  });

  it('when the OpenAPI document is read, then every email route is in it with its scope', async () => {
    const { paths } = (await sut.request('GET', '/v1/openapi.json')).body;
    const scopeOf = (path: string, method: string) => paths[path]?.[method]?.['x-required-scope'];
    expect(scopeOf('/v1/email/templates', 'get')).toBe('email_templates:read');
    expect(scopeOf('/v1/email/templates', 'post')).toBe('email_templates:write');
    expect(scopeOf('/v1/email/templates/{id}', 'get')).toBe('email_templates:read');
    expect(scopeOf('/v1/email/templates/{id}', 'patch')).toBe('email_templates:write');
    expect(scopeOf('/v1/email/templates/{id}', 'delete')).toBe('email_templates:write');
    expect(scopeOf('/v1/email/send', 'post')).toBe('email:send');
    expect(scopeOf('/v1/email/send/external', 'post')).toBe('email:send:to');
    const sent = paths['/v1/email/send'].post.responses['201'].content['application/json'].schema;
    expect(Object.keys(sent.properties)).toEqual([
      'id',
      'status',
      'providerMessageId',
      'to',
      'templateId',
      'contactId',
      'subject',
      'error',
      'suppressionReason',
      'createdAt',
      'updatedAt',
    ]);
    expect(scopeOf('/v1/email/suppressions', 'get')).toBe('email_suppressions:read');
    expect(scopeOf('/v1/email/suppressions', 'post')).toBe('email_suppressions:write');
    expect(scopeOf('/v1/email/suppressions/{address}', 'delete')).toBe('email_suppressions:write');
    expect(scopeOf('/v1/email/event-secret', 'post')).toBe('email_suppressions:write');
  });

  it('when the token may only read, then patch and delete answer 403 and get answers 200', async () => {
    const created = (await create(template())).body;
    const reader = await sut.createToken(
      (await sut.request('GET', '/v1/me', { token })).body.organization.slug,
      ['email_templates:read'],
    );
    const path = `/v1/email/templates/${created.id}`;
    expect((await sut.request('GET', path, { token: reader.token })).status).toBe(200);
    expect((await sut.request('PATCH', path, { token: reader.token, body: { name: 'x' } })).status).toBe(403);
    expect((await sut.request('DELETE', path, { token: reader.token })).status).toBe(403);
  });
});
