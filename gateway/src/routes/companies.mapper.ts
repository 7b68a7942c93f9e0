import type { Company__Output } from '@rapport/contracts/src/generated/rapport/companies/v1/Company';
import type { CompanyFields } from '@rapport/contracts/src/generated/rapport/companies/v1/CompanyFields';
import { fromStruct, toStruct } from '@rapport/platform';
import { z } from 'zod';

/** The companies service's depth limit of customFields (services/companies company.rules LIMITS). */
const CUSTOM_FIELDS_DEPTH = 10;

/**
 * The depth rule only, checked before the gRPC call: a Struct nested ~35 JSON levels is past
 * protobuf's recursion limit and cannot reach the service at all (it failed as a 500). The
 * service checks every other customFields rule, with the same message for this one. The walk stops
 * at the limit, so a body nested thousands of levels costs nothing.
 */
export function customFieldsDepthIssues(value: unknown): string[] {
  const tooDeep = (node: unknown, depth: number): boolean => {
    if (node === null || typeof node !== 'object') return false;
    if (depth > CUSTOM_FIELDS_DEPTH) return true;
    return Object.values(node).some((child) => tooDeep(child, depth + 1));
  };
  return tooDeep(value, 1)
    ? [`customFields must not be nested more than ${CUSTOM_FIELDS_DEPTH} levels deep`]
    : [];
}

const TEXT_FIELDS = ['description', 'industry', 'size', 'website', 'city', 'state', 'country'] as const;

/** The Company record of api-decisions: absent strings are null, categories [] and customFields {}. */
export const CompanyRecord = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string().nullable().meta({ description: 'Normalized domain (lowercase, no scheme, no www.)' }),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  website: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  categories: z.array(z.string()),
  customFields: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyRecord = z.infer<typeof CompanyRecord>;

export function toCompanyRecord(company: Company__Output): CompanyRecord {
  return {
    id: company.id,
    name: company.name ?? '',
    domain: company.domain ?? null,
    description: company.description ?? null,
    industry: company.industry ?? null,
    size: company.size ?? null,
    website: company.website ?? null,
    city: company.city ?? null,
    state: company.state ?? null,
    country: company.country ?? null,
    categories: company.categories,
    customFields: fromStruct(company.customFields),
    createdAt: company.createdAt,
    updatedAt: company.updatedAt,
  };
}

/** A validated REST body (POST or PATCH); null clears a field. */
export interface CompanyBodyInput {
  name?: string;
  domain?: string | null;
  description?: string | null;
  industry?: string | null;
  size?: string | null;
  website?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  categories?: string[] | null;
  customFields?: Record<string, unknown> | null;
}

/** REST body → CompanyFields: given fields are set, null ones are named in `clear`. */
export function toCompanyFields(body: CompanyBodyInput): CompanyFields {
  const fields: CompanyFields = { clear: [] };
  const clear = fields.clear!;
  if (body.name !== undefined) fields.name = body.name;
  for (const field of ['domain', ...TEXT_FIELDS] as const) {
    const value = body[field];
    if (value === null) clear.push(field);
    else if (value !== undefined) fields[field] = value;
  }
  if (body.categories === null) clear.push('categories');
  else if (body.categories !== undefined) {
    fields.categories = body.categories;
    fields.hasCategories = true;
  }
  if (body.customFields === null) clear.push('custom_fields');
  else if (body.customFields !== undefined) {
    fields.customFields = toStruct(body.customFields) as CompanyFields['customFields'];
  }
  return fields;
}
