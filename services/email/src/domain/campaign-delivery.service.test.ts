import { createLogger } from '@rapport/platform';
import type { Recipient } from './campaign.types';
import type { CampaignCompletion } from './campaign-completion';
import { CampaignDeliveryService } from './campaign-delivery.service';
import type { DeliveryService } from './delivery.service';
import type { EmailSend } from './email.types';

const ORG = 'org-1';
const recipient = (n: number, state: Recipient['state'] = 'pending'): Recipient => ({
  id: `r-${n}`,
  organizationId: ORG,
  campaignId: 'c-1',
  personId: `p-${n}`,
  email: `p${n}@example.test`,
  state,
  sendId: `s-${n}`,
  error: null,
  createdAt: new Date(),
  updatedAt: new Date(),
});

function setup(rows: Recipient[], outcome: 'sent' | 'retry' = 'sent') {
  const recipients = new Map(rows.map((r) => [r.id, r]));
  const sends = new Map<string, EmailSend>();
  const attempts: { sendId: string; fresh?: boolean }[] = [];
  const checks: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const delivery = {
    attempt: async (send: EmailSend, options: { fresh?: boolean }) => {
      attempts.push({ sendId: send.id, fresh: options.fresh });
      await gate;
      const status = outcome === 'sent' ? 'sent' : 'queued';
      return { send: { ...send, status }, outcome };
    },
  } as unknown as DeliveryService;
  const sut = new CampaignDeliveryService({
    recipients: {
      findById: async (_org: string, id: string) => recipients.get(id) ?? null,
      finish: async (_org: string, id: string, o: { state: 'sent' | 'failed' }) => {
        recipients.set(id, { ...recipients.get(id)!, state: o.state });
      },
    } as never,
    runs: {
      findRun: async () => ({
        content: { templateId: 't', subject: 'Hi {{name}}', html: '<p>{{name}}</p>', text: null },
      }),
    } as never,
    sends: {
      tryInsert: async (send: EmailSend) => {
        if (sends.has(send.id)) return false;
        sends.set(send.id, send);
        return true;
      },
      findById: async (_org: string, id: string) => sends.get(id) ?? null,
    } as never,
    delivery,
    completion: {
      check: async (_org: string, id: string) => void checks.push(id),
    } as unknown as CampaignCompletion,
    limiter: { take: async () => undefined },
    sendTimeoutMs: 1_000,
    logger: createLogger('test', 'silent'),
  });
  const job = (r: Recipient) => ({
    organizationId: ORG,
    campaignId: 'c-1',
    recipientId: r.id,
    contact: { id: r.personId, email: r.email, name: `Person ${r.id}` },
  });
  return { sut, recipients, sends, attempts, checks, release, job };
}

describe('CampaignDeliveryService', () => {
  it('when deliveries of one campaign overlap, then only the last one to finish checks completion', async () => {
    const rows = [recipient(1), recipient(2), recipient(3)];
    const { sut, checks, release, job, recipients } = setup(rows);
    const running = rows.map((r) => sut.deliver(job(r)));
    release();
    expect(await Promise.all(running)).toEqual(['sent', 'sent', 'sent']);
    expect(checks).toEqual(['c-1']);
    expect([...recipients.values()].map((r) => r.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('when the same recipient is delivered twice, then both use the one send record and only the first attempt is fresh', async () => {
    const rows = [recipient(1)];
    const { sut, attempts, release, job, sends } = setup(rows, 'retry');
    release();
    expect(await sut.deliver(job(rows[0]!))).toBe('retry');
    expect(await sut.deliver(job(rows[0]!))).toBe('retry');
    expect(attempts).toEqual([
      { sendId: 's-1', fresh: true },
      { sendId: 's-1', fresh: false },
    ]);
    expect(sends.get('s-1')).toMatchObject({
      subject: 'Hi Person r-1',
      to: 'p1@example.test',
      campaignId: 'c-1',
    });
  });

  it('when a delivery is retried, then it leaves the check to its later success; a finished or deleted recipient checks', async () => {
    const rows = [recipient(1), recipient(2, 'sent')];
    const { sut, checks, release, job, recipients } = setup(rows, 'retry');
    release();
    expect(await sut.deliver(job(rows[0]!))).toBe('retry');
    expect(checks).toEqual([]);
    expect(await sut.deliver(job(rows[1]!))).toBe('sent');
    recipients.delete('r-1');
    expect(await sut.deliver(job(rows[0]!))).toBe('gone');
    expect(checks).toEqual(['c-1', 'c-1']);
  });
});
