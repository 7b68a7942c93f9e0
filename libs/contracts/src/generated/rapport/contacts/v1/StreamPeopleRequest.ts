// Original file: rapport/contacts/v1/contacts.proto


export interface StreamPeopleRequest {
  'organizationId'?: (string);
  'pageSize'?: (number);
  'tagIds'?: (string)[];
  'afterId'?: (string);
}

export interface StreamPeopleRequest__Output {
  'organizationId': (string);
  'pageSize': (number);
  'tagIds': (string)[];
  'afterId': (string);
}
