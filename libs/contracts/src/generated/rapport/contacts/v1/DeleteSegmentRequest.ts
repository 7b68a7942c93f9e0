// Original file: rapport/contacts/v1/contacts.proto


export interface DeleteSegmentRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface DeleteSegmentRequest__Output {
  'organizationId': (string);
  'id': (string);
}
