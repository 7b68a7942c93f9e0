// Original file: rapport/email/v1/email.proto


export interface ListTemplatesRequest {
  'organizationId'?: (string);
  'cursor'?: (string);
  'limit'?: (number);
}

export interface ListTemplatesRequest__Output {
  'organizationId': (string);
  'cursor': (string);
  'limit': (number);
}
