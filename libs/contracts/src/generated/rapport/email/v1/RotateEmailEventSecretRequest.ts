// Original file: rapport/email/v1/email.proto


export interface RotateEmailEventSecretRequest {
  'organizationId'?: (string);
}

export interface RotateEmailEventSecretRequest__Output {
  'organizationId': (string);
}
