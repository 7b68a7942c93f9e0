// Original file: rapport/identity/v1/identity.proto


export interface SetPasswordRequest {
  'setupToken'?: (string);
  'password'?: (string);
}

export interface SetPasswordRequest__Output {
  'setupToken': (string);
  'password': (string);
}
