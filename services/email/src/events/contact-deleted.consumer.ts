import {
  EVENTS_EXCHANGE,
  type EventEnvelope,
  type Logger,
  PermanentError,
  type RunningConsumer,
  startConsumer,
} from '@rapport/platform';
import type { ChannelModel } from 'amqplib';
import type { SendsService } from '../domain/sends.service';

export const CONTACT_DELETED_QUEUE = 'email.contact-deleted';

/** Deleting a person removes their send records (api-decisions); redeliveries find nothing left. */
export function startContactDeletedConsumer(
  connection: ChannelModel,
  sends: SendsService,
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
      const removed = await sends.forgetContact(event.organizationId, contactId);
      logger.info({ contactId, removed }, 'send records of a deleted contact removed');
    },
  );
}
