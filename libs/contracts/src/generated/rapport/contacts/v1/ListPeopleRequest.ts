// Original file: rapport/contacts/v1/contacts.proto


export interface ListPeopleRequest {
  'organizationId'?: (string);
  'cursor'?: (string);
  'limit'?: (number);
  'email'?: (string);
  'phone'?: (string);
  'companyId'?: (string);
  'tagIds'?: (string)[];
  '_email'?: "email";
  '_phone'?: "phone";
  '_companyId'?: "companyId";
}

export interface ListPeopleRequest__Output {
  'organizationId': (string);
  'cursor': (string);
  'limit': (number);
  'email'?: (string);
  'phone'?: (string);
  'companyId'?: (string);
  'tagIds': (string)[];
  '_email'?: "email";
  '_phone'?: "phone";
  '_companyId'?: "companyId";
}
