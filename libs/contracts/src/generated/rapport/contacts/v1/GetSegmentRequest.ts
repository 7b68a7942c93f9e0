// Original file: rapport/contacts/v1/contacts.proto


export interface GetSegmentRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface GetSegmentRequest__Output {
  'organizationId': (string);
  'id': (string);
}
