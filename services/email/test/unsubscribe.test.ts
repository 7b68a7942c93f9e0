import { type EventQueue, eventQueue, type Stack, startStack } from '@rapport/testkit';
import { loadConfig, type RunningCampaignWorker, startCampaignWorker } from '../src/campaign-worker';
import { UnsubscribeLinks } from '../src/domain/unsubscribe-link';
import { campaignTenant, createCampaign, finished, PeopleFactory } from './support/campaigns';
import { deleteTestQueues, emailTestEnv } from './support/env';
import { SmtpSink } from './support/smtp-sink';

const SECRET = 'unsubscribe-test-secret-0123456789abcdef';
const TEMPLATE = {
  name: 'Letter',
  subject: 'News for {{name}}',
  html: '<p>Hi {{name}}</p><p><a href="{{unsubscribeUrl}}">unsubscribe</a></p>',
  text: 'Hi {{name}}; unsubscribe: {{unsubscribeUrl}}',
};

// Issue 28: one-click unsubscribe (RFC 8058) of campaign emails, by a link signed per recipient and campaign.
describe('one-click unsubscribe', () => {
  let sut: Stack;
  let sink: SmtpSink;
  let events: EventQueue;
  let worker: RunningCampaignWorker;
  let factory: PeopleFactory;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    events = await eventQueue(['email.*']);
    sut = await startStack({
      services: ['contacts', 'email'],
      env: { ...emailTestEnv(sink.url), EMAIL_UNSUBSCRIBE_SECRET: SECRET },
    });
    worker = await startCampaignWorker(loadConfig(sut.env));
    factory = new PeopleFactory(sut.addrs.contacts!);
  });
  afterAll(async () => {
    factory?.close();
    await worker?.stop();
    await events?.close();
    await sut?.stop();
    await sink?.stop();
    await deleteTestQueues(sut?.env);
  });

  /** Sends a campaign to everyone of the organization and answers the link path each address got. */
  async function campaignLinks(tenant: Awaited<ReturnType<typeof campaignTenant>>) {
    const campaign = await createCampaign(sut, tenant, { type: 'all' });
    await sut.request('POST', `/v1/email/campaigns/${campaign.id}/send`, { token: tenant.token });
    const done = await finished(sut, tenant.token, campaign.id);
    return { campaign, done };
  }

  const linkOf = (to: string) => {
    const mail = sink.to(to).at(-1)!;
    const header = (mail.headers.get('list-unsubscribe') ?? '').replace(/\s+/g, '');
    const http = /<(https?:\/\/[^>]+)>/.exec(header)?.[1];
    return { mail, header, url: new URL(http!), mailto: /<(mailto:[^>]+)>/.exec(header)?.[1] };
  };

  const post = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${sut.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: 'List-Unsubscribe=One-Click',
    });

  it('when a campaign email arrives, then it carries List-Unsubscribe (link and mailto), List-Unsubscribe-Post and the link in the body', async () => {
    const tenant = await campaignTenant(sut, { template: TEMPLATE });
    const [person] = await factory.people(tenant.orgId, 1, { label: 'hdr' });
    await campaignLinks(tenant);
    const { mail, url, mailto } = linkOf(person!.email!);
    expect(url.pathname).toMatch(/^\/v1\/email\/unsubscribe\/[\w-]+\.[\w-]+$/);
    expect(mailto).toMatch(/^mailto:unsubscribe@rapport\.localhost\?subject=unsubscribe%20[\w-]+\.[\w-]+$/);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`unsubscribe: ${url.href}`);
    expect(mail.html).toContain(`href="${url.href}"`);
  });

  it('when the one-click POST arrives without token, cookie or session, then the address is suppressed (unsubscribed, source the campaign) and the next campaign skips it', async () => {
    const tenant = await campaignTenant(sut, { template: TEMPLATE });
    const [leaving, staying] = await factory.people(tenant.orgId, 2, { label: 'one-click' });
    const { campaign } = await campaignLinks(tenant);
    const { url } = linkOf(leaving!.email!);

    const page = await fetch(`${sut.baseUrl}${url.pathname}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post">');
    expect(html).toContain(leaving!.email!);

    const res = await post(url.pathname);
    expect(res.status).toBe(200);
    const list = await sut.request('GET', '/v1/email/suppressions', { token: tenant.token });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        address: leaving!.email,
        reason: 'unsubscribed',
        source: `campaign:${campaign.id}`,
      }),
    ]);
    const mine = await events.waitFor((all) =>
      all.some((e) => e.organizationId === tenant.orgId && e.type === 'email.unsubscribed'),
    );
    expect(
      mine.find((e) => e.organizationId === tenant.orgId && e.type === 'email.unsubscribed')!.data,
    ).toEqual({
      address: leaving!.email,
      reason: 'unsubscribed',
      source: `campaign:${campaign.id}`,
      campaignId: campaign.id,
      contactId: leaving!.id, // the link names the recipient: the person's activity lists it (decision 0028)
      version: 1, // the entry as added (docs/api.md, "Versions")
    });
    // A repeat (mail clients retry) is harmless.
    expect((await post(url.pathname)).status).toBe(200);

    const next = await campaignLinks(tenant);
    expect(next.done.stats).toMatchObject({ recipients: 2, sent: 1, suppressed: 1 });
    expect(sink.to(leaving!.email!)).toHaveLength(1);
    expect(sink.to(staying!.email!)).toHaveLength(2);
  });

  it('when the link is forged or altered, then GET and POST answer 403 and nothing is suppressed', async () => {
    const tenant = await campaignTenant(sut, { template: TEMPLATE });
    const [person] = await factory.people(tenant.orgId, 1, { label: 'forged' });
    const { campaign } = await campaignLinks(tenant);
    const { url } = linkOf(person!.email!);
    const [payload, mac] = url.pathname.split('/').at(-1)!.split('.') as [string, string];
    const otherAddress = Buffer.from(
      JSON.stringify({ o: tenant.orgId, c: campaign.id, a: 'victim@example.test' }),
    ).toString('base64url');
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    const wrongKey = new UnsubscribeLinks({
      secret: 'x'.repeat(40),
      baseUrl: '',
      mailbox: '',
      lifetimeDays: 60,
    }).token({
      organizationId: tenant.orgId,
      campaignId: campaign.id,
      address: person!.email!,
    });
    for (const token of [`${otherAddress}.${mac}`, `${payload}.${flipped}`, payload, wrongKey, 'x.y']) {
      const path = `/v1/email/unsubscribe/${token}`;
      expect((await post(path)).status).toBe(403);
      expect((await fetch(`${sut.baseUrl}${path}`)).status).toBe(403);
    }
    const list = await sut.request('GET', '/v1/email/suppressions', { token: tenant.token });
    expect(list.body.data).toEqual([]);
  });

  it("when a link of one organization is used, then only that organization's list changes", async () => {
    const a = await campaignTenant(sut, { template: TEMPLATE });
    const b = await campaignTenant(sut, { template: TEMPLATE });
    const [person] = await factory.people(a.orgId, 1, { label: 'shared' });
    await factory.people(b.orgId, 1, { label: 'other' });
    await campaignLinks(a);
    expect((await post(linkOf(person!.email!).url.pathname)).status).toBe(200);
    expect((await sut.request('GET', '/v1/email/suppressions', { token: a.token })).body.data).toHaveLength(
      1,
    );
    expect((await sut.request('GET', '/v1/email/suppressions', { token: b.token })).body.data).toEqual([]);
  });
});
