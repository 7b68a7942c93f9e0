// Original file: rapport/email/v1/email.proto


export interface CreateTemplateRequest {
  'organizationId'?: (string);
  'name'?: (string);
  'subject'?: (string);
  'html'?: (string);
  'text'?: (string);
  '_text'?: "text";
}

export interface CreateTemplateRequest__Output {
  'organizationId': (string);
  'name': (string);
  'subject': (string);
  'html': (string);
  'text'?: (string);
  '_text'?: "text";
}
