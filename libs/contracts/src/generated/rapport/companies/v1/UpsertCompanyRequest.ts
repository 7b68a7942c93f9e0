// Original file: rapport/companies/v1/companies.proto

import type { CompanyFields as _rapport_companies_v1_CompanyFields, CompanyFields__Output as _rapport_companies_v1_CompanyFields__Output } from '../../../rapport/companies/v1/CompanyFields';

export interface UpsertCompanyRequest {
  'organizationId'?: (string);
  'fields'?: (_rapport_companies_v1_CompanyFields | null);
}

export interface UpsertCompanyRequest__Output {
  'organizationId': (string);
  'fields': (_rapport_companies_v1_CompanyFields__Output | null);
}
