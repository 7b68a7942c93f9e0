// Original file: rapport/webhooks/v1/webhooks.proto


export interface Webhook {
  'id'?: (string);
  'organizationId'?: (string);
  'url'?: (string);
  'events'?: (string)[];
  'description'?: (string);
  'status'?: (string);
  'disabledReason'?: (string);
  'disabledAt'?: (string);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  '_description'?: "description";
  '_disabledReason'?: "disabledReason";
  '_disabledAt'?: "disabledAt";
}

export interface Webhook__Output {
  'id': (string);
  'organizationId': (string);
  'url': (string);
  'events': (string)[];
  'description'?: (string);
  'status': (string);
  'disabledReason'?: (string);
  'disabledAt'?: (string);
  'createdAt': (string);
  'updatedAt': (string);
  '_description'?: "description";
  '_disabledReason'?: "disabledReason";
  '_disabledAt'?: "disabledAt";
}
