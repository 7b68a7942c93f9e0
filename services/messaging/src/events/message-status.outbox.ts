import type { EventPublisher, Logger, Outbox, OutboxEntry, OutboxStore } from '@rapport/platform';
import { OutboxRelay } from '@rapport/platform';
import type { MessageCreatedEvents, MessageRepository, MessageStatusEvents } from '../domain/messaging.ports';
import type { Message, MessageRoute, MessageStatus } from '../domain/messaging.types';

/**
 * Status changes of outbound messages as events on `rapport.events` (issue 16, for webhooks):
 * `message.sent`, `message.delivered`, `message.read`, `message.failed`. The use cases name them
 * (MessageStatusEvents) around their status writes: the event is staged in the outbox before the write
 * and published after it; a crash in between leaves it to the relay, which publishes it only if the
 * message reached that status. `message.created` goes around the insert of every new message, outbound
 * or inbound, with the REST message record as its data.
 */

export const MESSAGE_CREATED = 'message.created';

/** The Message record of api-decisions (as the gateway answers it), the data of message.created. */
export function messageRecordOf(message: Message) {
  const whatsapp = message.channel === 'whatsapp';
  return {
    id: message.id,
    contactId: message.contactId,
    direction: message.direction,
    channel: message.channel,
    body: message.body,
    status: message.status,
    channelAccountId: whatsapp ? null : message.accountId,
    whatsappInstanceId: whatsapp ? message.accountId : null,
    providerMessageId: message.providerMessageId,
    error: message.error,
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
    route: message.route ? routeRecordOf(message.route) : null,
    tag: message.tag ?? null,
    template: message.template ?? null,
  };
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The record's `route`, as the gateway's RouteRecord spells it. */
function routeRecordOf(route: MessageRoute) {
  const whatsapp = route.channel === 'whatsapp';
  return {
    channel: route.channel,
    channelAccountId: whatsapp ? null : route.accountId,
    whatsappInstanceId: whatsapp ? route.accountId : null,
    rule: route.rule,
    window: {
      state: route.window.state,
      lastInboundAt: iso(route.window.lastInboundAt),
      openUntil: iso(route.window.openUntil),
      closedSince: iso(route.window.closedSince),
    },
    outsideWindow: route.outsideWindow,
  };
}

const EVENT_OF: Partial<Record<MessageStatus, string>> = {
  sent: 'message.sent',
  delivered: 'message.delivered',
  read: 'message.read',
  failed: 'message.failed',
};

/** Statuses a message passes on its way; `failed` and `unknown` stand apart. */
const PROGRESS: MessageStatus[] = ['queued', 'sent', 'delivered', 'read'];

/** Whether a message now `current` has been `reported` at some point. */
function reached(current: MessageStatus, reported: MessageStatus): boolean {
  if (current === reported) return true;
  const a = PROGRESS.indexOf(current);
  const b = PROGRESS.indexOf(reported);
  return a >= 0 && b >= 0 && a > b;
}

export const messageEventData = (message: Message, status: MessageStatus) => ({
  messageId: message.id,
  contactId: message.contactId,
  channel: message.channel,
  direction: message.direction,
  status,
  providerMessageId: message.providerMessageId,
  error: message.error,
  // The message's version right after the write that made the status true (null: stored before
  // versions); a receiver keeps the highest (docs/api.md, "Versions").
  version: message.version ?? null,
});

/** The data of message.created: the message record, and the version it was inserted with. */
const createdData = (message: Message) => ({ ...messageRecordOf(message), version: message.version ?? 1 });

/** How long the relay leaves a staged event to its writer, and how often it looks. */
export const MESSAGE_EVENTS_OUTBOX = { graceMs: 30_000, intervalMs: 5_000 };

/** MessageStatusEvents through the service's outbox; the event's data is the message as written. */
export class OutboxMessageStatusEvents implements MessageStatusEvents, MessageCreatedEvents {
  constructor(private readonly outbox: Outbox) {}

  async setOutcome(
    organizationId: string,
    id: string,
    status: MessageStatus,
    write: () => Promise<Message | null>,
  ): Promise<void> {
    const type = EVENT_OF[status];
    if (!type) {
      await write();
      return;
    }
    await this.outbox.around({ type, organizationId, ref: { messageId: id, status } }, write, (message) =>
      message ? messageEventData(message, status) : null,
    );
  }

  created(
    message: Message,
    insert: () => Promise<{ message: Message; created: boolean }>,
  ): Promise<{ message: Message; created: boolean }> {
    return this.outbox.around(
      { type: MESSAGE_CREATED, organizationId: message.organizationId, ref: { messageId: message.id } },
      insert,
      (result) => (result.created ? createdData(result.message) : null),
    );
  }
}

/** Publishes what a crash left staged, if the message reached that status. */
export function statusEventsRelay(
  store: Pick<OutboxStore, 'due' | 'remove' | 'postpone'>,
  messages: Pick<MessageRepository, 'findById'>,
  publisher: EventPublisher,
  logger: Logger,
): OutboxRelay {
  return OutboxRelay.forEvents(store, publisher, logger, {
    label: 'message events relay',
    resolve: async (entry: OutboxEntry) => {
      if (entry.type === MESSAGE_CREATED) {
        const created = await messages.findById(entry.organizationId, entry.ref.messageId ?? '');
        return created ? createdData(created) : null;
      }
      const status = entry.ref.status as MessageStatus;
      const message = await messages.findById(entry.organizationId, entry.ref.messageId ?? '');
      return message && reached(message.status, status) ? messageEventData(message, status) : null;
    },
  });
}
