// Original file: rapport/email/v1/email.proto


export interface SendPlatformEmailRequest {
  'to'?: (string);
  'subject'?: (string);
  'text'?: (string);
  'html'?: (string);
}

export interface SendPlatformEmailRequest__Output {
  'to': (string);
  'subject': (string);
  'text': (string);
  'html': (string);
}
