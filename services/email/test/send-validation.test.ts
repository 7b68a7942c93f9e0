import { randomUUID } from 'node:crypto';
import { type Stack, startStack } from '@rapport/testkit';
import { deleteTestQueues, emailTestEnv } from './support/env';
import { address, emailTenant } from './support/fixtures';
import { SmtpSink } from './support/smtp-sink';

/** `{"a":{"a":...1}}`, `levels` deep. */
function deep(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { a: 1 };
  for (let i = 1; i < levels; i++) value = { a: value };
  return value;
}

describe('email sends: validation and scopes', () => {
  let sut: Stack;
  let sink: SmtpSink;
  let tenant: Awaited<ReturnType<typeof emailTenant>>;
  let other: Awaited<ReturnType<typeof emailTenant>>;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    sut = await startStack({ services: ['contacts', 'email'], env: emailTestEnv(sink.url) });
    [tenant, other] = await Promise.all([emailTenant(sut), emailTenant(sut)]);
  });
  afterAll(async () => {
    await sut?.stop();
    await sink?.stop();
    await deleteTestQueues(sut?.env);
  });

  const send = (body: unknown, token = tenant.token) =>
    sut.request('POST', '/v1/email/send', { token, body });
  const sendTo = (body: unknown, token = tenant.token) =>
    sut.request('POST', '/v1/email/send/external', { token, body });

  it.each([
    ['the body is empty', {}, ['templateId should not be empty', 'contactId should not be empty']],
    ['vars is an array', { vars: [1] }, ['vars must be an object']],
    ['vars is a string', { vars: 'x' }, ['vars must be an object']],
    ['a field is unknown', { to: 'a@b.test' }, ['property to should not exist']],
    [
      'vars is too large',
      { vars: { big: 'x'.repeat(70_000) } },
      ['vars must be at most 65536 bytes when serialized as JSON'],
    ],
    ['vars nests too deep', { vars: deep(21) }, ['vars must be nested at most 20 levels deep']],
  ])('when %s on /send, then it answers 400 naming each rule', async (_case, extra, messages) => {
    const body = Object.keys(extra).length
      ? { templateId: tenant.templateId, contactId: tenant.personId, ...extra }
      : {};
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: messages, error: 'Bad Request' });
  });

  it('when vars nest deeper than a JSON serializer can follow, then it still answers 400', async () => {
    const levels = 100_000;
    const rawBody = `{"templateId":"${tenant.templateId}","contactId":"${tenant.personId}","vars":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}}`;
    const res = await sut.request('POST', '/v1/email/send', { token: tenant.token, rawBody });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['vars must be nested at most 20 levels deep']);
  });

  it('when the template and the person belong to another organization, then /send answers 400 naming both fields', async () => {
    const res = await send({ templateId: other.templateId, contactId: other.personId });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([
      'templateId must name a template of the organization',
      'contactId must name a person of the organization',
    ]);
  });

  it('when the ids are not ids at all, then /send answers 400 naming both fields', async () => {
    const res = await send({ templateId: 'nope', contactId: randomUUID() });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([
      'templateId must name a template of the organization',
      'contactId must name a person of the organization',
    ]);
  });

  it('when the person has no email address, then /send answers 400 and nothing is sent', async () => {
    const person = await sut.request('POST', '/v1/people', {
      token: tenant.token,
      body: { name: 'No Mail', phone: '+15550001111' },
    });
    expect(person.status).toBe(201);
    const before = sink.received.length;
    const res = await send({ templateId: tenant.templateId, contactId: person.body.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['contactId names a person without an email address']);
    expect(sink.received.length).toBe(before);
  });

  it.each([
    ['to is not an email', { to: 'not-an-address' }, ['to must be an email']],
    ['to is missing', { to: undefined }, ['to should not be empty']],
    ['vars is null', { vars: null }, ['vars must be an object']],
    ['a field is unknown', { contactId: 'x' }, ['property contactId should not exist']],
    [
      'the template is of another organization',
      { templateId: 'other' },
      ['templateId must name a template of the organization'],
    ],
  ])('when %s on /send/external, then it answers 400', async (_case, extra, messages) => {
    const body: Record<string, unknown> = { templateId: tenant.templateId, to: address(), ...extra };
    if (body.templateId === 'other') body.templateId = other.templateId;
    const res = await sendTo(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(messages);
  });

  it('when the template renders a subject over 998 characters, then the send answers 400', async () => {
    const template = await sut.request('POST', '/v1/email/templates', {
      token: tenant.token,
      body: { name: 'Long', subject: '{{s}}{{s}}', html: '<p>x</p>' },
    });
    const res = await sendTo({ templateId: template.body.id, to: address(), vars: { s: 'y'.repeat(600) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['the rendered subject must be at most 998 characters']);
  });

  it.each([
    [['email:send'], 201, 403],
    [['email:send:to'], 403, 201],
    [['email:*'], 201, 201],
    [['*'], 201, 201],
    [['email_templates:*', 'email_campaigns:*'], 403, 403],
  ])(
    'when the token has %j, then /send answers %i and /send/external %i',
    async (scopes, toContact, toAddress) => {
      const token = await tenant.tokenWith(scopes);
      const body = { templateId: tenant.templateId, vars: { company: 'Z' } };
      expect((await send({ ...body, contactId: tenant.personId }, token)).status).toBe(toContact);
      expect((await sendTo({ ...body, to: address('scoped') }, token)).status).toBe(toAddress);
    },
  );

  it('when the contacts service is down, then /send answers 503 and /send/external still sends', async () => {
    const restart = await sut.stopService('contacts');
    try {
      const res = await send({ templateId: tenant.templateId, contactId: tenant.personId });
      expect(res.status).toBe(503);
      const to = address('independent');
      expect((await sendTo({ templateId: tenant.templateId, to })).body.status).toBe('sent');
      await sink.waitFor(to);
    } finally {
      await restart();
    }
  });
});
