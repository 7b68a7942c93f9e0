// Original file: rapport/identity/v1/identity.proto


export interface TokenUse {
  'tokenId'?: (string);
  'at'?: (string);
  'clientIp'?: (string);
}

export interface TokenUse__Output {
  'tokenId': (string);
  'at': (string);
  'clientIp': (string);
}
