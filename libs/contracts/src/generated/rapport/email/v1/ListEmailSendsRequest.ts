// Original file: rapport/email/v1/email.proto


export interface ListEmailSendsRequest {
  'organizationId'?: (string);
  'cursor'?: (string);
  'limit'?: (number);
  'contactId'?: (string);
  '_contactId'?: "contactId";
}

export interface ListEmailSendsRequest__Output {
  'organizationId': (string);
  'cursor': (string);
  'limit': (number);
  'contactId'?: (string);
  '_contactId'?: "contactId";
}
