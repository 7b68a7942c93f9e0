// Original file: rapport/messaging/v1/messaging.proto

import type { Message as _rapport_messaging_v1_Message, Message__Output as _rapport_messaging_v1_Message__Output } from '../../../rapport/messaging/v1/Message';

export interface SendMessageResponse {
  'message'?: (_rapport_messaging_v1_Message | null);
}

export interface SendMessageResponse__Output {
  'message': (_rapport_messaging_v1_Message__Output | null);
}
