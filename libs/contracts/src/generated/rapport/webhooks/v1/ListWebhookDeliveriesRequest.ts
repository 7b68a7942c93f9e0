// Original file: rapport/webhooks/v1/webhooks.proto


export interface ListWebhookDeliveriesRequest {
  'organizationId'?: (string);
  'webhookId'?: (string);
  'cursor'?: (string);
  'limit'?: (number);
  'status'?: (string);
  '_status'?: "status";
}

export interface ListWebhookDeliveriesRequest__Output {
  'organizationId': (string);
  'webhookId': (string);
  'cursor': (string);
  'limit': (number);
  'status'?: (string);
  '_status'?: "status";
}
