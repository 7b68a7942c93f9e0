import type { ServiceHandlers } from '@rapport/contracts';
import { type Logger, scopedHandler } from '@rapport/platform';
import type { CompaniesService } from '../domain/companies.service';
import { toCompanyMessage, toPatch } from './companies.mapper';
import { toUpsertCompanyResponse, upsertCompaniesHandler } from './upsert-companies.handlers';

export function companiesHandlers(service: CompaniesService, logger: Logger): ServiceHandlers<'companies'> {
  return {
    ListCompanies: scopedHandler(logger, async (organizationId, req) => {
      const page = await service.list({
        organizationId,
        cursor: req.cursor,
        limit: req.limit,
        domain: req.domain,
        search: req.search,
      });
      return { data: page.data.map(toCompanyMessage), nextCursor: page.nextCursor };
    }),
    GetCompany: scopedHandler(logger, async (organizationId, req) => ({
      company: toCompanyMessage(await service.get(organizationId, req.id)),
    })),
    UpsertCompany: scopedHandler(logger, async (organizationId, req) => {
      return toUpsertCompanyResponse(await service.upsert(organizationId, toPatch(req.fields)));
    }),
    UpsertCompanies: upsertCompaniesHandler(service, logger),
    UpdateCompany: scopedHandler(logger, async (organizationId, req) => ({
      company: toCompanyMessage(await service.update(organizationId, req.id, toPatch(req.fields))),
    })),
    DeleteCompany: scopedHandler(logger, async (organizationId, req) => {
      await service.delete(organizationId, req.id);
      return {};
    }),
  };
}
