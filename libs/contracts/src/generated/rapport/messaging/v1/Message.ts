// Original file: rapport/messaging/v1/messaging.proto


export interface Message {
  'id'?: (string);
  'organizationId'?: (string);
  'contactId'?: (string);
  'direction'?: (string);
  'channel'?: (string);
  'body'?: (string);
  'status'?: (string);
  'channelAccountId'?: (string);
  'whatsappInstanceId'?: (string);
  'providerMessageId'?: (string);
  'error'?: (string);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  '_channelAccountId'?: "channelAccountId";
  '_whatsappInstanceId'?: "whatsappInstanceId";
  '_providerMessageId'?: "providerMessageId";
  '_error'?: "error";
}

export interface Message__Output {
  'id': (string);
  'organizationId': (string);
  'contactId': (string);
  'direction': (string);
  'channel': (string);
  'body': (string);
  'status': (string);
  'channelAccountId'?: (string);
  'whatsappInstanceId'?: (string);
  'providerMessageId'?: (string);
  'error'?: (string);
  'createdAt': (string);
  'updatedAt': (string);
  '_channelAccountId'?: "channelAccountId";
  '_whatsappInstanceId'?: "whatsappInstanceId";
  '_providerMessageId'?: "providerMessageId";
  '_error'?: "error";
}
