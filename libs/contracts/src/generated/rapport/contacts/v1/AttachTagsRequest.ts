// Original file: rapport/contacts/v1/contacts.proto


export interface AttachTagsRequest {
  'organizationId'?: (string);
  'personId'?: (string);
  'tagIds'?: (string)[];
}

export interface AttachTagsRequest__Output {
  'organizationId': (string);
  'personId': (string);
  'tagIds': (string)[];
}
