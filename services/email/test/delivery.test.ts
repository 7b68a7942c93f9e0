import { ConfirmPublisher, connectAmqp } from '@rapport/platform/amqp';
import { type Stack, startStack } from '@rapport/testkit';
import { EmailRecords } from './support/email-client';
import { closedPort, deleteTestQueues, emailTestEnv, eventually } from './support/env';
import { address, templateTenant } from './support/fixtures';
import { SmtpSink } from './support/smtp-sink';

const TEMPLATE = { name: 'Receipt', subject: 'Receipt {{n}}', html: '<p>{{n}}</p>', text: '{{n}}' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sendExternal(stack: Stack, tenant: { token: string; templateId: string }, to: string) {
  return stack.request('POST', '/v1/email/send/external', {
    token: tenant.token,
    body: { templateId: tenant.templateId, to, vars: { n: 42 } },
  });
}

async function settled(records: EmailRecords, orgId: string, id: string) {
  return eventually(async () => {
    const send = await records.get(orgId, id);
    return send.status === 'EMAIL_SEND_STATUS_QUEUED' ? undefined : send;
  }, 20_000);
}

describe('email delivery failures, against a real SMTP server', () => {
  let sut: Stack;
  let sink: SmtpSink;
  let records: EmailRecords;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    sut = await startStack({
      services: ['email'],
      env: { ...emailTestEnv(sink.url), EMAIL_MAX_ATTEMPTS: '4' },
    });
    records = new EmailRecords(sut.addrs.email!);
  });
  afterAll(async () => {
    records?.close();
    await sut?.stop();
    await sink?.stop();
    await deleteTestQueues(sut?.env);
  });

  it('when the server refuses the recipient with a 5xx reply, then the record is failed with the reason and not retried', async () => {
    const tenant = await templateTenant(sut, TEMPLATE);
    const to = address('bounce');
    sink.policy = (rcpt) => (rcpt === to ? { code: 550, message: 'mailbox unavailable' } : null);
    const res = await sendExternal(sut, tenant, to);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'failed',
      providerMessageId: null,
      error: expect.stringMatching(/^550 .*mailbox unavailable/),
    });
    sink.policy = () => null;
    await pause(1_000);
    expect(sink.to(to)).toHaveLength(0);
    expect(await records.get(tenant.orgId, res.body.id)).toMatchObject({
      status: 'EMAIL_SEND_STATUS_FAILED',
    });
  });

  it('when the server answers 4xx once, then the send is queued, retried and delivered exactly once', async () => {
    const tenant = await templateTenant(sut, TEMPLATE);
    const to = address('greylisted');
    let refusals = 0;
    sink.policy = (rcpt) =>
      rcpt === to && refusals++ === 0 ? { code: 451, message: 'try again later' } : null;
    const res = await sendExternal(sut, tenant, to);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'queued',
      providerMessageId: null,
      error: expect.stringMatching(/^451 /),
    });
    const final = await settled(records, tenant.orgId, res.body.id);
    expect(final).toMatchObject({
      status: 'EMAIL_SEND_STATUS_SENT',
      providerMessageId: `<${res.body.id}@rapport.localhost>`,
    });
    expect(final.error).toBeUndefined();
    await pause(1_000);
    expect(sink.to(to).map((mail) => mail.messageId)).toEqual([final.providerMessageId]);
    expect(sink.to(to)[0]?.subject).toBe('Receipt 42');
  });

  it('when the server keeps answering 4xx, then the send fails after the configured attempts', async () => {
    const tenant = await templateTenant(sut, TEMPLATE);
    const to = address('always-busy');
    let refusals = 0;
    sink.policy = (rcpt) => {
      if (rcpt !== to) return null;
      refusals++;
      return { code: 452, message: 'mailbox busy' };
    };
    const res = await sendExternal(sut, tenant, to);
    expect(res.body.status).toBe('queued');
    const final = await settled(records, tenant.orgId, res.body.id);
    expect(final).toMatchObject({
      status: 'EMAIL_SEND_STATUS_FAILED',
      error: expect.stringMatching(/^gave up after 4 attempts: 452 /),
    });
    expect(refusals).toBe(4);
    expect(sink.to(to)).toHaveLength(0);
  });
});

describe('an SMTP server that is down at first and up later', () => {
  let sut: Stack;
  let sink: SmtpSink | undefined;
  let records: EmailRecords;
  let port: number;

  beforeAll(async () => {
    port = await closedPort();
    sut = await startStack({ services: ['email'], env: emailTestEnv(`smtp://127.0.0.1:${port}`) });
    records = new EmailRecords(sut.addrs.email!);
  });
  afterAll(async () => {
    records?.close();
    await sut?.stop();
    await sink?.stop();
    await deleteTestQueues(sut?.env);
  });

  it('when the server comes up, then the queued email arrives exactly once, even with duplicate jobs', async () => {
    const tenant = await templateTenant(sut, TEMPLATE);
    const to = address('patient');
    const res = await sendExternal(sut, tenant, to);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'queued', providerMessageId: null, error: expect.any(String) });
    // Redeliveries and duplicate jobs for the same send compete for its attempts.
    const amqp = await connectAmqp(sut.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    const publisher = await ConfirmPublisher.open(amqp);
    const job = { organizationId: tenant.orgId, sendId: res.body.id, scheduledAt: new Date().toISOString() };
    await Promise.all([1, 2, 3].map(() => publisher.sendToQueue(sut.env.EMAIL_SEND_QUEUE!, job)));
    await publisher.close();
    await amqp.close();
    await pause(500);
    expect(await records.get(tenant.orgId, res.body.id)).toMatchObject({
      status: 'EMAIL_SEND_STATUS_QUEUED',
    });

    sink = await SmtpSink.start(port);
    const final = await settled(records, tenant.orgId, res.body.id);
    expect(final).toMatchObject({
      status: 'EMAIL_SEND_STATUS_SENT',
      providerMessageId: `<${res.body.id}@rapport.localhost>`,
    });
    await pause(2_000);
    expect(sink.to(to)).toHaveLength(1);
    expect(sink.to(to)[0]).toMatchObject({
      messageId: final.providerMessageId,
      subject: 'Receipt 42',
      text: '42',
    });
  });
});
