// Original file: rapport/companies/v1/companies.proto


export interface GetCompanyRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface GetCompanyRequest__Output {
  'organizationId': (string);
  'id': (string);
}
