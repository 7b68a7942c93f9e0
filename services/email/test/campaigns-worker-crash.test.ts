import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type Stack, startStack } from '@rapport/testkit';
import { loadConfig, startCampaignWorker } from '../src/campaign-worker';
import { openStore } from '../src/store/open-store';
import { arrivals, campaignTenant, createCampaign, finished, PeopleFactory } from './support/campaigns';
import { deleteTestQueues, emailTestEnv, eventually } from './support/env';
import { SmtpSink } from './support/smtp-sink';

const COUNT = 120;
const root = path.resolve(__dirname, '../../..');

/**
 * The campaign worker as its own process, as deployments run it: node itself with tsx's loader (a
 * `tsx` wrapper would take the SIGKILL and leave its node child running).
 */
function spawnWorker(
  env: NodeJS.ProcessEnv,
  extra: NodeJS.ProcessEnv = {},
): {
  child: ChildProcess;
  exited: Promise<NodeJS.Signals | null>;
} {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'services/email/src/campaign-worker.ts')],
    {
      cwd: root,
      env: { ...env, LOG_LEVEL: 'silent', CAMPAIGN_WORKER_PREFETCH: '2', ...extra },
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
      // A short send timeout keeps the lease of a dead worker's claims (2x) short; small batches and
      // claims so the kill lands mid-batch with other batches still queued.
      env: {
        ...emailTestEnv(sink.url),
        EMAIL_SEND_TIMEOUT_MS: '2000',
        CAMPAIGN_BATCH_SIZE: '20',
        CAMPAIGN_CLAIM_SIZE: '5',
      },
    });
    factory = new PeopleFactory(sut.addrs.contacts!);
  });
  afterAll(async () => {
    factory?.close();
    await sut?.stop();
    await sink?.stop();
    await deleteTestQueues(sut?.env);
  });

  /**
   * Sends the campaign with a worker process of its own; once 30 more messages arrived, holds the SMTP
   * server mid-conversation (its next transactions hang before anything is accepted) until `held`
   * transactions hang, and kills the worker. Answers how many were held at the kill.
   */
  async function sendAndKill(
    tenant: Awaited<ReturnType<typeof campaignTenant>>,
    campaignId: string,
    held: number,
    extra: NodeJS.ProcessEnv = {},
  ): Promise<number> {
    const { child, exited } = spawnWorker(sut.env, extra);
    let release = () => {};
    try {
      const before = sink.received.length;
      expect(
        (await sut.request('POST', `/v1/email/campaigns/${campaignId}/send`, { token: tenant.token })).status,
      ).toBe(202);
      await eventually(async () => (sink.received.length >= before + 30 ? true : undefined), 30_000);
      sink.hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      await eventually(async () => (sink.held >= held ? true : undefined));
      const heldAtKill = sink.held;
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      return heldAtKill;
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      sink.hold = null;
      release();
    }
  }

  it('when the worker is SIGKILLed mid-batch and another starts, then nobody is missing or twice, and the uncertain ones are unknown', async () => {
    const tenant = await campaignTenant(sut);
    const people = await factory.people(tenant.orgId, COUNT, { label: 'crash' });
    const campaign = await createCampaign(sut, tenant, { type: 'all' });
    await sendAndKill(tenant, campaign.id, 1);
    const beforeRestart = sink.received.length;
    expect(beforeRestart).toBeLessThan(COUNT);
    const midway = await sut.request('GET', `/v1/email/campaigns/${campaign.id}`, { token: tenant.token });
    expect(midway.body.status).toBe('sending');

    const restarted = await startCampaignWorker(loadConfig(sut.env));
    let done: { status: string; stats: Record<string, number> };
    try {
      done = await finished(sut, tenant.token, campaign.id, 60_000);
    } finally {
      await restarted.stop();
    }
    // Every person ends in a final state, and the counts add up.
    const { stats } = done;
    expect(done.status).toBe('sent');
    expect(stats).toMatchObject({ recipients: COUNT, failed: 0, skipped: 0 });
    expect(stats.sent! + stats.unknown!).toBe(COUNT);
    // The killed worker had claimed messages held mid-conversation: their outcome is unknown.
    expect(stats.unknown).toBeGreaterThan(0);
    expect(stats.unknown).toBeLessThanOrEqual(2 * 5);
    const counts = arrivals(
      sink.received,
      people.map((p) => p.email),
    );
    // Nobody twice; each `sent` exactly once; an `unknown` one at most once (never re-sent).
    expect(Object.values(counts).filter((n) => n > 1)).toEqual([]);
    const store = await openStore(sut.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017');
    try {
      const recipients = await store.recipients.findForPeople(
        tenant.orgId,
        campaign.id,
        people.map((p) => p.id),
      );
      expect(recipients).toHaveLength(COUNT);
      const emailOf = new Map(people.map((p) => [p.id, p.email!]));
      const sent = recipients.filter((r) => r.state === 'sent');
      expect(sent).toHaveLength(stats.sent!);
      expect(sent.filter((r) => counts[emailOf.get(r.personId)!] !== 1)).toEqual([]);
      expect(recipients.filter((r) => r.state !== 'sent' && r.state !== 'unknown')).toEqual([]);
      expect(recipients.find((r) => r.state === 'unknown')?.error).toMatch(/^delivery outcome unknown/);
    } finally {
      await store.close();
    }
    expect(sink.received.length).toBeGreaterThanOrEqual(stats.sent!);
    expect(sink.received.length).toBeLessThanOrEqual(COUNT);
  });

  it('when the worker is SIGKILLed with every SMTP connection held, then unknown are only those transactions and everyone else is sent once', async () => {
    const tenant = await campaignTenant(sut);
    const people = await factory.people(tenant.orgId, COUNT, { label: 'inflight' });
    const campaign = await createCampaign(sut, tenant, { type: 'all' });
    // Two batches of 20 in flight, claims of 5, but two SMTP connections: at most 2 messages on their way.
    const heldAtKill = await sendAndKill(tenant, campaign.id, 2, { CAMPAIGN_SMTP_POOL: '2' });
    const restarted = await startCampaignWorker(loadConfig(sut.env));
    let done: { status: string; stats: Record<string, number> };
    try {
      done = await finished(sut, tenant.token, campaign.id, 60_000);
    } finally {
      await restarted.stop();
    }
    expect(done.status).toBe('sent');
    expect(done.stats.unknown).toBeGreaterThan(0);
    expect(done.stats.sent! + done.stats.unknown!).toBe(COUNT);
    const counts = arrivals(
      sink.received,
      people.map((p) => p.email),
    );
    expect(Object.values(counts).filter((n) => n > 1)).toEqual([]);
    // The killed worker claimed a recipient only with one of its 2 SMTP connections in hand: an
    // unknown one reached the SMTP server (held there, or timed out there before the kill), or was on
    // its way over one of those 2 connections. None was claimed and left behind unattempted.
    const store = await openStore(sut.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017');
    try {
      const recipients = await store.recipients.findForPeople(
        tenant.orgId,
        campaign.id,
        people.map((p) => p.id),
      );
      const emailOf = new Map(people.map((p) => [p.id, p.email!]));
      const unknown = recipients.filter((r) => r.state === 'unknown');
      expect(unknown).toHaveLength(done.stats.unknown!);
      const attempted = new Set(sink.attempted);
      const neverAttempted = unknown.filter((r) => !attempted.has(emailOf.get(r.personId)!));
      expect(neverAttempted.length).toBeLessThanOrEqual(2);
      // Unknown besides the ones that hung at the server: at most the slice in flight at the kill.
      expect(unknown.length).toBeLessThanOrEqual(heldAtKill + 2);
    } finally {
      await store.close();
    }
  });
});
