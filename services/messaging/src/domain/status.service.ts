import type { MessageRepository, MessageStatusEvents, StatusEventRepository } from './messaging.ports';
import type { ChannelAccount, Message, StatusEvent } from './messaging.types';
import { resolveStatus } from './status.rules';

const MAX_REFRESH_ROUNDS = 5;

/**
 * Provider status reports (webhooks) are stored as records of their own, one per
 * (account, provider message id, status), and the message's status is derived from them. FerretDB's
 * updates are read-then-write, so two reports handled at once could otherwise leave the older status;
 * deriving and re-checking after each write converges on the furthest one. A report that arrives
 * before the worker stored the provider's id waits in its record until the worker refreshes.
 */
export class StatusService {
  constructor(
    private readonly messages: MessageRepository,
    private readonly events: StatusEventRepository,
    private readonly statusEvents: MessageStatusEvents,
  ) {}

  async applyReport(
    account: ChannelAccount,
    report: Pick<StatusEvent, 'providerMessageId' | 'status' | 'error'>,
  ): Promise<void> {
    await this.events.record({
      ...report,
      accountId: account.id,
      organizationId: account.organizationId,
      at: new Date(),
    });
    const message = await this.messages.findByProviderMessageId(
      account.organizationId,
      account.id,
      report.providerMessageId,
    );
    if (message && message.direction === 'outbound') await this.refresh(message);
  }

  /** Messenger read/delivery watermarks: every outbound message to that person up to the time. */
  async applyWatermark(
    account: ChannelAccount,
    contactAddress: string,
    status: 'delivered' | 'read',
    until: Date,
  ): Promise<void> {
    const messages = await this.messages.findOutboundTo(
      account.organizationId,
      account.id,
      contactAddress,
      until,
    );
    for (const message of messages) {
      if (!message.providerMessageId) continue;
      await this.applyReport(account, { providerMessageId: message.providerMessageId, status, error: null });
    }
  }

  /** Writes the derived status until a fresh read agrees with it. */
  async refresh(message: Message): Promise<void> {
    let current: Message | null = message;
    for (let round = 0; current?.providerMessageId && round < MAX_REFRESH_ROUNDS; round++) {
      const events = await this.events.list(
        current.organizationId,
        current.accountId,
        current.providerMessageId,
      );
      const target = resolveStatus(current, events);
      if (target.status === current.status) return;
      const { organizationId, id } = current;
      // message.delivered / .read / .failed go out with the status.
      await this.statusEvents.setOutcome(organizationId, id, target.status, () =>
        this.messages.setOutcome(organizationId, id, target),
      );
      current = await this.messages.findById(current.organizationId, current.id);
    }
  }
}
