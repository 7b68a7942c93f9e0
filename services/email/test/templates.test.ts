import { randomUUID } from 'node:crypto';
import { type Stack, startStack } from '@rapport/testkit';
import { deleteTestQueues, queueEnv } from './support/env';

const template = (overrides: Record<string, unknown> = {}) => ({
  name: 'Welcome',
  subject: 'Hello {{name}}',
  html: '<p>Hello {{name}}</p>',
  text: 'Hello {{name}}',
  ...overrides,
});

describe('email templates through the gateway', () => {
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

  it('when a template is created, then it answers 201 with the record and GET returns it', async () => {
    const res = await create(template());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...template(),
      createdAt: expect.any(String),
      updatedAt: res.body.createdAt,
    });
    const got = await sut.request('GET', `/v1/email/templates/${res.body.id}`, { token });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it('when the text part is omitted, then the record has text null', async () => {
    const res = await create({ name: 'No text', subject: 'S', html: '<b>x</b>' });
    expect(res.status).toBe(201);
    expect(res.body.text).toBeNull();
  });

  it('when a template is patched, then only the given fields change and text null removes the text part', async () => {
    const created = (await create(template())).body;
    const res = await sut.request('PATCH', `/v1/email/templates/${created.id}`, {
      token,
      body: { subject: 'Hi {{name}}', text: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...created,
      subject: 'Hi {{name}}',
      text: null,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect((await sut.request('GET', `/v1/email/templates/${created.id}`, { token })).body).toEqual(res.body);
  });

  it('when a template is deleted, then it answers 204 and the template is gone', async () => {
    const created = (await create(template())).body;
    const res = await sut.request('DELETE', `/v1/email/templates/${created.id}`, { token });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect((await sut.request('GET', `/v1/email/templates/${created.id}`, { token })).status).toBe(404);
    expect((await sut.request('DELETE', `/v1/email/templates/${created.id}`, { token })).status).toBe(404);
  });

  it('when templates are listed with a limit, then pages go newest first without repeats', async () => {
    const tenant = await sut.tenant(['email_templates:*']);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await create(template({ name: `T${i}` }), tenant.token)).body.id);
    const first = await sut.request('GET', '/v1/email/templates?limit=2', { token: tenant.token });
    expect(first.status).toBe(200);
    expect(first.body.data.map((t: { id: string }) => t.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await sut.request('GET', `/v1/email/templates?limit=2&cursor=${first.body.nextCursor}`, {
      token: tenant.token,
    });
    expect(second.body).toEqual({ data: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
  });

  it.each([
    [
      'html has a block without its condition',
      { html: '<p>{{#if}}</p>' },
      /^html is not a valid template: Parse error on line 1/,
    ],
    [
      'subject has an unclosed mustache',
      { subject: 'Hi {{name' },
      /^subject is not a valid template: Parse error/,
    ],
    ['text has an unclosed block', { text: '{{#each items}}x' }, /^text is not a valid template: /],
    [
      'html uses an unknown helper',
      { html: '{{shout name}}' },
      /^html is not a valid template: .*unknown helper shout/,
    ],
    [
      'html calls the helperMissing hook',
      { html: '{{helperMissing}}' },
      /^html is not a valid template: unknown helper helperMissing/,
    ],
    [
      'subject opens a block of the blockHelperMissing hook',
      { subject: '{{#blockHelperMissing}}Hi{{/blockHelperMissing}}' },
      /^subject is not a valid template: unknown helper blockHelperMissing/,
    ],
    [
      'html uses a partial',
      { html: '{{> footer}}' },
      /^html is not a valid template: partials are not supported/,
    ],
  ])('when the %s, then create answers 400 with the engine message', async (_case, broken, message) => {
    const res = await create(template(broken));
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([expect.stringMatching(message)]);
  });

  it('when a patch makes a part that does not compile, then it answers 400 and the template is unchanged', async () => {
    const created = (await create(template())).body;
    const res = await sut.request('PATCH', `/v1/email/templates/${created.id}`, {
      token,
      body: { html: '{{#with contact}}' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([expect.stringMatching(/^html is not a valid template: /)]);
    expect((await sut.request('GET', `/v1/email/templates/${created.id}`, { token })).body).toEqual(created);
  });

  it('when fields are missing, empty, too long or unknown, then it answers 400 with one message per rule', async () => {
    const res = await create({ name: '  ', html: 'x'.repeat(256 * 1024 + 1), text: '', extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'name should not be empty',
        'subject should not be empty',
        'html must be at most 262144 characters',
        'text should not be empty',
        'property extra should not exist',
      ]),
    );
    expect(res.body.message).toHaveLength(5);
    const patch = await sut.request('PATCH', `/v1/email/templates/${randomUUID()}`, {
      token,
      body: { name: 5 },
    });
    expect(patch.status).toBe(400);
    expect(patch.body.message).toEqual(['name must be a string']);
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'cursor=not-a-cursor'])(
    'when the list query has %s, then it answers 400',
    async (query) => {
      const res = await sut.request('GET', `/v1/email/templates?${query}`, { token });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual([
        query.startsWith('limit') ? 'limit must be an integer from 1 to 100' : 'cursor is invalid',
      ]);
    },
  );
});
