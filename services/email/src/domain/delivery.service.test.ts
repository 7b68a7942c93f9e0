import { createLogger, MemoryAttemptStore } from '@rapport/platform';
import { DeliveryService } from './delivery.service';
import type { SendRepository } from './email.ports';
import { type EmailProvider, type OutgoingEmail, ProviderFailure } from './email.ports';
import type { EmailSend, SendAttemptOutcome } from './email.types';
import { blocks, type SendCategory, type Suppression, type SuppressionReason } from './suppression.types';

class MemorySends implements Pick<SendRepository, 'findById' | 'update'> {
  readonly rows = new Map<string, EmailSend>();
  async findById(_org: string, id: string) {
    return this.rows.get(id) ?? null;
  }
  async update(_org: string, id: string, changes: Partial<EmailSend>, whileStatus?: EmailSend['status']) {
    const row = this.rows.get(id);
    if (!row || (whileStatus && row.status !== whileStatus)) return null;
    const next = { ...row, ...changes };
    this.rows.set(id, next);
    return next;
  }
}

/** An attempt as the tests write and read it: `<sendId>#<n>`, in progress until it has a state. */
interface DeliveryAttempt {
  id: string;
  sendId: string;
  organizationId: string;
  n: number;
  state: 'in_progress' | 'sent' | 'failed';
  providerMessageId: string | null;
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

/** The platform's in-memory store, read and written by the tests as rows of attempts. */
class MemoryAttempts extends MemoryAttemptStore<SendAttemptOutcome> {
  /** The service's lease (2 × sendTimeoutMs): an attempt written in progress holds it from its start. */
  static readonly leaseMs = 2_000;
  readonly rows = {
    set: (_id: string, row: DeliveryAttempt) => {
      const { state, providerMessageId, error } = row;
      this.put({
        subject: row.sendId,
        n: row.n,
        claimedAt: row.startedAt,
        startedAt: row.startedAt,
        leaseUntil: new Date(row.startedAt.getTime() + MemoryAttempts.leaseMs),
        outcome: state === 'in_progress' ? null : { state, providerMessageId, error },
        finishedAt: row.finishedAt,
        tags: { organizationId: row.organizationId },
      });
    },
    has: (id: string) => this.records.has(id),
    values: () =>
      [...this.records.entries()].map(
        ([id, r]): DeliveryAttempt => ({
          id,
          sendId: r.subject,
          organizationId: r.tags.organizationId ?? '',
          n: r.n,
          state: r.outcome?.state ?? 'in_progress',
          providerMessageId: r.outcome?.providerMessageId ?? null,
          error: r.outcome?.error ?? null,
          startedAt: r.startedAt ?? r.claimedAt,
          finishedAt: r.finishedAt,
        }),
      ),
  };
}

class ScriptedProvider implements EmailProvider {
  readonly name = 'scripted';
  readonly sent: OutgoingEmail[] = [];
  constructor(public next: () => Promise<void> = async () => undefined) {}
  async send(email: OutgoingEmail) {
    await this.next();
    this.sent.push(email);
    return { providerMessageId: `srv-${this.sent.length}` };
  }
  async close() {}
}

const queued = (): EmailSend => ({
  id: 'send-1',
  organizationId: 'org-1',
  status: 'queued',
  providerMessageId: null,
  to: 'ada@example.test',
  templateId: 't-1',
  contactId: null,
  campaignId: null,
  subject: 'S',
  html: '<p>h</p>',
  text: null,
  error: null,
  createdAt: new Date(),
  updatedAt: new Date(),
});

/** The suppression list as delivery asks it: reasons by address, the category rule of the product. */
class ListedAddresses {
  readonly reasons = new Map<string, SuppressionReason>();
  async hardBounce() {}
  async blocking(_org: string, address: string, category: SendCategory) {
    const reason = this.reasons.get(address);
    return reason && blocks({ reason } as Suppression, category) ? { reason } : null;
  }
}

function setup(provider = new ScriptedProvider(), list = new ListedAddresses()) {
  const sends = new MemorySends();
  const attempts = new MemoryAttempts();
  const send = queued();
  const events: string[] = [];
  sends.rows.set(send.id, send);
  const settings = {
    from: 'x@rapport.test',
    messageIdDomain: 'rapport.test',
    maxAttempts: 3,
    sendTimeoutMs: 1_000,
    minRetryGapMs: 0,
  };
  const sut = new DeliveryService(
    sends as unknown as SendRepository,
    attempts,
    provider,
    settings,
    createLogger('test', 'silent'),
    // The status writes go straight to the repository; those that wrote would publish their event.
    {
      sendStatus: async (_org, id, status, write) => {
        const written = await write();
        if (written) events.push(`${status}:${id}`);
        return written;
      },
    },
    list,
  );
  return { sut, sends, attempts, send, provider, settings, list, events };
}
/** Attempt 1 of the send, finished: the provider took it as `srv-9`. */
const sentAttempt = (send: EmailSend): DeliveryAttempt => ({
  id: `${send.id}#1`,
  sendId: send.id,
  organizationId: send.organizationId,
  n: 1,
  state: 'sent',
  providerMessageId: 'srv-9',
  error: null,
  startedAt: new Date(),
  finishedAt: new Date(),
});
const options = { timeoutMs: 1_000, lastChance: false };
const transient = () => Promise.reject(new ProviderFailure('transient', '451 later'));

describe('DeliveryService', () => {
  it('when the provider accepts, then the record is sent with its id and the Message-ID comes from the send id', async () => {
    const { sut, send, provider, attempts } = setup();
    const { send: result, outcome } = await sut.attempt(send, options);
    expect(outcome).toBe('sent');
    expect(result).toMatchObject({ status: 'sent', providerMessageId: 'srv-1', error: null });
    expect(provider.sent[0]?.messageId).toBe('<send-1@rapport.test>');
    expect([...attempts.rows.values()]).toEqual([expect.objectContaining({ id: 'send-1#1', state: 'sent' })]);
  });

  it('when two processes attempt the same send at once, then the provider is called once', async () => {
    const { sut, send, provider } = setup();
    const outcomes = await Promise.all([sut.attempt(send, options), sut.attempt(send, options)]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['busy', 'sent']);
    expect(provider.sent).toHaveLength(1);
  });

  it('when an attempt of another process is in progress, then the send is busy until its lease runs out, then unknown and never sent again', async () => {
    const { sut, send, provider, attempts } = setup();
    const base = {
      sendId: send.id,
      organizationId: 'org-1',
      state: 'in_progress',
      providerMessageId: null,
      error: null,
      finishedAt: null,
    } as const;
    attempts.rows.set('send-1#1', { ...base, id: 'send-1#1', n: 1, startedAt: new Date() });
    expect((await sut.attempt(send, options)).outcome).toBe('busy');
    attempts.rows.set('send-1#1', {
      ...base,
      id: 'send-1#1',
      n: 1,
      startedAt: new Date(Date.now() - 60_000),
    });
    // Its process stopped between the claim and the record: the provider may have the message.
    const after = await sut.attempt(send, options);
    expect(after.outcome).toBe('unknown');
    expect(after.send.status).toBe('unknown');
    expect(after.send.error).toMatch(/delivery outcome unknown/);
    expect(provider.sent).toHaveLength(0);
    expect(attempts.rows.has('send-1#2')).toBe(false);
  });

  it('when the connection breaks after the provider may have taken the message, then the send is unknown and not retried', async () => {
    const broken = () =>
      Promise.reject(new ProviderFailure('transient', 'Connection closed unexpectedly', true));
    const { sut, send, provider } = setup(new ScriptedProvider(broken));
    const first = await sut.attempt(send, options);
    expect(first.outcome).toBe('unknown');
    expect(first.send.status).toBe('unknown');
    provider.next = async () => undefined;
    const job = { organizationId: 'org-1', sendId: send.id, scheduledAt: new Date().toISOString() };
    expect(await sut.deliverQueued(job)).toBe('unknown');
    expect(provider.sent).toHaveLength(0);
  });

  it('when the last attempt was sent but the record was not updated, then the record is repaired without sending', async () => {
    const { sut, send, provider, attempts } = setup();
    attempts.rows.set('send-1#1', sentAttempt(send));
    expect((await sut.attempt(send, options)).send).toMatchObject({
      status: 'sent',
      providerMessageId: 'srv-9',
    });
    expect(provider.sent).toHaveLength(0);
  });

  it('when the provider fails transiently, then the record stays queued with the reason, and the last attempt gives up', async () => {
    const { sut, send, sends } = setup(new ScriptedProvider(transient));
    expect(await sut.attempt(send, options)).toMatchObject({
      outcome: 'retry',
      send: { status: 'queued', error: '451 later' },
    });
    await sut.attempt(send, options);
    const last = await sut.attempt(send, options);
    expect(last).toMatchObject({
      outcome: 'failed',
      send: { status: 'failed', error: 'gave up after 3 attempts: 451 later' },
    });
    expect((await sut.attempt(sends.rows.get(send.id)!, options)).outcome).toBe('failed');
  });

  it('when the provider fails permanently, or no retry could be queued, then the record fails at once', async () => {
    const permanent = setup(
      new ScriptedProvider(() => Promise.reject(new ProviderFailure('permanent', '550 no'))),
    );
    expect((await permanent.sut.attempt(permanent.send, options)).send).toMatchObject({
      status: 'failed',
      error: '550 no',
    });
    const alone = setup(new ScriptedProvider(transient));
    expect((await alone.sut.attempt(alone.send, { ...options, lastChance: true })).send).toMatchObject({
      status: 'failed',
      error: '451 later (not retried: no retry could be queued)',
    });
  });

  it('when an attempt failed moments ago, then another job for the send waits for the backoff', async () => {
    const { sut, send, settings, provider } = setup(new ScriptedProvider(transient));
    settings.minRetryGapMs = 60_000;
    await sut.attempt(send, options);
    provider.next = async () => undefined;
    expect((await sut.attempt(send, options)).outcome).toBe('busy');
    expect(provider.sent).toHaveLength(0);
  });

  it('when a job finds no record, then it waits while the job is young and lets go after', async () => {
    const { sut, sends, provider } = setup();
    sends.rows.clear();
    const job = { organizationId: 'org-1', sendId: 'send-1' };
    expect(await sut.deliverQueued({ ...job, scheduledAt: new Date().toISOString() })).toBe('busy');
    expect(
      await sut.deliverQueued({ ...job, scheduledAt: new Date(Date.now() - 60_000).toISOString() }),
    ).toBe('gone');
    expect(provider.sent).toHaveLength(0);
  });

  it('when the address was suppressed after the send was queued, then its job sends nothing and the record says suppressed with the reason', async () => {
    const { sut, send, sends, provider, list } = setup(new ScriptedProvider(transient));
    await sut.attempt(send, options); // the inline attempt failed: the send waits for its job
    list.reasons.set(send.to, 'hard_bounce');
    provider.next = async () => undefined;
    const job = { organizationId: 'org-1', sendId: send.id, scheduledAt: new Date().toISOString() };
    expect(await sut.deliverQueued(job)).toBe('gone');
    expect(provider.sent).toHaveLength(0);
    expect(sends.rows.get(send.id)).toMatchObject({
      status: 'suppressed',
      suppressionReason: 'hard_bounce',
      error: 'not sent: the address was put on the suppression list (hard_bounce) before a retry',
    });
    expect(await sut.deliverQueued(job)).toBe('gone');
    expect(provider.sent).toHaveLength(0);
  });

  it('when an address unsubscribed after a send was queued, then a transactional send still goes and any other does not', async () => {
    const transactional = setup();
    transactional.list.reasons.set(transactional.send.to, 'unsubscribed');
    transactional.sends.rows.set(transactional.send.id, { ...transactional.send, category: 'transactional' });
    const job = { organizationId: 'org-1', sendId: 'send-1', scheduledAt: new Date().toISOString() };
    expect(await transactional.sut.deliverQueued(job)).toBe('sent');
    expect(transactional.provider.sent).toHaveLength(1);
    // A send recorded before sends had a category retries as marketing: unsubscribed stops it.
    const older = setup();
    older.list.reasons.set(older.send.to, 'unsubscribed');
    expect(await older.sut.deliverQueued(job)).toBe('gone');
    expect(older.provider.sent).toHaveLength(0);
  });

  it('when the inline attempt and a job both record the same sent attempt, then one of them writes the status and its event', async () => {
    const { sut, sends, send, provider, attempts, events } = setup();
    attempts.rows.set('send-1#1', sentAttempt(send));
    const job = { organizationId: 'org-1', sendId: send.id, scheduledAt: new Date().toISOString() };
    const [inline, queuedOutcome] = await Promise.all([sut.attempt(send, options), sut.deliverQueued(job)]);
    expect(inline).toMatchObject({ outcome: 'sent', send: { status: 'sent', providerMessageId: 'srv-9' } });
    expect(queuedOutcome).toBe('sent');
    expect(events).toEqual(['sent:send-1']);
    expect(sends.rows.get(send.id)?.status).toBe('sent');
    expect(provider.sent).toHaveLength(0);
  });

  it('when a job finds the send already final, then nothing is sent again', async () => {
    const { sut, sends, send, provider } = setup();
    sends.rows.set(send.id, { ...send, status: 'sent' });
    expect(
      await sut.deliverQueued({
        organizationId: 'org-1',
        sendId: send.id,
        scheduledAt: new Date().toISOString(),
      }),
    ).toBe('sent');
    expect(provider.sent).toHaveLength(0);
  });

  it('when a process died after claiming an attempt and before the provider call, then the next job sends it', async () => {
    const { sut, send, provider, attempts } = setup();
    attempts.put({ subject: send.id, n: 1, leaseUntil: new Date(Date.now() - 1), startedAt: null });
    const { send: result, outcome } = await sut.attempt(send, options);
    expect(outcome).toBe('sent');
    expect(result.status).toBe('sent');
    expect(provider.sent).toHaveLength(1);
    expect(attempts.rows.values()).toEqual([expect.objectContaining({ id: 'send-1#1', state: 'sent' })]);
  });
});
