// Original file: rapport/email/v1/email.proto


export interface ListSuppressionsRequest {
  'organizationId'?: (string);
  'cursor'?: (string);
  'limit'?: (number);
  'address'?: (string);
  '_address'?: "address";
}

export interface ListSuppressionsRequest__Output {
  'organizationId': (string);
  'cursor': (string);
  'limit': (number);
  'address'?: (string);
  '_address'?: "address";
}
