// Original file: rapport/email/v1/email.proto


export interface RecordEmailEventsRequest {
  'organizationId'?: (string);
  'provider'?: (string);
  'body'?: (string);
  'signature'?: (string);
}

export interface RecordEmailEventsRequest__Output {
  'organizationId': (string);
  'provider': (string);
  'body': (string);
  'signature': (string);
}
