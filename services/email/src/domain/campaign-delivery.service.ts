import { DomainError, type Logger } from '@rapport/platform';
import type {
  CampaignContent,
  CampaignRunRepository,
  DeliveryJob,
  Recipient,
  RecipientRepository,
} from './campaign.types';
import type { CampaignCompletion } from './campaign-completion';
import type { DeliveryService } from './delivery.service';
import type { ContactFields, EmailSend, SendRepository } from './email.types';
import { renderForSend } from './sends.service';
import { sendVariables } from './template-engine';
import type { RateLimiter } from './token-bucket';

/** gone: no such recipient (deleted with its person). retry: not finished, the queue tries again. */
export type RecipientOutcome = 'sent' | 'failed' | 'skipped' | 'gone' | 'retry';

const CONTENT_CACHE_SIZE = 100;

/**
 * Delivers one recipient of a campaign through the transactional machinery: the recipient's email
 * is an email send record (id fixed at fan-out, so any number of deliveries of the same recipient
 * find the same record) handed to DeliveryService, whose attempt claims make sure the provider is
 * called once per attempt and never again after a success.
 */
export class CampaignDeliveryService {
  /** The template snapshot of each campaign; it never changes once the campaign is sent. */
  private readonly contents = new Map<string, CampaignContent>();

  constructor(
    private readonly deps: {
      recipients: RecipientRepository;
      runs: CampaignRunRepository;
      sends: SendRepository;
      delivery: DeliveryService;
      completion: CampaignCompletion;
      limiter: RateLimiter;
      sendTimeoutMs: number;
      logger: Logger;
    },
  ) {}

  /**
   * Deliveries of each campaign in flight in this process. The completion check runs when the
   * count drops to zero: a delivery that finishes while a sibling is still in flight leaves the
   * check to that sibling, which checks after its own write (or, if this process dies, its
   * redelivery does). Under load that is a handful of checks per campaign instead of one per
   * recipient, each a scan on FerretDB. A delivery to retry checks later, when it is done.
   */
  private readonly inFlight = new Map<string, number>();

  async deliver(job: DeliveryJob): Promise<RecipientOutcome> {
    this.inFlight.set(job.campaignId, (this.inFlight.get(job.campaignId) ?? 0) + 1);
    let outcome: RecipientOutcome = 'retry';
    try {
      outcome = await this.outcomeOf(job);
    } finally {
      const left = (this.inFlight.get(job.campaignId) ?? 1) - 1;
      if (left) this.inFlight.set(job.campaignId, left);
      else this.inFlight.delete(job.campaignId);
      if (!left && outcome !== 'retry') await this.deps.completion.check(job.organizationId, job.campaignId);
    }
    return outcome;
  }

  private async outcomeOf(job: DeliveryJob): Promise<RecipientOutcome> {
    const recipient = await this.deps.recipients.findById(job.organizationId, job.recipientId);
    if (!recipient || recipient.campaignId !== job.campaignId || !recipient.email) return 'gone';
    // A recipient finished before still counts: its first delivery may have died before checking.
    return recipient.state === 'pending' ? this.attempt(recipient, job.contact) : recipient.state;
  }

  private async attempt(recipient: Recipient, contact: ContactFields): Promise<RecipientOutcome> {
    const record = await this.sendRecord(recipient, contact);
    if (record === null) return 'gone';
    if (typeof record === 'string') {
      await this.deps.recipients.finish(recipient.organizationId, recipient.id, {
        state: 'failed',
        error: record,
      });
      return 'failed';
    }
    let send = record.send;
    if (send.status === 'queued') {
      await this.deps.limiter.take();
      const result = await this.deps.delivery.attempt(send, {
        timeoutMs: this.deps.sendTimeoutMs,
        lastChance: false,
        fresh: record.fresh,
      });
      if (result.outcome === 'retry' || result.outcome === 'busy') return 'retry';
      send = result.send;
    }
    const state = send.status === 'sent' ? 'sent' : 'failed';
    await this.deps.recipients.finish(recipient.organizationId, recipient.id, { state, error: send.error });
    return state;
  }

  /**
   * The recipient's send record. The first delivery renders and inserts it (the id is fixed, so the
   * insert is a claim: `fresh`); a later one finds it. A string when the email cannot be rendered;
   * null when the campaign has no run (it cannot happen for a recipient the fan-out recorded).
   */
  private async sendRecord(
    recipient: Recipient,
    contact: ContactFields,
  ): Promise<{ send: EmailSend; fresh: boolean } | string | null> {
    const content = await this.content(recipient);
    if (!content) return null;
    let rendered: ReturnType<typeof renderForSend>;
    try {
      rendered = renderForSend(content, sendVariables(contact, {}));
    } catch (err) {
      if (err instanceof DomainError) return err.messages.join('; ');
      throw err;
    }
    const now = new Date();
    const send: EmailSend = {
      id: recipient.sendId,
      organizationId: recipient.organizationId,
      status: 'queued',
      providerMessageId: null,
      to: recipient.email!,
      templateId: content.templateId,
      contactId: recipient.personId,
      campaignId: recipient.campaignId,
      ...rendered,
      error: null,
      createdAt: now,
      updatedAt: now,
    };
    if (await this.deps.sends.tryInsert(send)) return { send, fresh: true };
    const existing = await this.deps.sends.findById(recipient.organizationId, send.id);
    return existing ? { send: existing, fresh: false } : null;
  }

  private async content(recipient: Recipient): Promise<CampaignContent | null> {
    const cached = this.contents.get(recipient.campaignId);
    if (cached) return cached;
    const run = await this.deps.runs.findRun(recipient.organizationId, recipient.campaignId);
    if (!run) return null;
    if (this.contents.size >= CONTENT_CACHE_SIZE) this.contents.delete(this.contents.keys().next().value!);
    this.contents.set(recipient.campaignId, run.content);
    return run.content;
  }
}
