import { type EventQueue, eventQueue, type Stack, startStack } from '@rapport/testkit';
import { loadConfig, type RunningCampaignWorker, startCampaignWorker } from '../src/campaign-worker';
import { campaignSentEventId } from '../src/events/email.outbox';
import { campaignTenant, createCampaign, finished, PeopleFactory } from './support/campaigns';
import { deleteTestQueues, emailTestEnv } from './support/env';
import { address, emailTenant } from './support/fixtures';
import { SmtpSink } from './support/smtp-sink';

// The events webhooks deliver (issue 16): email.sent / email.failed of transactional sends, and
// campaign.sent once per campaign.
describe('email outcome events', () => {
  let sut: Stack;
  let sink: SmtpSink;
  let events: EventQueue;
  let workers: RunningCampaignWorker[] = [];

  beforeAll(async () => {
    sink = await SmtpSink.start();
    sink.policy = (to) => (to.startsWith('refused-') ? { code: 550, message: 'no such mailbox' } : null);
    events = await eventQueue(['email.*', 'campaign.*']);
    sut = await startStack({ services: ['contacts', 'email'], env: emailTestEnv(sink.url) });
    const config = loadConfig(sut.env);
    workers = [await startCampaignWorker(config), await startCampaignWorker(config)];
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await events?.close();
    await sut?.stop();
    await sink?.stop();
    await deleteTestQueues(sut?.env);
  });

  it('when a transactional email is sent, then email.sent carries the send record of its organization', async () => {
    const tenant = await emailTenant(sut);
    const res = await sut.request('POST', '/v1/email/send', {
      token: tenant.token,
      body: { templateId: tenant.templateId, contactId: tenant.personId, vars: { company: 'Engines' } },
    });
    expect(res.status).toBe(201);
    const [event] = (
      await events.waitFor((all) => all.some((e) => (e.data as any).emailId === res.body.id))
    ).filter((e) => (e.data as any).emailId === res.body.id);
    expect(event).toEqual({
      id: expect.any(String),
      type: 'email.sent',
      occurredAt: expect.any(String),
      organizationId: tenant.orgId,
      data: {
        emailId: res.body.id,
        contactId: tenant.personId,
        status: 'sent',
        to: tenant.personEmail,
        templateId: tenant.templateId,
        subject: 'Welcome Ada Lovelace to Engines',
        providerMessageId: expect.any(String),
        error: null,
        // Inserted as version 1, then its status write: version 2 (docs/api.md, "Versions").
        version: 2,
      },
    });
  });

  it('when the provider refuses an email for good, then email.failed carries the error', async () => {
    const tenant = await emailTenant(sut);
    const res = await sut.request('POST', '/v1/email/send/external', {
      token: tenant.token,
      body: { templateId: tenant.templateId, to: address('refused') },
    });
    expect(res.body.status).toBe('failed');
    const found = await events.waitFor((all) => all.some((e) => (e.data as any).emailId === res.body.id));
    const event = found.find((e) => (e.data as any).emailId === res.body.id)!;
    expect(event.type).toBe('email.failed');
    expect(event.organizationId).toBe(tenant.orgId);
    expect((event.data as any).error).toEqual(expect.stringContaining('550'));
  });

  it('when a campaign ends sent, then one campaign.sent with its stats is published, and no email.* per recipient', async () => {
    const tenant = await campaignTenant(sut);
    const factory = new PeopleFactory(sut.addrs.contacts!);
    try {
      await factory.people(tenant.orgId, 3, { label: 'news' });
    } finally {
      factory.close();
    }
    const campaign = await createCampaign(sut, tenant, { type: 'all' });
    await sut.request('POST', `/v1/email/campaigns/${campaign.id}/send`, { token: tenant.token });
    const done = await finished(sut, tenant.token, campaign.id);
    expect(done.status).toBe('sent');
    await events.waitFor((all) =>
      all.some((e) => e.type === 'campaign.sent' && (e.data as any).campaignId === campaign.id),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mine = events.received.filter((e) => e.organizationId === tenant.orgId);
    expect(mine).toEqual([
      {
        id: campaignSentEventId(campaign.id),
        type: 'campaign.sent',
        occurredAt: expect.any(String),
        organizationId: tenant.orgId,
        data: {
          campaignId: campaign.id,
          name: 'Spring news',
          templateId: tenant.templateId,
          status: 'sent',
          stats: expect.objectContaining({ recipients: 3, sent: 3, failed: 0 }),
          sentAt: done.sentAt,
          version: expect.any(Number),
        },
      },
    ]);
    // Created as 1, then at least the write that made it sent.
    expect((mine[0]!.data as { version: number }).version).toBeGreaterThanOrEqual(2);
  });
});
