// Original file: rapport/webhooks/v1/webhooks.proto


export interface RetryWebhookDeliveryRequest {
  'organizationId'?: (string);
  'webhookId'?: (string);
  'deliveryId'?: (string);
}

export interface RetryWebhookDeliveryRequest__Output {
  'organizationId': (string);
  'webhookId': (string);
  'deliveryId': (string);
}
