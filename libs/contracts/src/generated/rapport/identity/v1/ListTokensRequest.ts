// Original file: rapport/identity/v1/identity.proto


export interface ListTokensRequest {
  'organizationSlug'?: (string);
}

export interface ListTokensRequest__Output {
  'organizationSlug': (string);
}
