// Original file: rapport/companies/v1/companies.proto

import type { CompanyFields as _rapport_companies_v1_CompanyFields, CompanyFields__Output as _rapport_companies_v1_CompanyFields__Output } from '../../../rapport/companies/v1/CompanyFields';

export interface UpdateCompanyRequest {
  'organizationId'?: (string);
  'id'?: (string);
  'fields'?: (_rapport_companies_v1_CompanyFields | null);
}

export interface UpdateCompanyRequest__Output {
  'organizationId': (string);
  'id': (string);
  'fields': (_rapport_companies_v1_CompanyFields__Output | null);
}
