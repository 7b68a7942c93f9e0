// Original file: rapport/email/v1/email.proto


export interface CreateSuppressionRequest {
  'organizationId'?: (string);
  'address'?: (string);
  'reason'?: (string);
  'source'?: (string);
}

export interface CreateSuppressionRequest__Output {
  'organizationId': (string);
  'address': (string);
  'reason': (string);
  'source': (string);
}
