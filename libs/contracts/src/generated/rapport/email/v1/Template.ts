// Original file: rapport/email/v1/email.proto


export interface Template {
  'id'?: (string);
  'organizationId'?: (string);
  'name'?: (string);
  'subject'?: (string);
  'html'?: (string);
  'text'?: (string);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  '_text'?: "text";
}

export interface Template__Output {
  'id': (string);
  'organizationId': (string);
  'name': (string);
  'subject': (string);
  'html': (string);
  'text'?: (string);
  'createdAt': (string);
  'updatedAt': (string);
  '_text'?: "text";
}
