// Original file: rapport/email/v1/email.proto


export interface RecordEmailEventsResponse {
  'suppressed'?: (number);
  'ignored'?: (number);
}

export interface RecordEmailEventsResponse__Output {
  'suppressed': (number);
  'ignored': (number);
}
