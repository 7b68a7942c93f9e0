import { COMPANY_LIMITS, companyCustomFieldsDepthProblems } from '@rapport/contracts';
import { z } from 'zod';
import { IdParams, listEnvelope, listOf, PageQuery } from './common';
import { CompanyRecord, toCompanyFields, toCompanyRecord } from './companies.mapper';
import { matchedOnHeader } from './matched-on';
import { defineRoute, type RouteSpec } from './route';

const TAG = 'Companies';
const text = (max: number) => z.string().max(max).nullable().optional();

/**
 * POST and PATCH body: the shape, with the limits of @rapport/contracts companies.rules for the
 * document. The companies service checks every rule (domain, customFields keys) and lists them all.
 */
export const CompanyBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(COMPANY_LIMITS.name)
      .optional()
      .meta({ description: 'Required when a company is created' }),
    domain: z.string().max(COMPANY_LIMITS.domain).nullable().optional().meta({
      description:
        'Upsert key. Stored normalized: lowercase, without scheme, user info, port, path, trailing dots or a leading www.',
    }),
    description: text(COMPANY_LIMITS.description),
    industry: text(COMPANY_LIMITS.text),
    size: text(COMPANY_LIMITS.text),
    website: text(COMPANY_LIMITS.website),
    city: text(COMPANY_LIMITS.text),
    state: text(COMPANY_LIMITS.text),
    country: text(COMPANY_LIMITS.text),
    categories: z
      .array(z.string().min(1).max(COMPANY_LIMITS.category))
      .max(COMPANY_LIMITS.categories)
      .nullable()
      .optional(),
    customFields: z
      .record(z.string(), z.unknown(), { error: 'customFields must be an object' })
      // Checked here: a body nested past protobuf's recursion limit cannot reach the service.
      .superRefine((value, ctx) => {
        for (const message of companyCustomFieldsDepthProblems(value)) {
          ctx.addIssue({ code: 'custom', message });
        }
      })
      .nullable()
      .optional()
      .meta({
        description:
          'Free-form JSON object, replaced as a whole; keys must not start with $ or contain a dot; null clears it',
      }),
  })
  .strict()
  .meta({ description: 'Any of the fields; null clears an optional field' });

const ListQuery = PageQuery.extend({
  domain: z.string().optional().meta({ description: 'Exact match on the normalized domain' }),
  search: z
    .string()
    .max(100)
    .optional()
    .meta({ description: 'Case-insensitive substring of name or domain' }),
});

const CompanyList = listOf(CompanyRecord);
const NOT_FOUND = { description: 'No such company in the organization' };

export const companiesRoutes: RouteSpec[] = [
  defineRoute({
    method: 'get',
    path: '/v1/companies',
    scope: 'companies:read',
    summary: 'List companies, newest first',
    tag: TAG,
    query: ListQuery,
    responses: { 200: { description: 'A page of companies', schema: CompanyList } },
    handler: async ({ query, call, clients }) => {
      const page = await clients.companies.listCompanies(call, query);
      return { status: 200, body: listEnvelope(page, toCompanyRecord) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/companies/:id',
    scope: 'companies:read',
    summary: 'Get one company',
    tag: TAG,
    params: IdParams,
    responses: { 200: { description: 'The company', schema: CompanyRecord }, 404: NOT_FOUND },
    handler: async ({ params, call, clients }) => {
      const company = await clients.companies.getCompany(call, { id: params.id });
      return { status: 200, body: toCompanyRecord(company) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/companies',
    scope: 'companies:write',
    summary: 'Create a company, or update the one with the same domain',
    tag: TAG,
    body: CompanyBody,
    responses: {
      200: { description: 'A company of the organization had this domain: updated', schema: CompanyRecord },
      201: {
        description: 'Created (no company had this domain, or no domain was given)',
        schema: CompanyRecord,
      },
      413: { description: 'Body larger than 1 MiB' },
    },
    handler: async ({ body, call, clients }) => {
      const res = await clients.companies.upsertCompany(call, { fields: toCompanyFields(body) });
      const company = toCompanyRecord(res.company);
      return res.created
        ? { status: 201, body: company, headers: { Location: `/v1/companies/${company.id}` } }
        : { status: 200, body: company, headers: matchedOnHeader(res.matchedOn) };
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/v1/companies/:id',
    scope: 'companies:write',
    summary: 'Update a company',
    tag: TAG,
    params: IdParams,
    body: CompanyBody,
    responses: {
      200: { description: 'The updated company', schema: CompanyRecord },
      404: NOT_FOUND,
      409: { description: 'Another company of the organization has this domain' },
      413: { description: 'Body larger than 1 MiB' },
    },
    handler: async ({ params, body, call, clients }) => {
      const company = await clients.companies.updateCompany(call, {
        id: params.id,
        fields: toCompanyFields(body),
      });
      return { status: 200, body: toCompanyRecord(company) };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/companies/:id',
    scope: 'companies:write',
    summary: 'Delete a company (emits company.deleted; people lose their companyId)',
    tag: TAG,
    params: IdParams,
    responses: { 204: { description: 'Deleted' }, 404: NOT_FOUND },
    handler: async ({ params, call, clients }) => {
      await clients.companies.deleteCompany(call, { id: params.id });
      return { status: 204 };
    },
  }),
];
