// Original file: rapport/companies/v1/companies.proto

import type { UpsertCompanyResponse as _rapport_companies_v1_UpsertCompanyResponse, UpsertCompanyResponse__Output as _rapport_companies_v1_UpsertCompanyResponse__Output } from '../../../rapport/companies/v1/UpsertCompanyResponse';
import type { InputError as _rapport_companies_v1_InputError, InputError__Output as _rapport_companies_v1_InputError__Output } from '../../../rapport/companies/v1/InputError';

export interface UpsertCompaniesResult {
  'upserted'?: (_rapport_companies_v1_UpsertCompanyResponse | null);
  'error'?: (_rapport_companies_v1_InputError | null);
  'outcome'?: "upserted"|"error";
}

export interface UpsertCompaniesResult__Output {
  'upserted'?: (_rapport_companies_v1_UpsertCompanyResponse__Output | null);
  'error'?: (_rapport_companies_v1_InputError__Output | null);
  'outcome'?: "upserted"|"error";
}
