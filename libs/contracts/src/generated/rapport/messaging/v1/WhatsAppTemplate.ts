// Original file: rapport/messaging/v1/messaging.proto

import type { TemplateComponent as _rapport_messaging_v1_TemplateComponent, TemplateComponent__Output as _rapport_messaging_v1_TemplateComponent__Output } from '../../../rapport/messaging/v1/TemplateComponent';

export interface WhatsAppTemplate {
  'whatsappInstanceId'?: (string);
  'name'?: (string);
  'language'?: (string);
  'category'?: (string);
  'status'?: (string);
  'components'?: (_rapport_messaging_v1_TemplateComponent)[];
  'syncedAt'?: (string);
}

export interface WhatsAppTemplate__Output {
  'whatsappInstanceId': (string);
  'name': (string);
  'language': (string);
  'category': (string);
  'status': (string);
  'components': (_rapport_messaging_v1_TemplateComponent__Output)[];
  'syncedAt': (string);
}
