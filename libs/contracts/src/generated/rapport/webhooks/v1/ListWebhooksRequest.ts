// Original file: rapport/webhooks/v1/webhooks.proto


export interface ListWebhooksRequest {
  'organizationId'?: (string);
  'cursor'?: (string);
  'limit'?: (number);
}

export interface ListWebhooksRequest__Output {
  'organizationId': (string);
  'cursor': (string);
  'limit': (number);
}
