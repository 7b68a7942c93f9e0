// Original file: rapport/contacts/v1/contacts.proto


export interface GetPersonRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface GetPersonRequest__Output {
  'organizationId': (string);
  'id': (string);
}
