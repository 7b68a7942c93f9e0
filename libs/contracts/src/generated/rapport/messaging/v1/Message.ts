// Original file: rapport/messaging/v1/messaging.proto

import type { Route as _rapport_messaging_v1_Route, Route__Output as _rapport_messaging_v1_Route__Output } from '../../../rapport/messaging/v1/Route';
import type { TemplateSend as _rapport_messaging_v1_TemplateSend, TemplateSend__Output as _rapport_messaging_v1_TemplateSend__Output } from '../../../rapport/messaging/v1/TemplateSend';

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
  'route'?: (_rapport_messaging_v1_Route | null);
  'tag'?: (string);
  'template'?: (_rapport_messaging_v1_TemplateSend | null);
  '_channelAccountId'?: "channelAccountId";
  '_whatsappInstanceId'?: "whatsappInstanceId";
  '_providerMessageId'?: "providerMessageId";
  '_error'?: "error";
  '_route'?: "route";
  '_tag'?: "tag";
  '_template'?: "template";
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
  'route'?: (_rapport_messaging_v1_Route__Output | null);
  'tag'?: (string);
  'template'?: (_rapport_messaging_v1_TemplateSend__Output | null);
  '_channelAccountId'?: "channelAccountId";
  '_whatsappInstanceId'?: "whatsappInstanceId";
  '_providerMessageId'?: "providerMessageId";
  '_error'?: "error";
  '_route'?: "route";
  '_tag'?: "tag";
  '_template'?: "template";
}
