// Original file: rapport/contacts/v1/contacts.proto


export interface DeletePersonRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface DeletePersonRequest__Output {
  'organizationId': (string);
  'id': (string);
}
