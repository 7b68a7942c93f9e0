// Original file: rapport/email/v1/email.proto


export interface DeleteTemplateRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface DeleteTemplateRequest__Output {
  'organizationId': (string);
  'id': (string);
}
