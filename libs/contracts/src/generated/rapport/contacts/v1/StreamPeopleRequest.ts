// Original file: rapport/contacts/v1/contacts.proto


export interface StreamPeopleRequest {
  'organizationId'?: (string);
  'pageSize'?: (number);
  'tagIds'?: (string)[];
  'afterId'?: (string);
  'segmentId'?: (string);
  'newestFirst'?: (boolean);
  '_segmentId'?: "segmentId";
}

export interface StreamPeopleRequest__Output {
  'organizationId': (string);
  'pageSize': (number);
  'tagIds': (string)[];
  'afterId': (string);
  'segmentId'?: (string);
  'newestFirst': (boolean);
  '_segmentId'?: "segmentId";
}
