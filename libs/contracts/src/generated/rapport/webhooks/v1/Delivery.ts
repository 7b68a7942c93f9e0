// Original file: rapport/webhooks/v1/webhooks.proto

import type { DeliveryAttempt as _rapport_webhooks_v1_DeliveryAttempt, DeliveryAttempt__Output as _rapport_webhooks_v1_DeliveryAttempt__Output } from '../../../rapport/webhooks/v1/DeliveryAttempt';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface Delivery {
  'id'?: (string);
  'webhookId'?: (string);
  'eventId'?: (string);
  'eventType'?: (string);
  'status'?: (string);
  'attemptCount'?: (number);
  'statusCode'?: (number);
  'durationMs'?: (number);
  'error'?: (string);
  'nextAttemptAt'?: (string);
  'attempts'?: (_rapport_webhooks_v1_DeliveryAttempt)[];
  'event'?: (_google_protobuf_Struct | null);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  '_statusCode'?: "statusCode";
  '_durationMs'?: "durationMs";
  '_error'?: "error";
  '_nextAttemptAt'?: "nextAttemptAt";
}

export interface Delivery__Output {
  'id': (string);
  'webhookId': (string);
  'eventId': (string);
  'eventType': (string);
  'status': (string);
  'attemptCount': (number);
  'statusCode'?: (number);
  'durationMs'?: (number);
  'error'?: (string);
  'nextAttemptAt'?: (string);
  'attempts': (_rapport_webhooks_v1_DeliveryAttempt__Output)[];
  'event': (_google_protobuf_Struct__Output | null);
  'createdAt': (string);
  'updatedAt': (string);
  '_statusCode'?: "statusCode";
  '_durationMs'?: "durationMs";
  '_error'?: "error";
  '_nextAttemptAt'?: "nextAttemptAt";
}
