// Original file: rapport/webhooks/v1/webhooks.proto


export interface DeleteWebhookRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface DeleteWebhookRequest__Output {
  'organizationId': (string);
  'id': (string);
}
