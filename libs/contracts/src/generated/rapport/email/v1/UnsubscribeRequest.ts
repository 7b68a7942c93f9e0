// Original file: rapport/email/v1/email.proto


export interface UnsubscribeRequest {
  'token'?: (string);
  'confirmOnly'?: (boolean);
}

export interface UnsubscribeRequest__Output {
  'token': (string);
  'confirmOnly': (boolean);
}
