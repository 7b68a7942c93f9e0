// Original file: rapport/messaging/v1/messaging.proto


export interface SendMessageRequest {
  'organizationId'?: (string);
  'contactId'?: (string);
  'body'?: (string);
  'channelAccountId'?: (string);
  'whatsappInstanceId'?: (string);
  'outsideWindow'?: (string);
  'tag'?: (string);
  '_channelAccountId'?: "channelAccountId";
  '_whatsappInstanceId'?: "whatsappInstanceId";
  '_outsideWindow'?: "outsideWindow";
  '_tag'?: "tag";
}

export interface SendMessageRequest__Output {
  'organizationId': (string);
  'contactId': (string);
  'body': (string);
  'channelAccountId'?: (string);
  'whatsappInstanceId'?: (string);
  'outsideWindow'?: (string);
  'tag'?: (string);
  '_channelAccountId'?: "channelAccountId";
  '_whatsappInstanceId'?: "whatsappInstanceId";
  '_outsideWindow'?: "outsideWindow";
  '_tag'?: "tag";
}
