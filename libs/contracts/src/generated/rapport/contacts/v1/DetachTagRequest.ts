// Original file: rapport/contacts/v1/contacts.proto


export interface DetachTagRequest {
  'organizationId'?: (string);
  'personId'?: (string);
  'tagId'?: (string);
}

export interface DetachTagRequest__Output {
  'organizationId': (string);
  'personId': (string);
  'tagId': (string);
}
