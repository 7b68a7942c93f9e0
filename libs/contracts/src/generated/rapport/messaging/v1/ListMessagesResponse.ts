// Original file: rapport/messaging/v1/messaging.proto

import type { Message as _rapport_messaging_v1_Message, Message__Output as _rapport_messaging_v1_Message__Output } from '../../../rapport/messaging/v1/Message';

export interface ListMessagesResponse {
  'data'?: (_rapport_messaging_v1_Message)[];
  'nextCursor'?: (string);
}

export interface ListMessagesResponse__Output {
  'data': (_rapport_messaging_v1_Message__Output)[];
  'nextCursor': (string);
}
