import type { DeleteCompanyResponse__Output } from '@rapport/contracts/src/generated/rapport/companies/v1/DeleteCompanyResponse';
import type { GetCompanyResponse__Output } from '@rapport/contracts/src/generated/rapport/companies/v1/GetCompanyResponse';
import type { ListCompaniesResponse__Output } from '@rapport/contracts/src/generated/rapport/companies/v1/ListCompaniesResponse';
import type { UpdateCompanyResponse__Output } from '@rapport/contracts/src/generated/rapport/companies/v1/UpdateCompanyResponse';
import type { UpsertCompanyResponse__Output } from '@rapport/contracts/src/generated/rapport/companies/v1/UpsertCompanyResponse';
import { unary } from '@rapport/platform';
import { z } from 'zod';
import { IdParams, listEnvelope, listOf, PageQuery } from './common';
import { CompanyRecord, customFieldsDepthIssues, toCompanyFields, toCompanyRecord } from './companies.mapper';
import { defineRoute, type RouteSpec } from './route';

const TAG = 'Companies';
const text = (max: number) => z.string().max(max).nullable().optional();

/** POST and PATCH body. Type rules here; the companies service checks domain and customFields keys. */
const CompanyBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .meta({ description: 'Required when a company is created' }),
    domain: z.string().max(2048).nullable().optional().meta({
      description:
        'Upsert key. Stored normalized: lowercase, without scheme, user info, port, path, trailing dots or a leading www.',
    }),
    description: text(5000),
    industry: text(200),
    size: text(200),
    website: text(2048),
    city: text(200),
    state: text(200),
    country: text(200),
    categories: z.array(z.string().min(1).max(100)).max(100).nullable().optional(),
    customFields: z
      .record(z.string(), z.unknown(), { error: 'customFields must be an object' })
      .superRefine((value, ctx) => {
        for (const message of customFieldsDepthIssues(value)) ctx.addIssue({ code: 'custom', message });
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
    handler: async ({ query, auth, call, clients }) => {
      const res = await unary<ListCompaniesResponse__Output>(call, (md, opts, cb) =>
        clients.companies.listCompanies(
          {
            organizationId: auth.organization.id,
            cursor: query.cursor ?? '',
            limit: query.limit ?? 0,
            domain: query.domain,
            search: query.search,
          },
          md,
          opts,
          cb,
        ),
      );
      return {
        status: 200,
        body: listEnvelope(res, toCompanyRecord),
      };
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
    handler: async ({ params, auth, call, clients }) => {
      const res = await unary<GetCompanyResponse__Output>(call, (md, opts, cb) =>
        clients.companies.getCompany({ organizationId: auth.organization.id, id: params.id }, md, opts, cb),
      );
      return { status: 200, body: toCompanyRecord(res.company!) };
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
    handler: async ({ body, auth, call, clients }) => {
      const res = await unary<UpsertCompanyResponse__Output>(call, (md, opts, cb) =>
        clients.companies.upsertCompany(
          { organizationId: auth.organization.id, fields: toCompanyFields(body) },
          md,
          opts,
          cb,
        ),
      );
      const company = toCompanyRecord(res.company!);
      return res.created
        ? { status: 201, body: company, headers: { Location: `/v1/companies/${company.id}` } }
        : { status: 200, body: company };
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
    handler: async ({ params, body, auth, call, clients }) => {
      const res = await unary<UpdateCompanyResponse__Output>(call, (md, opts, cb) =>
        clients.companies.updateCompany(
          { organizationId: auth.organization.id, id: params.id, fields: toCompanyFields(body) },
          md,
          opts,
          cb,
        ),
      );
      return { status: 200, body: toCompanyRecord(res.company!) };
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
    handler: async ({ params, auth, call, clients }) => {
      await unary<DeleteCompanyResponse__Output>(call, (md, opts, cb) =>
        clients.companies.deleteCompany(
          { organizationId: auth.organization.id, id: params.id },
          md,
          opts,
          cb,
        ),
      );
      return { status: 204 };
    },
  }),
];
