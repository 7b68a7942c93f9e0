// Original file: rapport/webhooks/v1/webhooks.proto


export interface CreateWebhookRequest {
  'organizationId'?: (string);
  'url'?: (string);
  'events'?: (string)[];
  'description'?: (string);
  '_description'?: "description";
}

export interface CreateWebhookRequest__Output {
  'organizationId': (string);
  'url': (string);
  'events': (string)[];
  'description'?: (string);
  '_description'?: "description";
}
