import { randomUUID } from 'node:crypto';
import { type Stack, startStack } from '@rapport/testkit';
import { deleteTestQueues, emailTestEnv } from './support/env';
import { address, emailTenant, templateTenant } from './support/fixtures';
import { SmtpSink } from './support/smtp-sink';

const TEMPLATE = { name: 'Receipt', subject: 'Receipt {{n}}', html: '<p>{{n}}</p>', text: '{{n}}' };
const IN_PROGRESS = 'a request with this Idempotency-Key is still in progress; retry once it has finished';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Issue 16: a replayed POST sends nothing; the real SMTP server counts what was delivered.
describe('Idempotency-Key on email sends, against a real SMTP server', () => {
  let sut: Stack;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    sut = await startStack({ services: ['contacts', 'email'], env: emailTestEnv(sink.url) });
  });
  afterAll(async () => {
    await sut?.stop();
    await sink?.stop();
    await deleteTestQueues(sut?.env);
  });

  const send = (token: string, path: string, body: unknown, key: string) =>
    sut.request('POST', path, { token, body, headers: { 'Idempotency-Key': key } });

  it('when POST /v1/email/send is repeated with its key, then one email leaves and the repeat replays the record', async () => {
    const tenant = await emailTenant(sut);
    const key = `send-${randomUUID()}`;
    const body = {
      templateId: tenant.templateId,
      contactId: tenant.personId,
      vars: { name: 'Ada', company: 'Acme' },
    };

    const first = await send(tenant.token, '/v1/email/send', body, key);
    await sink.waitFor(tenant.personEmail);
    const again = await send(tenant.token, '/v1/email/send', body, key);
    await pause(500);

    expect(first.status).toBe(201);
    expect(first.body.status).toBe('sent');
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([
      201,
      first.body,
      'true',
    ]);
    expect(sink.to(tenant.personEmail)).toHaveLength(1);
  });

  it('when 20 identical sends with one key arrive at once, then exactly one email leaves', async () => {
    const tenant = await templateTenant(sut, TEMPLATE);
    const to = address('parallel');
    const key = `parallel-${randomUUID()}`;
    const body = { templateId: tenant.templateId, to, vars: { n: 7 } };

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(tenant.token, '/v1/email/send/external', body, key)),
    );
    await sink.waitFor(to);
    await pause(500);

    const ran = answers.filter((a) => a.status === 201 && a.headers.get('idempotent-replayed') === null);
    const replayed = answers.filter((a) => a.headers.get('idempotent-replayed') === 'true');
    const busy = answers.filter((a) => a.status === 409);
    expect(ran).toHaveLength(1);
    expect(replayed.length + busy.length).toBe(19);
    for (const replay of replayed) expect(replay.body).toEqual(ran[0]!.body);
    for (const refusal of busy)
      expect(refusal.body).toEqual({ statusCode: 409, message: IN_PROGRESS, error: 'Conflict' });
    expect(sink.to(to)).toHaveLength(1);
  });

  it('when the key is repeated while the first send is still talking to the SMTP server, then the repeat answers 409', async () => {
    const tenant = await templateTenant(sut, TEMPLATE);
    const to = address('held');
    const key = `held-${randomUUID()}`;
    const body = { templateId: tenant.templateId, to, vars: { n: 1 } };
    let letGo!: () => void;
    sink.hold = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    try {
      const first = send(tenant.token, '/v1/email/send/external', body, key);
      while (sink.held === 0) await pause(20);

      const during = await send(tenant.token, '/v1/email/send/external', body, key);
      expect([during.status, during.body]).toEqual([
        409,
        { statusCode: 409, message: IN_PROGRESS, error: 'Conflict' },
      ]);

      sink.hold = null;
      letGo();
      const done = await first;
      expect(done.status).toBe(201);
      const after = await send(tenant.token, '/v1/email/send/external', body, key);
      expect([after.status, after.body.id, after.headers.get('idempotent-replayed')]).toEqual([
        201,
        done.body.id,
        'true',
      ]);
    } finally {
      sink.hold = null;
      letGo();
    }
    await sink.waitFor(to);
    await pause(500);
    expect(sink.to(to)).toHaveLength(1);
  });
});
