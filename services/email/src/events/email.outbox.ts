import { createHash } from 'node:crypto';
import type {
  EventPublisher,
  Logger,
  Outbox,
  OutboxEntry,
  OutboxEvent,
  StagedEvent,
} from '@rapport/platform';
import { isDuplicateKey, OutboxRelay } from '@rapport/platform';
import type { CampaignOutcomeEvents, CampaignRepository } from '../campaigns/domain/campaign.ports';
import type { Campaign } from '../campaigns/domain/campaign.types';
import type {
  OutcomeEvents,
  SendRepository,
  SuppressionEvent,
  SuppressionEvents,
  SuppressionRepository,
} from '../domain/email.ports';
import type { EmailSend } from '../domain/email.types';

/**
 * Events of email outcomes on `rapport.events` (issue 16, for webhooks): `email.sent` and
 * `email.failed` when a transactional send ends so, `campaign.sent` when a campaign ends `sent`.
 * The use cases name them (OutcomeEvents, CampaignOutcomeEvents) around their status writes: the
 * event is staged in the outbox before the write and published after it; a crash in between leaves
 * it to the relay, which publishes it only if the status it reports is the stored one.
 */

const SEND_EVENTS: Partial<Record<EmailSend['status'], string>> = {
  sent: 'email.sent',
  failed: 'email.failed',
};

export const sendEventData = (send: EmailSend) => ({
  emailId: send.id,
  contactId: send.contactId,
  status: send.status,
  to: send.to,
  templateId: send.templateId,
  subject: send.subject,
  providerMessageId: send.providerMessageId,
  error: send.error,
  // The send's version right after the write that set its status (null: stored before versions).
  version: send.version ?? null,
});

export const campaignEventData = (campaign: Campaign) => ({
  campaignId: campaign.id,
  name: campaign.name,
  templateId: campaign.templateId,
  status: campaign.status,
  stats: campaign.stats,
  sentAt: campaign.sentAt?.toISOString() ?? null,
  version: campaign.version ?? null,
});

/** A UUID-shaped id derived from `key`: every writer of the same outcome stages the same event. */
function outcomeEventId(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * One id per campaign for its campaign.sent: workers that settle the same campaign at once stage one
 * entry (the second insert is refused), and consumers that see it twice dedupe on the id.
 */
export function campaignSentEventId(campaignId: string): string {
  return outcomeEventId(`campaign.sent:${campaignId}`);
}

/** One id per send and final status (email.sent, email.failed), for the same reason. */
export function sendStatusEventId(sendId: string, type: string): string {
  return outcomeEventId(`${type}:${sendId}`);
}

/** The outcome events of sends and campaigns through the service's outbox. */
export class OutboxOutcomeEvents implements OutcomeEvents, CampaignOutcomeEvents {
  constructor(private readonly outbox: Outbox) {}

  async sendStatus(
    organizationId: string,
    sendId: string,
    status: EmailSend['status'],
    write: () => Promise<EmailSend | null>,
  ): Promise<EmailSend | null> {
    const type = SEND_EVENTS[status];
    if (!type) return write();
    const event = { id: sendStatusEventId(sendId, type), type, organizationId, ref: { sendId, status } };
    return this.once(event, write, (updated) =>
      updated?.status === status && !updated.campaignId ? sendEventData(updated) : null,
    );
  }

  async campaignStatus(
    organizationId: string,
    campaignId: string,
    status: Campaign['status'],
    write: () => Promise<Campaign | null>,
  ): Promise<Campaign | null> {
    if (status !== 'sent') return write();
    const event = {
      id: campaignSentEventId(campaignId),
      type: 'campaign.sent',
      organizationId,
      ref: { campaignId, status: 'sent' },
    };
    return this.once(event, write, (updated) =>
      updated?.status === 'sent' ? campaignEventData(updated) : null,
    );
  }

  /**
   * The outbox's `around` for an event whose id is fixed by what it reports: when another writer of the
   * same outcome has it staged, the insert is refused and that writer's copy is the one published.
   */
  private async once<T>(
    event: OutboxEvent & { id: string },
    write: () => Promise<T>,
    dataOf: (result: T) => unknown,
  ): Promise<T> {
    let staged: StagedEvent | undefined;
    try {
      [staged] = await this.outbox.stage(event);
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const result = await write();
    if (staged) {
      const data = dataOf(result);
      if (data === null) await this.outbox.discard(staged);
      else await this.outbox.publish(staged, data);
    }
    return result;
  }
}

/** The suppression list's events (email.suppressed, email.unsubscribed, email.bounced, issue 28). */
export const SUPPRESSION_EVENT_TYPES = new Set(['email.suppressed', 'email.unsubscribed', 'email.bounced']);

/**
 * The suppression list's events through the service's outbox, staged with their data before the
 * write (one entry each, `ref.suppressionId`); published when the write happened, else discarded.
 */
export class OutboxSuppressionEvents implements SuppressionEvents {
  constructor(private readonly outbox: Outbox) {}

  async around<T>(
    organizationId: string,
    suppressionId: string,
    events: SuppressionEvent[],
    write: () => Promise<T>,
    happened: (result: T) => boolean,
  ): Promise<T> {
    const staged = await this.outbox.stage(
      ...events.map((event) => ({
        type: event.type,
        organizationId,
        ref: { suppressionId },
        data: event.data,
      })),
    );
    const result = await write();
    if (happened(result)) for (const event of staged) await this.outbox.publish(event);
    else await this.outbox.discard(...staged);
    return result;
  }
}

/** Publishes what a crash left staged, if it is (still) true. */
export function emailEventsRelay(
  store: ConstructorParameters<typeof OutboxRelay>[0],
  repos: {
    sends: Pick<SendRepository, 'findById'>;
    campaigns: Pick<CampaignRepository, 'findById'>;
    suppressions: Pick<SuppressionRepository, 'findById'>;
  },
  publisher: EventPublisher,
  logger: Logger,
): OutboxRelay {
  return OutboxRelay.forEvents(store, publisher, logger, {
    label: 'email events relay',
    resolve: async (entry: OutboxEntry) => {
      if (SUPPRESSION_EVENT_TYPES.has(entry.type)) {
        // True when the entry it is about exists (its write happened).
        const found = await repos.suppressions.findById(entry.organizationId, entry.ref.suppressionId ?? '');
        return found ? entry.data : null;
      }
      if (entry.type === 'campaign.sent') {
        const campaign = await repos.campaigns.findById(entry.organizationId, entry.ref.campaignId ?? '');
        return campaign?.status === 'sent' ? campaignEventData(campaign) : null;
      }
      const send = await repos.sends.findById(entry.organizationId, entry.ref.sendId ?? '');
      return send && !send.campaignId && send.status === entry.ref.status ? sendEventData(send) : null;
    },
  });
}

/** How long the relay leaves a staged event to its writer, and how often it looks. */
export const EMAIL_EVENTS_OUTBOX = { graceMs: 30_000, intervalMs: 5_000 };
