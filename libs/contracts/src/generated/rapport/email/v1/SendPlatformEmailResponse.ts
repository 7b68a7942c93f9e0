// Original file: rapport/email/v1/email.proto


export interface SendPlatformEmailResponse {
  'sent'?: (boolean);
}

export interface SendPlatformEmailResponse__Output {
  'sent': (boolean);
}
