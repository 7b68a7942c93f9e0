import type { Logger } from '@rapport/platform';
import { type ConsumerStarter, eventConsumer } from '@rapport/platform/amqp';
import { deleteContactMessages } from '../domain/contact-cleanup';

/** `contact.deleted` (data `{ contactId }`) removes the person's messages; from `queue` (MESSAGING_CONTACT_DELETED_QUEUE). */
export function contactDeletedConsumer(
  queue: string,
  repos: Parameters<typeof deleteContactMessages>[0],
  logger: Logger,
): ConsumerStarter {
  return eventConsumer(
    { queue, type: 'contact.deleted', idField: 'contactId', logger },
    async (organizationId, contactId) => {
      const deleted = await deleteContactMessages(repos, organizationId, contactId);
      // Most people never had a message: only actual deletions are worth an info line.
      logger[deleted ? 'info' : 'debug']({ contactId, deleted }, 'messages of a deleted contact removed');
    },
  );
}
