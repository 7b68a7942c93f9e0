import type { Logger } from '@rapport/platform';
import { type ConsumerStarter, eventConsumer } from '@rapport/platform/amqp';
import type { PeopleService } from '../domain/people.service';

export const COMPANY_DELETED_QUEUE = 'contacts.company-deleted';

/**
 * company.deleted (data `{ companyId }`): clears companyId on the organization's people. Idempotent:
 * a redelivery finds no one left to clear.
 */
export function companyDeletedConsumer(people: PeopleService, logger: Logger): ConsumerStarter {
  return eventConsumer(
    { queue: COMPANY_DELETED_QUEUE, type: 'company.deleted', idField: 'companyId', logger },
    async (organizationId, companyId, event) => {
      const cleared = await people.clearCompany(organizationId, companyId);
      logger.info({ eventId: event.id, companyId, cleared }, 'company deleted: cleared companyId on people');
    },
  );
}
