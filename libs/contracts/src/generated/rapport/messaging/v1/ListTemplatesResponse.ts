// Original file: rapport/messaging/v1/messaging.proto

import type { WhatsAppTemplate as _rapport_messaging_v1_WhatsAppTemplate, WhatsAppTemplate__Output as _rapport_messaging_v1_WhatsAppTemplate__Output } from '../../../rapport/messaging/v1/WhatsAppTemplate';

export interface ListTemplatesResponse {
  'data'?: (_rapport_messaging_v1_WhatsAppTemplate)[];
}

export interface ListTemplatesResponse__Output {
  'data': (_rapport_messaging_v1_WhatsAppTemplate__Output)[];
}
