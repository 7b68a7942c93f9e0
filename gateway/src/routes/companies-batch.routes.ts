import { batchBody, batchResults, checkInputs, upsertBatch } from './batch';
import { CompanyRecord, toCompanyFields, toCompanyOutcome } from './companies.mapper';
import { CompanyBody } from './companies.routes';
import { defineRoute, type RouteSpec } from './route';

export const companiesBatchRoutes: RouteSpec[] = [
  defineRoute({
    method: 'post',
    path: '/v1/companies/batch',
    scope: 'companies:write',
    summary:
      'Upsert 1 to 100 companies in one call, each exactly as POST /v1/companies; one result per input, in order',
    tag: 'Companies',
    body: batchBody(CompanyBody),
    responses: {
      200: {
        description:
          'One result per input: {status 201|200, matchedOn domain|null, record} or {status, error}; a bad input fails only its own result',
        schema: batchResults(CompanyRecord, ['domain']),
      },
    },
    handler: async ({ call, clients, body }) => {
      const results = await upsertBatch(
        checkInputs(CompanyBody, body.inputs),
        toCompanyFields,
        async (inputs) =>
          (await clients.companies.upsertCompanies(call, { inputs })).results.map(toCompanyOutcome),
      );
      return { status: 200, body: { results } };
    },
  }),
];
