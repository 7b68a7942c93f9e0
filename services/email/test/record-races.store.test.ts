import { randomUUID } from 'node:crypto';
import { newId } from '@rapport/platform';
import type { Campaign, Recipient } from '../src/campaigns/domain/campaign.types';
import type { EmailSend } from '../src/domain/email.types';
import { TemplatesService } from '../src/domain/templates.service';
import { templateCompiler } from '../src/rendering/template-engine';
import { type EmailStore, openStore } from '../src/store/open-store';

/**
 * The audit of issue 42, email's records updated in place: on FerretDB v1 an update is a read then a
 * write of the whole document, so two writers of one record at once could undo each other. Each test
 * fires concurrent writes at one record many times, on the real store, and counts what was lost.
 */
const PAIRS = 60;
const AT_ONCE = 10;

async function inWaves<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('email records written by two writers at once (store, issue 42)', () => {
  let store: EmailStore;
  const org = `org-${randomUUID()}`;

  beforeAll(async () => {
    store = await openStore(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017');
  });
  afterAll(() => store.close());

  it(`when ${PAIRS} templates each get two PATCHes of different fields at once, then both stay`, async () => {
    const templates = new TemplatesService(store.templates, templateCompiler);
    const lost: number[] = [];
    await inWaves(range(PAIRS), AT_ONCE, async (i) => {
      const created = await templates.create(org, {
        name: `T ${i}`,
        subject: 'Hello {{name}}',
        html: '<p>Hi</p>',
        text: null,
      });
      await Promise.all([
        templates.update(org, created.id, { name: `renamed ${i}` }),
        templates.update(org, created.id, { subject: `New subject ${i}` }),
      ]);
      const now = await templates.get(org, created.id);
      if (now.name !== `renamed ${i}` || now.subject !== `New subject ${i}`) lost.push(i);
    });
    expect(lost).toEqual([]);
  }, 120_000);

  const send = (): EmailSend => ({
    id: randomUUID(),
    organizationId: org,
    status: 'queued',
    providerMessageId: null,
    to: 'someone@example.test',
    templateId: randomUUID(),
    contactId: null,
    campaignId: null,
    subject: 'S',
    html: '<p>x</p>',
    text: null,
    error: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  });

  it(`when two final statuses of ${PAIRS} sends are written over queued at once, then exactly one is written (one event)`, async () => {
    // The inline attempt and a job repairing the same attempt: "written only over queued" must hold.
    const doubled: number[] = [];
    await inWaves(range(PAIRS), AT_ONCE, async (i) => {
      const s = send();
      await store.sends.insert(s);
      const results = await Promise.all(
        (['sent', 'failed'] as const).map((status) =>
          store.sends.update(org, s.id, { status, error: status, updatedAt: new Date() }, 'queued'),
        ),
      );
      const written = results.filter((r) => r !== null);
      const stored = await store.sends.findById(org, s.id);
      if (written.length !== 1 || stored?.status !== written[0]?.status) doubled.push(i);
    });
    expect(doubled).toEqual([]);
  }, 120_000);

  it(`when three writes of each of ${PAIRS} sends meet, then each answers its own version, one more than the one before, and the last is the stored one`, async () => {
    // The version a status write answers is what its event carries (email.sent, email.failed).
    const wrong: string[] = [];
    await inWaves(range(PAIRS), AT_ONCE, async (i) => {
      const s = send();
      await store.sends.insert(s);
      const written = await Promise.all(
        ['a', 'b', 'c'].map((error) => store.sends.update(org, s.id, { error, updatedAt: new Date() })),
      );
      const versions = written.map((w) => w?.version ?? 0).sort((a, b) => a - b);
      const stored = await store.sends.findById(org, s.id);
      if (versions.join() !== '2,3,4' || stored?.version !== 4) {
        wrong.push(`#${i}: answered ${versions.join()}, stored ${stored?.version}`);
      }
    });
    expect(wrong).toEqual([]);
  }, 120_000);

  it(`when ${PAIRS} campaigns get their final status while the send call marks them sending, then they stay sent with their stats`, async () => {
    // The fan-out may finish a small campaign before the send call's own write of `sending` lands.
    const lost: number[] = [];
    const stats = { recipients: 1, sent: 1, failed: 0, skipped: 0, unknown: 0, suppressed: 0 };
    await inWaves(range(PAIRS), AT_ONCE, async (i) => {
      const now = new Date();
      const campaign: Campaign = {
        id: randomUUID(),
        organizationId: org,
        name: `C ${i}`,
        templateId: randomUUID(),
        audience: { type: 'all' },
        status: 'draft',
        stats: null,
        createdAt: now,
        updatedAt: now,
        sentAt: null,
      };
      await store.campaigns.insert(campaign);
      const sentAt = new Date();
      await Promise.all([
        store.campaigns.update(org, campaign.id, { status: 'sending', updatedAt: new Date() }),
        store.campaigns.update(org, campaign.id, { status: 'sent', stats, sentAt, updatedAt: sentAt }),
      ]);
      const stored = await store.campaigns.findById(org, campaign.id);
      if (stored?.status !== 'sent' || stored.stats?.sent !== 1 || !stored.sentAt) lost.push(i);
    });
    expect(lost).toEqual([]);
  }, 120_000);

  it(`when an unsubscribed address of ${PAIRS} gets two stronger reasons at once, then it holds one writer's reason with its source`, async () => {
    // Every writer of a suppression sets the same fields (reason, source, updatedAt), and the others
    // never change: whichever write lands last stands whole, so nothing is mixed or lost.
    const mixed: number[] = [];
    await inWaves(range(PAIRS), AT_ONCE, async (i) => {
      const now = new Date();
      const suppression = {
        id: newId(),
        organizationId: org,
        address: `u${i}-${randomUUID()}@example.test`,
        reason: 'unsubscribed' as const,
        source: 'api',
        createdAt: now,
        updatedAt: now,
      };
      expect(await store.suppressions.tryInsert(suppression)).toBe(true);
      const writes = [
        { reason: 'hard_bounce' as const, source: `send:${i}` },
        { reason: 'complaint' as const, source: `provider:${i}` },
      ];
      await Promise.all(
        writes.map((w) => store.suppressions.update(org, suppression.id, { ...w, updatedAt: new Date() })),
      );
      const stored = await store.suppressions.findByAddress(org, suppression.address);
      const whole = writes.some((w) => w.reason === stored?.reason && w.source === stored.source);
      if (!whole || stored?.createdAt.getTime() !== now.getTime()) mixed.push(i);
    });
    expect(mixed).toEqual([]);
  }, 120_000);

  it(`when two people of one slice are deleted at once, ${PAIRS} times, then neither's outcome stays`, async () => {
    // Outcomes may quote the address in a provider's reply: a deleted person's must go.
    const left: number[] = [];
    await inWaves(range(PAIRS), AT_ONCE, async (i) => {
      const campaignId = `c-${randomUUID()}`;
      const batchId = `${campaignId}:1`;
      const people = [`p-${randomUUID()}`, `p-${randomUUID()}`, `p-${randomUUID()}`];
      const recipients: Recipient[] = people.map((personId) => ({
        id: `${campaignId}:${personId}`,
        organizationId: org,
        campaignId,
        personId,
        batchId,
        email: `${personId}@example.test`,
        state: 'pending',
        sendId: `send-${randomUUID()}`,
        attempts: 0,
        error: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      }));
      await store.recipients.insertNew(recipients);
      await store.recipients.record(
        org,
        batchId,
        `${batchId}#1`,
        recipients.map((r) => ({ id: r.id, state: 'failed', attempts: 1, error: `550 ${r.email}` })),
      );
      await Promise.all([
        store.recipients.deleteForPerson(org, people[0]!),
        store.recipients.deleteForPerson(org, people[1]!),
      ]);
      const slices = await store.recipients.outcomesOfBatch(org, batchId);
      const ids = slices.flatMap((slice) => slice.outcomes.map((o) => o.recipientId));
      if (ids.length !== 1 || ids[0] !== recipients[2]!.id) left.push(i);
    });
    expect(left).toEqual([]);
  }, 120_000);
});
