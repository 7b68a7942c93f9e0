// Original file: rapport/contacts/v1/contacts.proto


export interface Tag {
  'id'?: (string);
  'name'?: (string);
  'color'?: (string);
  'createdAt'?: (string);
  'updatedAt'?: (string);
}

export interface Tag__Output {
  'id': (string);
  'name': (string);
  'color': (string);
  'createdAt': (string);
  'updatedAt': (string);
}
