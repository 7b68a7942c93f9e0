import {
  COMPANY_CLEAR_NAMES,
  COMPANY_TEXT_FIELDS,
  type CompanyTextField,
  type Input,
  type Output,
} from '@rapport/contracts';
import { fromStruct, toStruct } from '@rapport/platform';
import { z } from 'zod';

type CompanyFields = Input<'companies', 'CompanyFields'>;

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

export function toCompanyRecord(company: Output<'companies', 'Company'>): CompanyRecord {
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
export type CompanyBodyInput = { [F in 'domain' | CompanyTextField]?: string | null } & {
  name?: string;
  categories?: string[] | null;
  customFields?: Record<string, unknown> | null;
};

/** REST body → CompanyFields: given fields are set, null ones are named in `clear`. */
export function toCompanyFields(body: CompanyBodyInput): CompanyFields {
  const clear: string[] = [];
  const fields: CompanyFields = { clear };
  if (body.name !== undefined) fields.name = body.name;
  for (const field of ['domain', ...COMPANY_TEXT_FIELDS] as const) {
    const value = body[field];
    if (value === null) clear.push(COMPANY_CLEAR_NAMES[field]);
    else if (value !== undefined) fields[field] = value;
  }
  if (body.categories === null) clear.push(COMPANY_CLEAR_NAMES.categories);
  else if (body.categories !== undefined) {
    fields.categories = body.categories;
    fields.hasCategories = true;
  }
  if (body.customFields === null) clear.push(COMPANY_CLEAR_NAMES.customFields);
  else if (body.customFields !== undefined) {
    fields.customFields = toStruct(body.customFields) as CompanyFields['customFields'];
  }
  return fields;
}

/** One result of UpsertCompanies, with the REST record of the company it upserted. */
export function toCompanyOutcome<U extends { company: Output<'companies', 'Company'> | null }>(result: {
  upserted?: U | null;
}) {
  return {
    ...result,
    record: result.upserted?.company ? toCompanyRecord(result.upserted.company) : undefined,
  };
}
