import type { ServiceHandlers } from '@rapport/contracts';
import { type Logger, unaryHandler } from '@rapport/platform';
import type { CompaniesService } from '../domain/companies.service';
import { toCompanyMessage, toPatch } from './companies.mapper';
import { toUpsertCompanyResponse, upsertCompaniesHandler } from './upsert-companies.handlers';

export function companiesHandlers(service: CompaniesService, logger: Logger): ServiceHandlers<'companies'> {
  return {
    ListCompanies: unaryHandler(logger, async (req) => {
      const page = await service.list({
        organizationId: req.organizationId,
        cursor: req.cursor,
        limit: req.limit,
        domain: req.domain,
        search: req.search,
      });
      return { data: page.data.map(toCompanyMessage), nextCursor: page.nextCursor };
    }),
    GetCompany: unaryHandler(logger, async (req) => ({
      company: toCompanyMessage(await service.get(req.organizationId, req.id)),
    })),
    UpsertCompany: unaryHandler(logger, async (req) => {
      return toUpsertCompanyResponse(await service.upsert(req.organizationId, toPatch(req.fields)));
    }),
    UpsertCompanies: upsertCompaniesHandler(service, logger),
    UpdateCompany: unaryHandler(logger, async (req) => ({
      company: toCompanyMessage(await service.update(req.organizationId, req.id, toPatch(req.fields))),
    })),
    DeleteCompany: unaryHandler(logger, async (req) => {
      await service.delete(req.organizationId, req.id);
      return {};
    }),
  };
}
