// Original file: rapport/identity/v1/identity.proto


export interface RevokeTokenRequest {
  'tokenId'?: (string);
  'actorUserId'?: (string);
  '_actorUserId'?: "actorUserId";
}

export interface RevokeTokenRequest__Output {
  'tokenId': (string);
  'actorUserId'?: (string);
  '_actorUserId'?: "actorUserId";
}
