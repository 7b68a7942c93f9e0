// Original file: rapport/email/v1/email.proto


export interface Suppression {
  'id'?: (string);
  'organizationId'?: (string);
  'address'?: (string);
  'reason'?: (string);
  'source'?: (string);
  'createdAt'?: (string);
  'updatedAt'?: (string);
}

export interface Suppression__Output {
  'id': (string);
  'organizationId': (string);
  'address': (string);
  'reason': (string);
  'source': (string);
  'createdAt': (string);
  'updatedAt': (string);
}
