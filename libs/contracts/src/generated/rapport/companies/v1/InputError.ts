// Original file: rapport/companies/v1/companies.proto


export interface InputError {
  'code'?: (number);
  'messages'?: (string)[];
}

export interface InputError__Output {
  'code': (number);
  'messages': (string)[];
}
