import type { Logger } from '@rapport/platform';
import { type ConsumerStarter, eventConsumer } from '@rapport/platform/amqp';
import type { RecipientRepository } from '../campaigns/domain/campaign.ports';
import type { SendsService } from '../domain/sends.service';

/**
 * Deleting a person removes their send records and campaign recipient records (api-decisions), from
 * `queue` (EMAIL_CONTACT_DELETED_QUEUE);
 * both deletes match nothing the second time, so a redelivery is harmless. Campaigns that are
 * finished keep their final stats.
 */
export function contactDeletedConsumer(
  queue: string,
  stores: { sends: SendsService; recipients: Pick<RecipientRepository, 'deleteForPerson'> },
  logger: Logger,
): ConsumerStarter {
  return eventConsumer(
    { queue, type: 'contact.deleted', idField: 'contactId', logger },
    async (organizationId, contactId) => {
      const recipients = await stores.recipients.deleteForPerson(organizationId, contactId);
      const sends = await stores.sends.forgetContact(organizationId, contactId);
      logger.info({ contactId, sends, recipients }, 'records of a deleted contact removed');
    },
  );
}
