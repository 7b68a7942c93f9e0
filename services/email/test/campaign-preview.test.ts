import { type Stack, startStack } from '@rapport/testkit';
import { loadConfig, type RunningCampaignWorker, startCampaignWorker } from '../src/campaign-worker';
import { arrivals, campaignTenant, createCampaign, finished, PeopleFactory } from './support/campaigns';
import { deleteTestQueues, emailTestEnv } from './support/env';
import { SmtpSink } from './support/smtp-sink';

const TEMPLATE = {
  name: 'Letter',
  subject: 'News for {{name}}',
  html: '<p>Hi {{name}}</p><a href="{{unsubscribeUrl}}">unsubscribe</a>',
};
const REASONS = ['unsubscribed', 'hard_bounce', 'complaint', 'manual'] as const;

// Issue 28: the dry run of a campaign send, and the send agreeing with it.
describe('campaign preview', () => {
  let sut: Stack;
  let sink: SmtpSink;
  let worker: RunningCampaignWorker;
  let factory: PeopleFactory;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    sut = await startStack({
      services: ['contacts', 'email'],
      env: { ...emailTestEnv(sink.url), CAMPAIGN_BATCH_SIZE: '50', CAMPAIGN_CLAIM_SIZE: '10' },
    });
    worker = await startCampaignWorker(loadConfig(sut.env));
    factory = new PeopleFactory(sut.addrs.contacts!);
  });
  afterAll(async () => {
    factory?.close();
    await worker?.stop();
    await sut?.stop();
    await sink?.stop();
    await deleteTestQueues(sut?.env);
  });

  const preview = (token: string, id: string, body?: unknown) =>
    sut.request('POST', `/v1/email/campaigns/${id}/preview`, { token, ...(body ? { body } : {}) });

  it('when 200 people with 5% suppressed are previewed and then sent, then the send sends exactly will-send and counts the same suppressed and skipped', async () => {
    const tenant = await campaignTenant(sut, { template: TEMPLATE });
    const people = await factory.people(tenant.orgId, 200, { label: 'dry' });
    const silent = await factory.people(tenant.orgId, 4, { label: 'silent', withEmail: false });
    const suppressed = people.slice(0, 10);
    for (const [i, person] of suppressed.entries()) {
      const res = await sut.request('POST', '/v1/email/suppressions', {
        token: tenant.token,
        body: { address: person.email!.toUpperCase(), reason: REASONS[i % 4] },
      });
      expect(res.status).toBe(201);
    }
    const campaign = await createCampaign(sut, tenant, { type: 'all' });

    const dry = await preview(tenant.token, campaign.id);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({
      matched: 204,
      skipped: 4,
      suppressed: { total: 10, unsubscribed: 3, hard_bounce: 3, complaint: 2, manual: 2 },
      willSend: 190,
    });
    expect(dry.body.sample).toHaveLength(5);
    const blocked = new Set(suppressed.map((p) => p.email));
    for (const one of dry.body.sample) {
      expect(blocked.has(one.to)).toBe(false);
      const person = people.find((p) => p.id === one.contactId)!;
      expect(one).toMatchObject({ to: person.email, subject: `News for ${person.name}`, error: null });
      expect(one.html).toContain(
        'href="http://127.0.0.1:8080/v1/email/unsubscribe/preview-only-this-link-unsubscribes-nobody"',
      );
    }
    // Nothing was written: the campaign is still a draft with no stats, nothing was sent.
    const after = await sut.request('GET', `/v1/email/campaigns/${campaign.id}`, { token: tenant.token });
    expect(after.body).toMatchObject({ status: 'draft', stats: { recipients: 0, sent: 0 } });
    expect(sink.received.filter((m) => people.some((p) => m.envelopeTo.includes(p.email!)))).toHaveLength(0);

    await sut.request('POST', `/v1/email/campaigns/${campaign.id}/send`, { token: tenant.token });
    const done = await finished(sut, tenant.token, campaign.id, 60_000);
    expect(done.stats).toEqual({
      recipients: dry.body.matched,
      sent: dry.body.willSend,
      failed: 0,
      skipped: dry.body.skipped,
      unknown: 0,
      suppressed: dry.body.suppressed.total,
    });
    const counts = arrivals(
      sink.received,
      [...people, ...silent].map((p) => p.email),
    );
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(dry.body.willSend);
    for (const person of suppressed) expect(counts[person.email!]).toBe(0);
  });

  it('when the audience is tags or a list of people, then the preview counts those people only', async () => {
    const tenant = await campaignTenant(sut, { template: TEMPLATE });
    const tag = await factory.tag(tenant.orgId, 'vip');
    const vips = await factory.people(tenant.orgId, 3, { label: 'vip', tagIds: [tag] });
    const others = await factory.people(tenant.orgId, 2, { label: 'other' });
    await sut.request('POST', '/v1/email/suppressions', {
      token: tenant.token,
      body: { address: vips[0]!.email },
    });
    const byTag = await createCampaign(sut, tenant, { type: 'tags', tagIds: [tag] });
    expect((await preview(tenant.token, byTag.id)).body).toMatchObject({
      matched: 3,
      willSend: 2,
      suppressed: { total: 1, manual: 1 },
    });
    const byList = await createCampaign(sut, tenant, {
      type: 'people',
      contactIds: [others[0]!.id, vips[0]!.id],
    });
    expect((await preview(tenant.token, byList.id)).body).toMatchObject({
      matched: 2,
      willSend: 1,
      skipped: 0,
    });
  });

  it('when a token with only email_campaigns:read previews a campaign, then its links are inert placeholders: POST and GET answer 403 and suppress nobody (issue 48)', async () => {
    const tenant = await campaignTenant(sut, { template: TEMPLATE });
    const people = await factory.people(tenant.orgId, 3, { label: 'inert' });
    const campaign = await createCampaign(sut, tenant, { type: 'all' });
    const reader = await tenant.tokenWith(['email_campaigns:read']);

    const dry = await preview(reader, campaign.id);
    expect(dry.status).toBe(200);
    expect(dry.body.sample).toHaveLength(3);
    for (const one of dry.body.sample) {
      const href = /href="([^"]+)"/.exec(one.html)![1]!;
      const post = await fetch(href.replace('http://127.0.0.1:8080', sut.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(post.status).toBe(403);
      expect(((await post.json()) as { message: string }).message).toBe(
        'this is the unsubscribe link of a campaign preview: it unsubscribes nobody',
      );
      const page = await fetch(href.replace('http://127.0.0.1:8080', sut.baseUrl));
      expect(page.status).toBe(403);
      expect(await page.text()).toContain('it unsubscribes nobody');
    }
    const list = await sut.request('GET', '/v1/email/suppressions', { token: tenant.token });
    expect(list.body.data).toEqual([]);
    expect(people.map((p) => p.email).sort()).toEqual(dry.body.sample.map((one: any) => one.to).sort());
  });

  it('when the campaign is unknown, the body is not empty, the plan lacks campaigns or the scope is missing, then 404, 400, 403, 403', async () => {
    const tenant = await campaignTenant(sut, { template: TEMPLATE });
    const campaign = await createCampaign(sut, tenant, { type: 'all' });
    expect((await preview(tenant.token, '0190f1d2-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await preview(tenant.token, campaign.id, { sample: 3 })).status).toBe(400);
    const sender = await tenant.tokenWith(['email_campaigns:send']);
    expect((await preview(sender, campaign.id)).status).toBe(403);
    const free = await campaignTenant(sut, { plan: 'free', template: TEMPLATE });
    expect((await preview(free.token, campaign.id)).status).toBe(403);
  });
});
