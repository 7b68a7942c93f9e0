// Original file: rapport/identity/v1/identity.proto


export interface GetOrganizationRequest {
  'organizationId'?: (string);
}

export interface GetOrganizationRequest__Output {
  'organizationId': (string);
}
