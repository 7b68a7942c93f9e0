import { type Logger, type RunningConsumer, startEventConsumer } from '@rapport/platform';
import type { ChannelModel } from 'amqplib';
import type { RecipientRepository } from '../domain/campaign.types';
import type { SendsService } from '../domain/sends.service';

export const CONTACT_DELETED_QUEUE = 'email.contact-deleted';

/**
 * Deleting a person removes their send records and campaign recipient records (api-decisions);
 * both deletes match nothing the second time, so a redelivery is harmless. Campaigns that are
 * finished keep their final stats.
 */
export function startContactDeletedConsumer(
  connection: ChannelModel,
  stores: { sends: SendsService; recipients: Pick<RecipientRepository, 'deleteForPerson'> },
  logger: Logger,
): Promise<RunningConsumer> {
  return startEventConsumer(
    connection,
    { queue: CONTACT_DELETED_QUEUE, type: 'contact.deleted', idField: 'contactId', logger },
    async (organizationId, contactId) => {
      const recipients = await stores.recipients.deleteForPerson(organizationId, contactId);
      const sends = await stores.sends.forgetContact(organizationId, contactId);
      logger.info({ contactId, sends, recipients }, 'records of a deleted contact removed');
    },
  );
}
