import type { Outbox, OutboxEntry } from '@rapport/platform';
import type { CompanyEvents, CompanyRepository } from '../domain/companies.ports';
import { COMPANY_DELETED } from '../domain/company.types';

/**
 * CompanyEvents on the platform Outbox: company.deleted is staged before the delete, created and
 * updated right after their write (a crash in between loses that one event), each published with a
 * broker confirm and then removed.
 */
export function companyEvents(outbox: Outbox): CompanyEvents {
  return {
    stage: async (event) => {
      const { companyId } = event.data as { companyId?: string };
      await outbox.stage({ ...event, ref: companyId ? { companyId } : {} });
    },
    dispatch: (event) => outbox.publish(event),
    discard: (event) => outbox.discard(event),
  };
}

/**
 * For the relay: the saved data, except for a company.deleted whose company still exists, which
 * belongs to a delete that never happened and is dropped (null).
 */
export function resolveCompanyEvent(companies: Pick<CompanyRepository, 'findById'>) {
  return async (entry: OutboxEntry): Promise<unknown | null> => {
    if (entry.type !== COMPANY_DELETED) return entry.data;
    const companyId = entry.ref.companyId ?? (entry.data as { companyId?: string } | null)?.companyId;
    return companyId && (await companies.findById(entry.organizationId, companyId)) ? null : entry.data;
  };
}
