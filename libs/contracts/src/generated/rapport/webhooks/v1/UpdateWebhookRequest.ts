// Original file: rapport/webhooks/v1/webhooks.proto


export interface UpdateWebhookRequest {
  'organizationId'?: (string);
  'id'?: (string);
  'url'?: (string);
  'events'?: (string)[];
  'hasEvents'?: (boolean);
  'description'?: (string);
  'status'?: (string);
  'clear'?: (string)[];
  '_url'?: "url";
  '_description'?: "description";
  '_status'?: "status";
}

export interface UpdateWebhookRequest__Output {
  'organizationId': (string);
  'id': (string);
  'url'?: (string);
  'events': (string)[];
  'hasEvents': (boolean);
  'description'?: (string);
  'status'?: (string);
  'clear': (string)[];
  '_url'?: "url";
  '_description'?: "description";
  '_status'?: "status";
}
