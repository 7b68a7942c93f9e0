// Original file: rapport/companies/v1/companies.proto

import type { Company as _rapport_companies_v1_Company, Company__Output as _rapport_companies_v1_Company__Output } from '../../../rapport/companies/v1/Company';

export interface UpdateCompanyResponse {
  'company'?: (_rapport_companies_v1_Company | null);
}

export interface UpdateCompanyResponse__Output {
  'company': (_rapport_companies_v1_Company__Output | null);
}
