// Original file: rapport/companies/v1/companies.proto

import type { Company as _rapport_companies_v1_Company, Company__Output as _rapport_companies_v1_Company__Output } from '../../../rapport/companies/v1/Company';
import type { MatchedOn as _rapport_companies_v1_MatchedOn, MatchedOn__Output as _rapport_companies_v1_MatchedOn__Output } from '../../../rapport/companies/v1/MatchedOn';

export interface UpsertCompanyResponse {
  'company'?: (_rapport_companies_v1_Company | null);
  'created'?: (boolean);
  'matchedOn'?: (_rapport_companies_v1_MatchedOn);
}

export interface UpsertCompanyResponse__Output {
  'company': (_rapport_companies_v1_Company__Output | null);
  'created': (boolean);
  'matchedOn': (_rapport_companies_v1_MatchedOn__Output);
}
