// Original file: rapport/contacts/v1/contacts.proto


export interface CountSegmentResponse {
  'count'?: (number);
}

export interface CountSegmentResponse__Output {
  'count': (number);
}
