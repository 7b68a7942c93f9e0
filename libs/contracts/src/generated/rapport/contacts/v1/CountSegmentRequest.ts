// Original file: rapport/contacts/v1/contacts.proto


export interface CountSegmentRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface CountSegmentRequest__Output {
  'organizationId': (string);
  'id': (string);
}
