// Original file: rapport/email/v1/email.proto


export interface GetEmailSendRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface GetEmailSendRequest__Output {
  'organizationId': (string);
  'id': (string);
}
