// Original file: rapport/webhooks/v1/webhooks.proto


export interface RotateWebhookSecretRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface RotateWebhookSecretRequest__Output {
  'organizationId': (string);
  'id': (string);
}
