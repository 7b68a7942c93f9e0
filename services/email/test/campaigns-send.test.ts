import { type Stack, startStack } from '@rapport/testkit';
import { loadConfig, type RunningCampaignWorker, startCampaignWorker } from '../src/campaign-worker';
import { type EmailStore, openStore } from '../src/store/open-store';
import { arrivals, campaignTenant, createCampaign, finished, PeopleFactory } from './support/campaigns';
import { deleteTestQueues, emailTestEnv, eventually } from './support/env';
import { SmtpSink } from './support/smtp-sink';

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sending a campaign: answers, audiences, repeated sends', () => {
  let sut: Stack;
  let sink: SmtpSink;
  let worker: RunningCampaignWorker;
  let factory: PeopleFactory;
  let store: EmailStore;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    sut = await startStack({ services: ['contacts', 'email'], env: emailTestEnv(sink.url) });
    worker = await startCampaignWorker(loadConfig(sut.env));
    factory = new PeopleFactory(sut.addrs.contacts!);
    store = await openStore(sut.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017');
  });
  afterAll(async () => {
    factory?.close();
    await worker?.stop();
    await store?.close();
    await sut?.stop();
    await sink?.stop();
    await deleteTestQueues(sut?.env);
  });

  const send = (token: string, id: string) =>
    sut.request('POST', `/v1/email/campaigns/${id}/send`, { token });

  it('when a campaign is sent, then it answers 202 sending and everyone with an address gets one rendered email', async () => {
    const tenant = await campaignTenant(sut);
    const people = await factory.people(tenant.orgId, 5, { label: 'reader' });
    await factory.people(tenant.orgId, 2, { label: 'no-address', withEmail: false });
    const campaign = await createCampaign(sut, tenant, { type: 'all' });
    const res = await send(tenant.token, campaign.id);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ id: campaign.id, status: 'sending', sentAt: null });

    const done = await finished(sut, tenant.token, campaign.id);
    expect(done).toEqual({
      ...campaign,
      status: 'sent',
      stats: { recipients: 7, sent: 5, failed: 0, skipped: 2, unknown: 0, suppressed: 0 },
      updatedAt: ISO,
      sentAt: ISO,
    });
    expect(
      Object.values(
        arrivals(
          sink.received,
          people.map((p) => p.email),
        ),
      ),
    ).toEqual([1, 1, 1, 1, 1]);
    const mail = sink.to(people[0]!.email!)[0]!;
    expect(mail).toMatchObject({ subject: `News for ${people[0]!.name}`, text: `Hello ${people[0]!.name}` });
    expect(mail.html).toBe(`<p>Hello ${people[0]!.name} &lt;${people[0]!.email}&gt;</p>`);
  });

  it('when a campaign that is sending or sent is sent again, then it answers 409 and nobody gets a second email', async () => {
    const tenant = await campaignTenant(sut);
    const people = await factory.people(tenant.orgId, 3, { label: 'again' });
    const campaign = await createCampaign(sut, tenant, { type: 'all' });
    expect((await send(tenant.token, campaign.id)).status).toBe(202);
    const during = await send(tenant.token, campaign.id);
    expect(during.body).toEqual({
      statusCode: 409,
      message: expect.stringMatching(/^only a draft campaign can be sent \(this one is (sending|sent)\)$/),
      error: 'Conflict',
    });
    await finished(sut, tenant.token, campaign.id);
    const after = await send(tenant.token, campaign.id);
    expect(after.body.message).toBe('only a draft campaign can be sent (this one is sent)');
    await pause(500);
    expect(
      Object.values(
        arrivals(
          sink.received,
          people.map((p) => p.email),
        ),
      ),
    ).toEqual([1, 1, 1]);
  });

  it('when several sends of one campaign arrive at once, then exactly one answers 202 and each person gets one email', async () => {
    const tenant = await campaignTenant(sut);
    const people = await factory.people(tenant.orgId, 4, { label: 'race' });
    const campaign = await createCampaign(sut, tenant, { type: 'all' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(tenant.token, campaign.id)));
    expect(answers.map((res) => res.status).sort()).toEqual([202, 409, 409, 409, 409]);
    const done = await finished(sut, tenant.token, campaign.id);
    expect(done.stats).toEqual({ recipients: 4, sent: 4, failed: 0, skipped: 0, unknown: 0, suppressed: 0 });
    await pause(500);
    expect(
      Object.values(
        arrivals(
          sink.received,
          people.map((p) => p.email),
        ),
      ),
    ).toEqual([1, 1, 1, 1]);
  });

  it('when the audience is tags, then people holding any of them get it and nobody else', async () => {
    const tenant = await campaignTenant(sut);
    const [red, blue, green] = await Promise.all(
      ['red', 'blue', 'green'].map((n) => factory.tag(tenant.orgId, n)),
    );
    const wanted = [
      ...(await factory.people(tenant.orgId, 2, { label: 'red', tagIds: [red!] })),
      ...(await factory.people(tenant.orgId, 2, { label: 'blue', tagIds: [blue!] })),
      ...(await factory.people(tenant.orgId, 1, { label: 'both', tagIds: [red!, blue!] })),
    ];
    const others = [
      ...(await factory.people(tenant.orgId, 2, { label: 'green', tagIds: [green!] })),
      ...(await factory.people(tenant.orgId, 2, { label: 'untagged' })),
    ];
    await factory.people(tenant.orgId, 1, { label: 'red-silent', tagIds: [red!], withEmail: false });
    const campaign = await createCampaign(sut, tenant, { type: 'tags', tagIds: [red, blue] });
    expect((await send(tenant.token, campaign.id)).status).toBe(202);
    const done = await finished(sut, tenant.token, campaign.id);
    expect(done.stats).toEqual({ recipients: 6, sent: 5, failed: 0, skipped: 1, unknown: 0, suppressed: 0 });
    expect(
      Object.values(
        arrivals(
          sink.received,
          wanted.map((p) => p.email),
        ),
      ),
    ).toEqual([1, 1, 1, 1, 1]);
    expect(
      Object.values(
        arrivals(
          sink.received,
          others.map((p) => p.email),
        ),
      ),
    ).toEqual([0, 0, 0, 0]);
  });

  it('when the audience is a list of people, then exactly they get it, less those deleted since', async () => {
    const tenant = await campaignTenant(sut);
    const people = await factory.people(tenant.orgId, 6, { label: 'listed' });
    const [a, b, c] = people;
    const campaign = await createCampaign(sut, tenant, { type: 'people', contactIds: [a!.id, b!.id, c!.id] });
    await factory.delete(tenant.orgId, c!.id);
    expect((await send(tenant.token, campaign.id)).status).toBe(202);
    const done = await finished(sut, tenant.token, campaign.id);
    expect(done.stats).toEqual({ recipients: 2, sent: 2, failed: 0, skipped: 0, unknown: 0, suppressed: 0 });
    expect(
      Object.values(
        arrivals(
          sink.received,
          people.map((p) => p.email),
        ),
      ),
    ).toEqual([1, 1, 0, 0, 0, 0]);
  });

  it("when two organizations send at once, then each campaign reaches only its own organization's people", async () => {
    const [first, second] = await Promise.all([campaignTenant(sut), campaignTenant(sut)]);
    const firstPeople = await factory.people(first!.orgId, 3, { label: 'first-org' });
    const secondPeople = await factory.people(second!.orgId, 2, { label: 'second-org' });
    const one = await createCampaign(sut, first!, { type: 'all' });
    const two = await createCampaign(sut, second!, { type: 'all' });
    await Promise.all([send(first!.token, one.id), send(second!.token, two.id)]);
    expect((await finished(sut, first!.token, one.id)).stats).toMatchObject({ recipients: 3, sent: 3 });
    expect((await finished(sut, second!.token, two.id)).stats).toMatchObject({ recipients: 2, sent: 2 });
    const subjects = (email: string | null) => sink.to(email!).map((mail) => mail.subject);
    for (const person of [...firstPeople, ...secondPeople])
      expect(subjects(person.email)).toEqual([`News for ${person.name}`]);
  });

  it('when a recipient is deleted after the send, then their recipient records go and the final stats stay', async () => {
    const tenant = await campaignTenant(sut);
    const [gone, stays] = await factory.people(tenant.orgId, 2, { label: 'forget' });
    const campaign = await createCampaign(sut, tenant, { type: 'all' });
    await send(tenant.token, campaign.id);
    const done = await finished(sut, tenant.token, campaign.id);
    const recorded = () => store.recipients.findForPeople(tenant.orgId, campaign.id, [gone!.id, stays!.id]);
    expect((await recorded()).map((r) => r.state)).toEqual(['sent', 'sent']);

    // Campaign emails are recipient records and attempt outcomes, not transactional send records.
    const sendsOf = (personId: string) => store.sends.list(tenant.orgId, { contactId: personId }, null, 10);
    expect(await sendsOf(stays!.id)).toEqual([]);

    await factory.delete(tenant.orgId, gone!.id);
    await eventually(async () => ((await recorded()).length === 1 ? true : undefined));
    expect(await recorded()).toEqual([expect.objectContaining({ personId: stays!.id, state: 'sent' })]);
    const after = await sut.request('GET', `/v1/email/campaigns/${campaign.id}`, { token: tenant.token });
    expect(after.body.stats).toEqual(done.stats);
  });

  it('when every delivery is refused permanently, then the campaign ends failed and nothing is retried', async () => {
    const tenant = await campaignTenant(sut);
    const people = await factory.people(tenant.orgId, 3, { label: 'bounce' });
    const refused = new Set(people.map((p) => p.email));
    sink.policy = (rcpt) => (refused.has(rcpt) ? { code: 550, message: 'mailbox unavailable' } : null);
    try {
      const campaign = await createCampaign(sut, tenant, { type: 'all' });
      await send(tenant.token, campaign.id);
      const done = await finished(sut, tenant.token, campaign.id);
      expect(done).toMatchObject({
        status: 'failed',
        stats: { recipients: 3, sent: 0, failed: 3, skipped: 0 },
      });
      const recipients = await store.recipients.findForPeople(
        tenant.orgId,
        campaign.id,
        people.map((p) => p.id),
      );
      expect(recipients.map((r) => r.error)).toEqual(
        Array(3).fill(expect.stringMatching(/^550 .*mailbox unavailable/)),
      );
    } finally {
      sink.policy = () => null;
    }
  });
});
