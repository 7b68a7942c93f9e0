// Original file: rapport/messaging/v1/messaging.proto

import type { Route as _rapport_messaging_v1_Route, Route__Output as _rapport_messaging_v1_Route__Output } from '../../../rapport/messaging/v1/Route';

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
  '_channelAccountId'?: "channelAccountId";
  '_whatsappInstanceId'?: "whatsappInstanceId";
  '_providerMessageId'?: "providerMessageId";
  '_error'?: "error";
  '_route'?: "route";
  '_tag'?: "tag";
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
  '_channelAccountId'?: "channelAccountId";
  '_whatsappInstanceId'?: "whatsappInstanceId";
  '_providerMessageId'?: "providerMessageId";
  '_error'?: "error";
  '_route'?: "route";
  '_tag'?: "tag";
}
