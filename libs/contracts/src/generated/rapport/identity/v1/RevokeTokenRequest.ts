// Original file: rapport/identity/v1/identity.proto


export interface RevokeTokenRequest {
  'tokenId'?: (string);
}

export interface RevokeTokenRequest__Output {
  'tokenId': (string);
}
