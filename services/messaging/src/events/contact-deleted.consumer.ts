import { type Logger, type RunningConsumer, startEventConsumer } from '@rapport/platform';
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
  return startEventConsumer(
    connection,
    { queue: CONTACT_DELETED_QUEUE, type: 'contact.deleted', idField: 'contactId', logger },
    async (organizationId, contactId) => {
      const deleted = await deleteContactMessages(repos, organizationId, contactId);
      // Most people never had a message: only actual deletions are worth an info line.
      logger[deleted ? 'info' : 'debug']({ contactId, deleted }, 'messages of a deleted contact removed');
    },
  );
}
