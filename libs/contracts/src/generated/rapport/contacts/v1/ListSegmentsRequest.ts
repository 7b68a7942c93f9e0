// Original file: rapport/contacts/v1/contacts.proto


export interface ListSegmentsRequest {
  'organizationId'?: (string);
  'cursor'?: (string);
  'limit'?: (number);
}

export interface ListSegmentsRequest__Output {
  'organizationId': (string);
  'cursor': (string);
  'limit': (number);
}
