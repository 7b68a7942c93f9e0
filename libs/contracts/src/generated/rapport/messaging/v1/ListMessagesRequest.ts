// Original file: rapport/messaging/v1/messaging.proto


export interface ListMessagesRequest {
  'organizationId'?: (string);
  'contactId'?: (string);
  'cursor'?: (string);
  'limit'?: (number);
}

export interface ListMessagesRequest__Output {
  'organizationId': (string);
  'contactId': (string);
  'cursor': (string);
  'limit': (number);
}
