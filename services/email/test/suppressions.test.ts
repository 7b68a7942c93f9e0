import * as grpc from '@grpc/grpc-js';
import { type EventQueue, eventQueue, type Stack, startStack } from '@rapport/testkit';
import { loadConfig, type RunningCampaignWorker, startCampaignWorker } from '../src/campaign-worker';
import { campaignTenant, createCampaign, finished, PeopleFactory } from './support/campaigns';
import { EmailRecords } from './support/email-client';
import { deleteTestQueues, emailTestEnv, eventually } from './support/env';
import { address, emailTenant } from './support/fixtures';
import { SmtpSink } from './support/smtp-sink';

// Issue 28: the suppression list every send obeys (decision 0026).
describe('the suppression list', () => {
  let sut: Stack;
  let sink: SmtpSink;
  let events: EventQueue;
  let worker: RunningCampaignWorker;
  let factory: PeopleFactory;
  let records: EmailRecords;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    sink.policy = (to) => (to.startsWith('gone-') ? { code: 550, message: '5.1.1 no such mailbox' } : null);
    events = await eventQueue(['email.*']);
    sut = await startStack({ services: ['contacts', 'email'], env: emailTestEnv(sink.url) });
    worker = await startCampaignWorker(loadConfig(sut.env));
    factory = new PeopleFactory(sut.addrs.contacts!);
    records = new EmailRecords(sut.addrs.email!);
  });
  afterAll(async () => {
    factory?.close();
    records?.close();
    await worker?.stop();
    await events?.close();
    await sut?.stop();
    await sink?.stop();
    await deleteTestQueues(sut?.env);
  });

  const suppress = (token: string, body: Record<string, unknown>) =>
    sut.request('POST', '/v1/email/suppressions', { token, body });
  const list = (token: string, query = '') => sut.request('GET', `/v1/email/suppressions${query}`, { token });

  it('when an address is suppressed, then it is listed normalized, a repeat answers 200 with the entry, and DELETE removes it', async () => {
    const tenant = await emailTenant(sut);
    const to = address('list');
    const created = await suppress(tenant.token, {
      address: `  ${to.toUpperCase()} `.trim(),
      reason: 'manual',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      address: to,
      reason: 'manual',
      source: 'api',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const again = await suppress(tenant.token, { address: to, reason: 'complaint', source: 'crm' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: created.body.id, reason: 'manual' });
    expect((await list(tenant.token)).body).toEqual({ data: [created.body], nextCursor: null });
    expect(
      (await list(tenant.token, `?address=${encodeURIComponent(to.toUpperCase())}`)).body.data,
    ).toHaveLength(1);

    const removed = await sut.request(
      'DELETE',
      `/v1/email/suppressions/${encodeURIComponent(to.toUpperCase())}`,
      {
        token: tenant.token,
      },
    );
    expect(removed.status).toBe(204);
    expect((await list(tenant.token)).body.data).toEqual([]);
    const missing = await sut.request('DELETE', `/v1/email/suppressions/${encodeURIComponent(to)}`, {
      token: tenant.token,
    });
    expect(missing.status).toBe(404);
  });

  it('when an unsubscribed address gets a stronger reason, then its events carry version 1 as added and 2 as changed', async () => {
    const tenant = await emailTenant(sut);
    const to = address('versions');
    expect((await suppress(tenant.token, { address: to, reason: 'unsubscribed' })).status).toBe(201);
    expect((await suppress(tenant.token, { address: to, reason: 'complaint' })).status).toBe(200);
    const suppressed = (all: typeof events.received) =>
      all.filter(
        (e) =>
          e.organizationId === tenant.orgId &&
          e.type === 'email.suppressed' &&
          (e.data as any).address === to,
      );
    const mine = suppressed(await events.waitFor((all) => suppressed(all).length >= 2));
    expect(mine.map((e) => [(e.data as any).reason, (e.data as any).version])).toEqual([
      ['unsubscribed', 1],
      ['complaint', 2],
    ]);
  });

  it('when the body is bad, then 400 lists every rule and nothing is written', async () => {
    const tenant = await emailTenant(sut);
    const res = await suppress(tenant.token, { address: 'not-an-address', reason: 'spite', extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'address must be an email',
        'reason must be one of unsubscribed, hard_bounce, complaint, manual',
        'property extra should not exist',
      ]),
    );
    expect((await list(tenant.token)).body.data).toEqual([]);
    expect((await list(tenant.token, '?limit=0')).status).toBe(400);
    // An internal caller's address with a NUL character: a rule, not the store's INTERNAL.
    await expect(records.deleteSuppression(tenant.orgId, 'a\u0000@b.example')).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
    });
  });

  it('when a token lacks email_suppressions scopes, then the routes answer 403', async () => {
    const tenant = await emailTenant(sut);
    const sender = await tenant.tokenWith(['email:send', 'email:send:to']);
    expect((await list(sender)).status).toBe(403);
    expect((await suppress(sender, { address: address() })).status).toBe(403);
    const reader = await tenant.tokenWith(['email_suppressions:read']);
    expect((await list(reader)).status).toBe(200);
    expect((await suppress(reader, { address: address() })).status).toBe(403);
  });

  it('when pages are read, then they go newest first with the cursor and never repeat an entry', async () => {
    const tenant = await emailTenant(sut);
    const addresses = [address('p'), address('p'), address('p')];
    for (const to of addresses) expect((await suppress(tenant.token, { address: to })).status).toBe(201);
    const first = await list(tenant.token, '?limit=2');
    expect(first.body.data.map((s: any) => s.address)).toEqual([addresses[2], addresses[1]]);
    const second = await list(tenant.token, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toEqual({
      data: [expect.objectContaining({ address: addresses[0] })],
      nextCursor: null,
    });
  });

  it('when a contact address is suppressed, then /v1/email/send records `suppressed` and nothing arrives; only `unsubscribed` lets a transactional send through', async () => {
    const tenant = await emailTenant(sut);
    const send = (category?: string) =>
      sut.request('POST', '/v1/email/send', {
        token: tenant.token,
        body: {
          templateId: tenant.templateId,
          contactId: tenant.personId,
          vars: { company: 'X' },
          ...(category ? { category } : {}),
        },
      });
    expect(
      (await suppress(tenant.token, { address: tenant.personEmail.toUpperCase(), reason: 'unsubscribed' }))
        .status,
    ).toBe(201);

    const blocked = await send();
    expect(blocked.status).toBe(201);
    expect(blocked.body).toMatchObject({
      status: 'suppressed',
      suppressionReason: 'unsubscribed',
      providerMessageId: null,
      to: tenant.personEmail,
    });
    expect(sink.to(tenant.personEmail)).toHaveLength(0);

    const receipt = await send('transactional');
    expect(receipt.body).toMatchObject({ status: 'sent', suppressionReason: null });
    expect(sink.to(tenant.personEmail)).toHaveLength(1);

    // A bounce takes over from the unsubscribe: now nothing passes.
    expect(
      (await suppress(tenant.token, { address: tenant.personEmail, reason: 'hard_bounce' })).status,
    ).toBe(200);
    const bounced = await send('transactional');
    expect(bounced.body).toMatchObject({ status: 'suppressed', suppressionReason: 'hard_bounce' });
    expect(sink.to(tenant.personEmail)).toHaveLength(1);
    expect((await send('bulk')).status).toBe(400);
  });

  it('when an arbitrary address is suppressed (complaint), then /v1/email/send/external sends nothing, transactional or not', async () => {
    const tenant = await emailTenant(sut);
    const to = address('ext');
    expect((await suppress(tenant.token, { address: to, reason: 'complaint' })).status).toBe(201);
    for (const category of [undefined, 'transactional']) {
      const res = await sut.request('POST', '/v1/email/send/external', {
        token: tenant.token,
        body: {
          templateId: tenant.templateId,
          to: to.toUpperCase(),
          vars: { name: 'x', company: 'y' },
          ...(category ? { category } : {}),
        },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'suppressed', suppressionReason: 'complaint' });
    }
    expect(sink.attempted.filter((a) => a.toLowerCase() === to)).toEqual([]);
  });

  it('when an address is suppressed while its send waits for a retry, then the retry sends nothing and the send says suppressed', async () => {
    const tenant = await emailTenant(sut);
    const to = address('later');
    const policy = sink.policy;
    let holding = true;
    sink.policy = (rcpt) =>
      holding && rcpt.toLowerCase() === to ? { code: 451, message: '4.3.0 try again later' } : policy(rcpt);
    try {
      const res = await sut.request('POST', '/v1/email/send/external', {
        token: tenant.token,
        body: { templateId: tenant.templateId, to, vars: { name: 'x', company: 'y' } },
      });
      expect(res.body).toMatchObject({ status: 'queued' });
      expect((await suppress(tenant.token, { address: to, reason: 'manual' })).status).toBe(201);
      holding = false; // the SMTP server would take it now: only the list stops the retry
      const send = await eventually(async () => {
        const record = await records.get(tenant.orgId, res.body.id);
        return record.status === 'EMAIL_SEND_STATUS_QUEUED' ? undefined : record;
      }, 20_000);
      expect(send).toMatchObject({ status: 'EMAIL_SEND_STATUS_SUPPRESSED', suppressionReason: 'manual' });
      expect(sink.to(to)).toEqual([]);
    } finally {
      sink.policy = policy;
    }
  });

  it("when one organization suppresses an address, then another organization's list and sends are untouched", async () => {
    const a = await emailTenant(sut);
    const b = await emailTenant(sut);
    expect((await suppress(a.token, { address: b.personEmail, reason: 'manual' })).status).toBe(201);
    expect((await list(b.token)).body.data).toEqual([]);
    const res = await sut.request('POST', '/v1/email/send', {
      token: b.token,
      body: { templateId: b.templateId, contactId: b.personId, vars: { company: 'B' } },
    });
    expect(res.body.status).toBe('sent');
    expect(sink.to(b.personEmail)).toHaveLength(1);
    expect((await list(a.token)).body.data.map((s: any) => s.address)).toEqual([b.personEmail]);
  });

  it('when a campaign goes to suppressed people, then they receive nothing and count as suppressed', async () => {
    const tenant = await campaignTenant(sut);
    const people = await factory.people(tenant.orgId, 4, { label: 'camp' });
    await suppress(tenant.token, { address: people[0]!.email!.toUpperCase(), reason: 'unsubscribed' });
    await suppress(tenant.token, { address: people[1]!.email!, reason: 'hard_bounce' });
    const campaign = await createCampaign(sut, tenant, { type: 'all' });
    expect(
      (await sut.request('POST', `/v1/email/campaigns/${campaign.id}/send`, { token: tenant.token })).status,
    ).toBe(202);
    const done = await finished(sut, tenant.token, campaign.id);
    expect(done.stats).toEqual({ recipients: 4, sent: 2, failed: 0, skipped: 0, unknown: 0, suppressed: 2 });
    expect(sink.attempted.filter((a) => a === people[0]!.email || a === people[1]!.email)).toEqual([]);
    expect(sink.to(people[2]!.email!)).toHaveLength(1);
    expect(sink.to(people[3]!.email!)).toHaveLength(1);
  });

  it('when the SMTP server answers 550 to a transactional send, then the address is suppressed (hard_bounce, email.bounced) and the next campaign skips it', async () => {
    const tenant = await campaignTenant(sut);
    const [person] = await factory.people(tenant.orgId, 1, { label: 'gone' });
    const to = person!.email!;
    const res = await sut.request('POST', '/v1/email/send/external', {
      token: tenant.token,
      body: { templateId: tenant.templateId, to, vars: {} },
    });
    expect(res.body).toMatchObject({ status: 'failed' });
    const entry = await eventually(async () => (await list(tenant.token)).body.data[0]);
    expect(entry).toMatchObject({ address: to, reason: 'hard_bounce', source: `send:${res.body.id}` });
    const mine = await events.waitFor((all) =>
      ['email.bounced', 'email.suppressed'].every((type) =>
        all.some((e) => e.organizationId === tenant.orgId && e.type === type),
      ),
    );
    const types = mine
      .filter((e) => e.organizationId === tenant.orgId)
      .map((e) => e.type)
      .sort();
    expect(types).toEqual(expect.arrayContaining(['email.bounced', 'email.suppressed']));
    const bouncedEvent = mine.find((e) => e.organizationId === tenant.orgId && e.type === 'email.bounced');
    expect(bouncedEvent!.data).toMatchObject({
      address: to,
      reason: 'hard_bounce',
      kind: 'hard',
      emailId: res.body.id,
    });

    const before = sink.attempted.filter((a) => a === to).length;
    const campaign = await createCampaign(sut, tenant, { type: 'all' });
    await sut.request('POST', `/v1/email/campaigns/${campaign.id}/send`, { token: tenant.token });
    const done = await finished(sut, tenant.token, campaign.id);
    expect(done.stats).toMatchObject({ recipients: 1, sent: 0, failed: 0, suppressed: 1 });
    expect(sink.attempted.filter((a) => a === to).length).toBe(before);
  });

  it('when the SMTP server answers 550 to a campaign recipient, then the address is suppressed and the next campaign skips it', async () => {
    const tenant = await campaignTenant(sut);
    const [gone] = await factory.people(tenant.orgId, 1, { label: 'gone' });
    const [kept] = await factory.people(tenant.orgId, 1, { label: 'kept' });
    const first = await createCampaign(sut, tenant, { type: 'all' });
    await sut.request('POST', `/v1/email/campaigns/${first.id}/send`, { token: tenant.token });
    expect((await finished(sut, tenant.token, first.id)).stats).toMatchObject({ sent: 1, failed: 1 });
    const entry = await eventually(async () => (await list(tenant.token)).body.data[0]);
    expect(entry).toMatchObject({
      address: gone!.email,
      reason: 'hard_bounce',
      source: `campaign:${first.id}`,
    });
    const attempts = sink.attempted.filter((a) => a === gone!.email).length;
    expect(attempts).toBe(1);

    const second = await createCampaign(sut, tenant, { type: 'all' });
    await sut.request('POST', `/v1/email/campaigns/${second.id}/send`, { token: tenant.token });
    expect((await finished(sut, tenant.token, second.id)).stats).toMatchObject({
      sent: 1,
      failed: 0,
      suppressed: 1,
    });
    expect(sink.attempted.filter((a) => a === gone!.email).length).toBe(1);
    expect(sink.to(kept!.email!)).toHaveLength(2);
  });
});
