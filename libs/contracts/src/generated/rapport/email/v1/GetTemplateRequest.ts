// Original file: rapport/email/v1/email.proto


export interface GetTemplateRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface GetTemplateRequest__Output {
  'organizationId': (string);
  'id': (string);
}
