// Original file: rapport/email/v1/email.proto


export interface UpdateTemplateRequest {
  'organizationId'?: (string);
  'id'?: (string);
  'name'?: (string);
  'subject'?: (string);
  'html'?: (string);
  'text'?: (string);
  'clear'?: (string)[];
  '_name'?: "name";
  '_subject'?: "subject";
  '_html'?: "html";
  '_text'?: "text";
}

export interface UpdateTemplateRequest__Output {
  'organizationId': (string);
  'id': (string);
  'name'?: (string);
  'subject'?: (string);
  'html'?: (string);
  'text'?: (string);
  'clear': (string)[];
  '_name'?: "name";
  '_subject'?: "subject";
  '_html'?: "html";
  '_text'?: "text";
}
