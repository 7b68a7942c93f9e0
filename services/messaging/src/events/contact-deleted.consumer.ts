import type { Logger } from '@rapport/platform';
import { type ConsumerStarter, eventConsumer } from '@rapport/platform/amqp';
import { deleteContactMessages } from '../domain/contact-cleanup';

export const CONTACT_DELETED_QUEUE = 'messaging.contact-deleted';

/** `contact.deleted` (data `{ contactId }`) removes the person's messages. */
export function contactDeletedConsumer(
  repos: Parameters<typeof deleteContactMessages>[0],
  logger: Logger,
): ConsumerStarter {
  return eventConsumer(
    { queue: CONTACT_DELETED_QUEUE, type: 'contact.deleted', idField: 'contactId', logger },
    async (organizationId, contactId) => {
      const deleted = await deleteContactMessages(repos, organizationId, contactId);
      // Most people never had a message: only actual deletions are worth an info line.
      logger[deleted ? 'info' : 'debug']({ contactId, deleted }, 'messages of a deleted contact removed');
    },
  );
}
