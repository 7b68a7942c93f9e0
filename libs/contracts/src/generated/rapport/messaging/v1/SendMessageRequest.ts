// Original file: rapport/messaging/v1/messaging.proto

import type { TemplateSend as _rapport_messaging_v1_TemplateSend, TemplateSend__Output as _rapport_messaging_v1_TemplateSend__Output } from '../../../rapport/messaging/v1/TemplateSend';

export interface SendMessageRequest {
  'organizationId'?: (string);
  'contactId'?: (string);
  'body'?: (string);
  'channelAccountId'?: (string);
  'whatsappInstanceId'?: (string);
  'outsideWindow'?: (string);
  'tag'?: (string);
  'template'?: (_rapport_messaging_v1_TemplateSend | null);
  '_channelAccountId'?: "channelAccountId";
  '_whatsappInstanceId'?: "whatsappInstanceId";
  '_outsideWindow'?: "outsideWindow";
  '_tag'?: "tag";
  '_template'?: "template";
}

export interface SendMessageRequest__Output {
  'organizationId': (string);
  'contactId': (string);
  'body': (string);
  'channelAccountId'?: (string);
  'whatsappInstanceId'?: (string);
  'outsideWindow'?: (string);
  'tag'?: (string);
  'template'?: (_rapport_messaging_v1_TemplateSend__Output | null);
  '_channelAccountId'?: "channelAccountId";
  '_whatsappInstanceId'?: "whatsappInstanceId";
  '_outsideWindow'?: "outsideWindow";
  '_tag'?: "tag";
  '_template'?: "template";
}
