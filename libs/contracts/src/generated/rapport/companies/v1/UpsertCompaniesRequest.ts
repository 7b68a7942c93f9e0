// Original file: rapport/companies/v1/companies.proto

import type { CompanyFields as _rapport_companies_v1_CompanyFields, CompanyFields__Output as _rapport_companies_v1_CompanyFields__Output } from '../../../rapport/companies/v1/CompanyFields';

export interface UpsertCompaniesRequest {
  'organizationId'?: (string);
  'inputs'?: (_rapport_companies_v1_CompanyFields)[];
}

export interface UpsertCompaniesRequest__Output {
  'organizationId': (string);
  'inputs': (_rapport_companies_v1_CompanyFields__Output)[];
}
