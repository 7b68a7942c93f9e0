// Original file: rapport/messaging/v1/messaging.proto

import type { Message as _rapport_messaging_v1_Message, Message__Output as _rapport_messaging_v1_Message__Output } from '../../../rapport/messaging/v1/Message';

export interface RecordInboundMessageResponse {
  'message'?: (_rapport_messaging_v1_Message | null);
  'created'?: (boolean);
}

export interface RecordInboundMessageResponse__Output {
  'message': (_rapport_messaging_v1_Message__Output | null);
  'created': (boolean);
}
