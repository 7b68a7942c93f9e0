import { buildEvent } from '@rapport/platform';
import { ConfirmPublisher, connectAmqp } from '@rapport/platform/amqp';
import { type Stack, startStack } from '@rapport/testkit';
import { EmailRecords } from './support/email-client';
import { deleteTestQueues, emailTestEnv, eventually } from './support/env';
import { address, emailTenant } from './support/fixtures';
import { SmtpSink } from './support/smtp-sink';

describe('POST /v1/email/send and /v1/email/send/external against a real SMTP server', () => {
  let sut: Stack;
  let sink: SmtpSink;
  let records: EmailRecords;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    sut = await startStack({ services: ['contacts', 'email'], env: emailTestEnv(sink.url) });
    records = new EmailRecords(sut.addrs.email!);
  });
  afterAll(async () => {
    records?.close();
    await sut?.stop();
    await sink?.stop();
    await deleteTestQueues(sut?.env);
  });

  it('when an email goes to an address, then the rendered parts arrive and the record carries the provider id', async () => {
    const tenant = await emailTenant(sut);
    const to = address('external');
    const res = await sut.request('POST', '/v1/email/send/external', {
      token: tenant.token,
      body: { templateId: tenant.templateId, to, vars: { name: 'Grace', company: 'Navy' } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      status: 'sent',
      providerMessageId: `<${res.body.id}@rapport.localhost>`,
      to,
      templateId: tenant.templateId,
      contactId: null,
      subject: 'Welcome Grace to Navy',
      error: null,
      suppressionReason: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const mail = await sink.waitFor(to);
    expect(mail.messageId).toBe(res.body.providerMessageId);
    expect(mail.subject).toBe('Welcome Grace to Navy');
    expect(mail.html).toBe('<h1>Hello </h1><p>Grace works at Navy; write to </p>');
    expect(mail.text).toBe('Hello \nGrace works at Navy; write to ');
    expect(mail.headers.get('x-rapport-send-id')).toBe(res.body.id);
    const stored = await records.get(tenant.orgId, res.body.id);
    expect(stored).toMatchObject({ status: 'EMAIL_SEND_STATUS_SENT', providerMessageId: mail.messageId, to });
  });

  it('when vars hold HTML, then the html part escapes it and the subject and text keep it as written', async () => {
    const tenant = await emailTenant(sut);
    const to = address('escape');
    const name = '<b>Tom & "Jerry"</b>';
    const res = await sut.request('POST', '/v1/email/send/external', {
      token: tenant.token,
      body: { templateId: tenant.templateId, to, vars: { name, company: "<script>alert('x')</script>" } },
    });
    expect(res.status).toBe(201);
    const mail = await sink.waitFor(to);
    expect(mail.html).toBe(
      '<h1>Hello </h1><p>&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt; works at &lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;; write to </p>',
    );
    expect(mail.subject).toBe(`Welcome ${name} to <script>alert('x')</script>`);
    expect(mail.text).toContain(`${name} works at <script>alert('x')</script>`);
  });

  it("when an email goes to a person, then it arrives at the person's address with the person's fields", async () => {
    const tenant = await emailTenant(sut);
    const res = await sut.request('POST', '/v1/email/send', {
      token: tenant.token,
      body: {
        templateId: tenant.templateId,
        contactId: tenant.personId,
        vars: { company: 'Analytical Engines' },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'sent',
      to: tenant.personEmail,
      contactId: tenant.personId,
      subject: 'Welcome Ada Lovelace to Analytical Engines',
      providerMessageId: `<${res.body.id}@rapport.localhost>`,
    });
    const mail = await sink.waitFor(tenant.personEmail);
    expect(mail.html).toBe(
      `<h1>Hello Ada Lovelace</h1><p>Ada Lovelace works at Analytical Engines; write to ${tenant.personEmail}</p>`,
    );
    expect(mail.text).toBe(
      `Hello Ada Lovelace\nAda Lovelace works at Analytical Engines; write to ${tenant.personEmail}`,
    );
  });

  it('when vars name person fields, then vars win at the top level and field by field under contact', async () => {
    const tenant = await emailTenant(sut);
    const res = await sut.request('POST', '/v1/email/send', {
      token: tenant.token,
      body: {
        templateId: tenant.templateId,
        contactId: tenant.personId,
        vars: { name: 'Countess', company: 'X', contact: { name: 'Augusta <Ada>' } },
      },
    });
    expect(res.status).toBe(201);
    const mail = await sink.waitFor(tenant.personEmail);
    expect(mail.subject).toBe('Welcome Countess to X');
    expect(mail.html).toBe(
      `<h1>Hello Augusta &lt;Ada&gt;</h1><p>Countess works at X; write to ${tenant.personEmail}</p>`,
    );
    expect(mail.envelopeTo).toEqual([tenant.personEmail]);
  });

  it("when the person is deleted, then the person's send records are removed, also on a repeated event", async () => {
    const tenant = await emailTenant(sut);
    const body = { templateId: tenant.templateId, contactId: tenant.personId, vars: { company: 'Y' } };
    const sent = await sut.request('POST', '/v1/email/send', { token: tenant.token, body });
    const external = await sut.request('POST', '/v1/email/send/external', {
      token: tenant.token,
      body: { templateId: tenant.templateId, to: address('kept') },
    });
    expect(await records.listForContact(tenant.orgId, tenant.personId)).toHaveLength(1);
    expect(
      (await sut.request('DELETE', `/v1/people/${tenant.personId}`, { token: tenant.token })).status,
    ).toBe(204);
    await eventually(async () =>
      (await records.listForContact(tenant.orgId, tenant.personId)).length === 0 ? true : undefined,
    );
    await expect(records.get(tenant.orgId, sent.body.id)).rejects.toMatchObject({
      details: 'email send not found',
    });
    // A redelivered event finds nothing left, and records of other sends stay.
    const amqp = await connectAmqp(sut.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    const publisher = await ConfirmPublisher.open(amqp);
    await publisher.publishEvent(buildEvent('contact.deleted', tenant.orgId, { contactId: tenant.personId }));
    await publisher.close();
    await amqp.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await records.get(tenant.orgId, external.body.id)).toMatchObject({
      status: 'EMAIL_SEND_STATUS_SENT',
    });
  });
});
