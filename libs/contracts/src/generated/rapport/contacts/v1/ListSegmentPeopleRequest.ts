// Original file: rapport/contacts/v1/contacts.proto


export interface ListSegmentPeopleRequest {
  'organizationId'?: (string);
  'id'?: (string);
  'cursor'?: (string);
  'limit'?: (number);
}

export interface ListSegmentPeopleRequest__Output {
  'organizationId': (string);
  'id': (string);
  'cursor': (string);
  'limit': (number);
}
