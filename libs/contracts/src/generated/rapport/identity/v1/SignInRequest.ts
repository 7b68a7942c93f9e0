// Original file: rapport/identity/v1/identity.proto


export interface SignInRequest {
  'organizationSlug'?: (string);
  'email'?: (string);
  'password'?: (string);
}

export interface SignInRequest__Output {
  'organizationSlug': (string);
  'email': (string);
  'password': (string);
}
