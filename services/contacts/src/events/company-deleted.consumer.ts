import { type Logger, type RunningConsumer, startEventConsumer } from '@rapport/platform';
import type { ChannelModel } from 'amqplib';
import type { PeopleService } from '../domain/people.service';

export const COMPANY_DELETED_QUEUE = 'contacts.company-deleted';

/**
 * company.deleted (data `{ companyId }`): clears companyId on the organization's people. Idempotent:
 * a redelivery finds no one left to clear.
 */
export function companyDeletedConsumer(people: PeopleService, logger: Logger) {
  return (connection: ChannelModel): Promise<RunningConsumer> =>
    startEventConsumer(
      connection,
      { queue: COMPANY_DELETED_QUEUE, type: 'company.deleted', idField: 'companyId', logger },
      async (organizationId, companyId, event) => {
        const cleared = await people.clearCompany(organizationId, companyId);
        logger.info(
          { eventId: event.id, companyId, cleared },
          'company deleted: cleared companyId on people',
        );
      },
    );
}
