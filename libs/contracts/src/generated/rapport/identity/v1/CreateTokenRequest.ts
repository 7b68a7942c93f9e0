// Original file: rapport/identity/v1/identity.proto


export interface CreateTokenRequest {
  'organizationSlug'?: (string);
  'name'?: (string);
  'scopes'?: (string)[];
  'expiresAt'?: (string);
  'actorUserId'?: (string);
  '_expiresAt'?: "expiresAt";
  '_actorUserId'?: "actorUserId";
}

export interface CreateTokenRequest__Output {
  'organizationSlug': (string);
  'name': (string);
  'scopes': (string)[];
  'expiresAt'?: (string);
  'actorUserId'?: (string);
  '_expiresAt'?: "expiresAt";
  '_actorUserId'?: "actorUserId";
}
