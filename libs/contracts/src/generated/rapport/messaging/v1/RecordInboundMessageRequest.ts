// Original file: rapport/messaging/v1/messaging.proto


export interface RecordInboundMessageRequest {
  'organizationId'?: (string);
  'channelAccountId'?: (string);
  'channelUserId'?: (string);
  'body'?: (string);
  'providerMessageId'?: (string);
  'phone'?: (string);
  'name'?: (string);
  'sentAt'?: (string);
  '_phone'?: "phone";
  '_name'?: "name";
  '_sentAt'?: "sentAt";
}

export interface RecordInboundMessageRequest__Output {
  'organizationId': (string);
  'channelAccountId': (string);
  'channelUserId': (string);
  'body': (string);
  'providerMessageId': (string);
  'phone'?: (string);
  'name'?: (string);
  'sentAt'?: (string);
  '_phone'?: "phone";
  '_name'?: "name";
  '_sentAt'?: "sentAt";
}
