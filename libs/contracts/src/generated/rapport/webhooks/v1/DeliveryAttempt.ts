// Original file: rapport/webhooks/v1/webhooks.proto


export interface DeliveryAttempt {
  'number'?: (number);
  'statusCode'?: (number);
  'durationMs'?: (number);
  'error'?: (string);
  'startedAt'?: (string);
  'trigger'?: (string);
  '_statusCode'?: "statusCode";
  '_error'?: "error";
}

export interface DeliveryAttempt__Output {
  'number': (number);
  'statusCode'?: (number);
  'durationMs': (number);
  'error'?: (string);
  'startedAt': (string);
  'trigger': (string);
  '_statusCode'?: "statusCode";
  '_error'?: "error";
}
