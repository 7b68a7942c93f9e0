// Original file: rapport/email/v1/email.proto


export interface RotateEmailEventSecretResponse {
  'secret'?: (string);
  'createdAt'?: (string);
}

export interface RotateEmailEventSecretResponse__Output {
  'secret': (string);
  'createdAt': (string);
}
