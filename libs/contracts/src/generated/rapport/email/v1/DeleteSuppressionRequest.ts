// Original file: rapport/email/v1/email.proto


export interface DeleteSuppressionRequest {
  'organizationId'?: (string);
  'address'?: (string);
}

export interface DeleteSuppressionRequest__Output {
  'organizationId': (string);
  'address': (string);
}
