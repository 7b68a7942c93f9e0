import {
  EVENTS_EXCHANGE,
  type EventEnvelope,
  isUuid,
  type Logger,
  PermanentError,
  type RunningConsumer,
  startConsumer,
} from '@rapport/platform';
import type { ChannelModel } from 'amqplib';
import { deleteContactMessages } from '../domain/contact-cleanup';
import type { ClaimRepository, MessageRepository, StatusEventRepository } from '../domain/messaging.ports';

export const CONTACT_DELETED_QUEUE = 'messaging.contact-deleted';

/** `contact.deleted` (data `{ contactId }`) removes the person's messages. */
export function startContactDeletedConsumer(
  connection: ChannelModel,
  repos: { messages: MessageRepository; claims: ClaimRepository; statusEvents: StatusEventRepository },
  logger: Logger,
): Promise<RunningConsumer> {
  return startConsumer<EventEnvelope<{ contactId?: unknown }>>(
    connection,
    {
      queue: CONTACT_DELETED_QUEUE,
      bindings: [{ exchange: EVENTS_EXCHANGE, routingKey: 'contact.deleted' }],
      logger,
    },
    async (event) => {
      const contactId = event?.data?.contactId;
      if (!isUuid(event?.organizationId) || !isUuid(contactId)) {
        throw new PermanentError('contact.deleted without a valid organizationId and data.contactId');
      }
      const deleted = await deleteContactMessages(repos, event.organizationId, contactId);
      // Most people never had a message: only actual deletions are worth an info line.
      logger[deleted ? 'info' : 'debug']({ contactId, deleted }, 'messages of a deleted contact removed');
    },
  );
}
