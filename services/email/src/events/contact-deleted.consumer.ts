import {
  EVENTS_EXCHANGE,
  type EventEnvelope,
  type Logger,
  PermanentError,
  type RunningConsumer,
  startConsumer,
} from '@rapport/platform';
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
  return startConsumer<EventEnvelope<{ contactId?: unknown }>>(
    connection,
    {
      queue: CONTACT_DELETED_QUEUE,
      bindings: [{ exchange: EVENTS_EXCHANGE, routingKey: 'contact.deleted' }],
      logger,
    },
    async (event) => {
      const contactId = event?.data?.contactId;
      if (typeof event?.organizationId !== 'string' || typeof contactId !== 'string') {
        throw new PermanentError('contact.deleted without organizationId or data.contactId');
      }
      const recipients = await stores.recipients.deleteForPerson(event.organizationId, contactId);
      const sends = await stores.sends.forgetContact(event.organizationId, contactId);
      logger.info({ contactId, sends, recipients }, 'records of a deleted contact removed');
    },
  );
}
