// Original file: rapport/companies/v1/companies.proto

import type { UpsertCompaniesResult as _rapport_companies_v1_UpsertCompaniesResult, UpsertCompaniesResult__Output as _rapport_companies_v1_UpsertCompaniesResult__Output } from '../../../rapport/companies/v1/UpsertCompaniesResult';

export interface UpsertCompaniesResponse {
  'results'?: (_rapport_companies_v1_UpsertCompaniesResult)[];
}

export interface UpsertCompaniesResponse__Output {
  'results': (_rapport_companies_v1_UpsertCompaniesResult__Output)[];
}
