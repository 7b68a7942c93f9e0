import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type Stack, startStack } from '@rapport/testkit';
import { loadConfig, startCampaignWorker } from '../src/campaign-worker';
import { arrivals, campaignTenant, createCampaign, finished, PeopleFactory } from './support/campaigns';
import { deleteTestQueues, emailTestEnv, eventually } from './support/env';
import { SmtpSink } from './support/smtp-sink';

const COUNT = 120;
const root = path.resolve(__dirname, '../../..');

/**
 * The campaign worker as its own process, as deployments run it: node itself with tsx's loader (a
 * `tsx` wrapper would take the SIGKILL and leave its node child running).
 */
function spawnWorker(env: NodeJS.ProcessEnv): {
  child: ChildProcess;
  exited: Promise<NodeJS.Signals | null>;
} {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'services/email/src/campaign-worker.ts')],
    {
      cwd: root,
      env: { ...env, LOG_LEVEL: 'silent', CAMPAIGN_WORKER_PREFETCH: '8' },
      stdio: 'ignore',
    },
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  return { child, exited };
}

describe('a campaign worker killed mid-campaign', () => {
  let sut: Stack;
  let sink: SmtpSink;
  let factory: PeopleFactory;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    sut = await startStack({
      services: ['contacts', 'email'],
      // A short send timeout keeps the lease of a dead worker's attempts (2x) short.
      env: { ...emailTestEnv(sink.url), EMAIL_SEND_TIMEOUT_MS: '2000' },
    });
    factory = new PeopleFactory(sut.addrs.contacts!);
  });
  afterAll(async () => {
    factory?.close();
    await sut?.stop();
    await sink?.stop();
    await deleteTestQueues(sut?.env);
  });

  it('when the worker is SIGKILLed with deliveries in flight and another starts, then every person still gets exactly one email', async () => {
    const tenant = await campaignTenant(sut);
    const people = await factory.people(tenant.orgId, COUNT, { label: 'crash' });
    const campaign = await createCampaign(sut, tenant, { type: 'all' });
    const { child, exited } = spawnWorker(sut.env);
    let release = () => {};
    try {
      expect(
        (await sut.request('POST', `/v1/email/campaigns/${campaign.id}/send`, { token: tenant.token }))
          .status,
      ).toBe(202);
      await eventually(async () => (sink.received.length >= 30 ? true : undefined), 30_000);
      // Catch the worker mid-conversation: its next SMTP transactions hang before anything is accepted.
      sink.hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      await eventually(async () => (sink.held > 0 ? true : undefined));
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      sink.hold = null;
      release();
    }
    const beforeRestart = sink.received.length;
    expect(beforeRestart).toBeLessThan(COUNT);
    const midway = await sut.request('GET', `/v1/email/campaigns/${campaign.id}`, { token: tenant.token });
    expect(midway.body.status).toBe('sending');

    const restarted = await startCampaignWorker(loadConfig(sut.env));
    try {
      const done = await finished(sut, tenant.token, campaign.id, 60_000);
      expect(done).toMatchObject({
        status: 'sent',
        stats: { recipients: COUNT, sent: COUNT, failed: 0, skipped: 0 },
        sentAt: expect.any(String),
      });
    } finally {
      await restarted.stop();
    }
    const counts = arrivals(
      sink.received,
      people.map((p) => p.email),
    );
    expect(Object.values(counts).filter((n) => n !== 1)).toEqual([]);
    expect(sink.received).toHaveLength(COUNT);
  });
});
