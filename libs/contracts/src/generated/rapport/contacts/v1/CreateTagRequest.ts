// Original file: rapport/contacts/v1/contacts.proto


export interface CreateTagRequest {
  'organizationId'?: (string);
  'name'?: (string);
  'color'?: (string);
  '_color'?: "color";
}

export interface CreateTagRequest__Output {
  'organizationId': (string);
  'name': (string);
  'color'?: (string);
  '_color'?: "color";
}
