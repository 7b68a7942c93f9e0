// Original file: rapport/contacts/v1/contacts.proto


export interface InputError {
  'code'?: (number);
  'messages'?: (string)[];
}

export interface InputError__Output {
  'code': (number);
  'messages': (string)[];
}
