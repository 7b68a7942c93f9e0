// Original file: rapport/identity/v1/identity.proto


export interface VerifyTokenRequest {
  'token'?: (string);
  'clientIp'?: (string);
  'requiredScope'?: (string);
}

export interface VerifyTokenRequest__Output {
  'token': (string);
  'clientIp': (string);
  'requiredScope': (string);
}
