// Original file: rapport/companies/v1/companies.proto


export interface ListCompaniesRequest {
  'organizationId'?: (string);
  'cursor'?: (string);
  'limit'?: (number);
  'domain'?: (string);
  'search'?: (string);
  '_domain'?: "domain";
  '_search'?: "search";
}

export interface ListCompaniesRequest__Output {
  'organizationId': (string);
  'cursor': (string);
  'limit': (number);
  'domain'?: (string);
  'search'?: (string);
  '_domain'?: "domain";
  '_search'?: "search";
}
