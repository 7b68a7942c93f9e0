// Original file: rapport/contacts/v1/contacts.proto


export interface ListTagsRequest {
  'organizationId'?: (string);
}

export interface ListTagsRequest__Output {
  'organizationId': (string);
}
