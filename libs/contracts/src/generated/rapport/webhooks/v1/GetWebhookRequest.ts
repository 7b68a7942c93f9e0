// Original file: rapport/webhooks/v1/webhooks.proto


export interface GetWebhookRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface GetWebhookRequest__Output {
  'organizationId': (string);
  'id': (string);
}
