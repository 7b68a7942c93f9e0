// Original file: rapport/companies/v1/companies.proto

import type { Company as _rapport_companies_v1_Company, Company__Output as _rapport_companies_v1_Company__Output } from '../../../rapport/companies/v1/Company';

export interface ListCompaniesResponse {
  'data'?: (_rapport_companies_v1_Company)[];
  'nextCursor'?: (string);
}

export interface ListCompaniesResponse__Output {
  'data': (_rapport_companies_v1_Company__Output)[];
  'nextCursor': (string);
}
