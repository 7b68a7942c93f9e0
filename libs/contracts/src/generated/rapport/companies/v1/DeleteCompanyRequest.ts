// Original file: rapport/companies/v1/companies.proto


export interface DeleteCompanyRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface DeleteCompanyRequest__Output {
  'organizationId': (string);
  'id': (string);
}
