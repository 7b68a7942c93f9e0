// Original file: rapport/identity/v1/identity.proto


export interface ListTokensRequest {
  'organizationSlug'?: (string);
  'actorUserId'?: (string);
  '_actorUserId'?: "actorUserId";
}

export interface ListTokensRequest__Output {
  'organizationSlug': (string);
  'actorUserId'?: (string);
  '_actorUserId'?: "actorUserId";
}
