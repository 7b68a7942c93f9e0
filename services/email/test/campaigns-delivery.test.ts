import { ConfirmPublisher, connectAmqp } from '@rapport/platform/amqp';
import { type Stack, startStack } from '@rapport/testkit';
import { loadConfig, type RunningCampaignWorker, startCampaignWorker } from '../src/campaign-worker';
import { type EmailStore, openStore } from '../src/store/open-store';
import { arrivals, campaignTenant, createCampaign, finished, PeopleFactory } from './support/campaigns';
import { deleteTestQueues, emailTestEnv, eventually } from './support/env';
import { SmtpSink } from './support/smtp-sink';

const COUNT = 300;

describe('a 300-recipient campaign, two competing workers sharing its batches, duplicated jobs', () => {
  let sut: Stack;
  let sink: SmtpSink;
  let workers: RunningCampaignWorker[] = [];
  let factory: PeopleFactory;
  let store: EmailStore;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    // Batches of 40: the two workers share eight of them.
    sut = await startStack({
      services: ['contacts', 'email'],
      env: {
        ...emailTestEnv(sink.url),
        CAMPAIGN_BATCH_SIZE: '40',
        CAMPAIGN_CLAIM_SIZE: '10',
        // What this test counts is one email per person under duplicates; a send that outlasts its
        // timeout on a loaded host is `unknown` by design (maybe delivered), so give it room (5 of
        // 300 timed out at 3 s in one clean-clone CI run).
        EMAIL_SEND_TIMEOUT_MS: '15000',
      },
    });
    const config = loadConfig(sut.env);
    workers = [await startCampaignWorker(config), await startCampaignWorker(config)];
    factory = new PeopleFactory(sut.addrs.contacts!);
    store = await openStore(sut.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017');
  });
  afterAll(async () => {
    factory?.close();
    for (const worker of workers) await worker.stop();
    await store?.close();
    await sut?.stop();
    await sink?.stop();
    await deleteTestQueues(sut?.env);
  });

  it('when the fan-out job and every batch arrive twice, then each of 300 people gets exactly one email', async () => {
    const tenant = await campaignTenant(sut);
    const people = await factory.people(tenant.orgId, COUNT, { label: 'bulk' });
    const campaign = await createCampaign(sut, tenant, { type: 'all' });
    const res = await sut.request('POST', `/v1/email/campaigns/${campaign.id}/send`, { token: tenant.token });
    expect(res.status).toBe(202);

    // What a redelivery, a re-run of the job or a duplicate publish would put on the queues.
    const amqp = await connectAmqp(sut.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    const publisher = await ConfirmPublisher.open(amqp);
    try {
      const run = await eventually(
        async () => (await store.runs.findRun(tenant.orgId, campaign.id)) ?? undefined,
      );
      await publisher.sendToQueue(sut.env.CAMPAIGN_FANOUT_QUEUE!, {
        organizationId: tenant.orgId,
        campaignId: campaign.id,
        runId: run.runId,
        publishedAt: new Date().toISOString(),
      });
      const byId = new Map(people.map((person) => [person.id, person]));
      const recipients = await eventually(async () => {
        const found = await store.recipients.findForPeople(tenant.orgId, campaign.id, [...byId.keys()]);
        return found.length === COUNT ? found : undefined;
      });
      expect(new Set(recipients.map((r) => r.batchId)).size).toBe(Math.ceil(COUNT / 40));
      // A second copy of every batch, as a re-run fan-out or a redelivery would publish it.
      const batchIds = [...new Set(recipients.map((r) => r.batchId))];
      await Promise.all(
        batchIds.map((batchId) =>
          publisher.sendToQueue(sut.env.CAMPAIGN_DELIVERY_QUEUE!, {
            organizationId: tenant.orgId,
            campaignId: campaign.id,
            batchId,
            contacts: recipients
              .filter((r) => r.batchId === batchId)
              .map((r) => ({ ...byId.get(r.personId)!, tags: [], customFields: {} })),
          }),
        ),
      );
    } finally {
      await publisher.close();
      await amqp.close();
    }

    const done = await finished(sut, tenant.token, campaign.id, 60_000);
    expect(done).toMatchObject({
      status: 'sent',
      stats: { recipients: COUNT, sent: COUNT, failed: 0, skipped: 0, unknown: 0, suppressed: 0 },
      sentAt: expect.any(String),
    });
    // Late duplicates would land after the end: give them time to show.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const counts = arrivals(
      sink.received,
      people.map((p) => p.email),
    );
    expect(Object.values(counts).filter((n) => n !== 1)).toEqual([]);
    const campaignMail = sink.received.filter((mail) => mail.subject.startsWith('News for bulk '));
    expect(campaignMail).toHaveLength(COUNT);
    expect(new Set(campaignMail.map((mail) => mail.messageId)).size).toBe(COUNT);
    for (const mail of campaignMail.slice(0, 20)) {
      const person = people.find((p) => p.email === mail.envelopeTo[0])!;
      expect(mail.subject).toBe(`News for ${person.name}`);
    }
  });
});
