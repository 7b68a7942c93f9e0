import { COMPANY_CLEAR_NAMES, type Input, type Output } from '@rapport/contracts';
import { fromStruct, invalid, toStruct } from '@rapport/platform';
import { type Company, type CompanyPatch, type CustomFields, TEXT_FIELDS } from '../domain/company.types';

type CompanyMessage = Input<'companies', 'Company'>;

export function toCompanyMessage(company: Company): CompanyMessage {
  const message: CompanyMessage = {
    id: company.id,
    organizationId: company.organizationId,
    name: company.name,
    categories: company.categories,
    customFields: toStruct(company.customFields) as CompanyMessage['customFields'],
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
  };
  if (company.domain !== null) message.domain = company.domain;
  for (const field of TEXT_FIELDS) {
    const value = company[field];
    if (value !== null) message[field] = value;
  }
  return message;
}

/**
 * `CompanyFields.clear` names (proto field names, as the gateway sends them) → patch keys; `name`
 * too, which the name rule then refuses.
 */
const CLEARABLE: Record<string, keyof CompanyPatch> = {
  name: 'name',
  ...Object.fromEntries(Object.entries(COMPANY_CLEAR_NAMES).map(([field, name]) => [name, field])),
};

/** CompanyFields → a patch: unset fields stay undefined, cleared ones become null. */
export function toPatch(fields: Output<'companies', 'CompanyFields'> | null | undefined): CompanyPatch {
  const patch: CompanyPatch = {};
  if (!fields) return patch;
  if (fields.name !== undefined) patch.name = fields.name;
  if (fields.domain !== undefined) patch.domain = fields.domain;
  for (const field of TEXT_FIELDS) {
    if (fields[field] !== undefined) patch[field] = fields[field];
  }
  if (fields.hasCategories) patch.categories = fields.categories;
  if (fields.customFields) patch.customFields = fromStruct(fields.customFields) as CustomFields;
  const unknown = fields.clear.filter((name) => !(name in CLEARABLE));
  if (unknown.length) throw invalid(unknown.map((name) => `clear names an unknown field: ${name}`));
  for (const name of fields.clear) {
    const field = CLEARABLE[name];
    if (field) (patch as Record<string, null>)[field] = null;
  }
  return patch;
}
