import {
  EVENTS_EXCHANGE,
  type EventEnvelope,
  type Logger,
  PermanentError,
  type RunningConsumer,
  startConsumer,
} from '@rapport/platform';
import type { ChannelModel } from 'amqplib';
import type { PeopleService } from '../domain/people.service';

export const COMPANY_DELETED_QUEUE = 'contacts.company-deleted';

/**
 * company.deleted (data `{ companyId }`): clears companyId on the organization's people. Idempotent:
 * a redelivery finds no one left to clear.
 */
export function companyDeletedConsumer(people: PeopleService, logger: Logger) {
  return (connection: ChannelModel): Promise<RunningConsumer> =>
    startConsumer<EventEnvelope<{ companyId?: unknown }>>(
      connection,
      {
        queue: COMPANY_DELETED_QUEUE,
        bindings: [{ exchange: EVENTS_EXCHANGE, routingKey: 'company.deleted' }],
        logger,
      },
      async (event) => {
        const companyId = event?.data?.companyId;
        if (typeof event?.organizationId !== 'string' || typeof companyId !== 'string') {
          throw new PermanentError('company.deleted without organizationId or data.companyId');
        }
        const cleared = await people.clearCompany(event.organizationId, companyId);
        logger.info(
          { eventId: event.id, companyId, cleared },
          'company deleted: cleared companyId on people',
        );
      },
    );
}
