// Original file: rapport/messaging/v1/messaging.proto

import type { TemplateParameters as _rapport_messaging_v1_TemplateParameters, TemplateParameters__Output as _rapport_messaging_v1_TemplateParameters__Output } from '../../../rapport/messaging/v1/TemplateParameters';

export interface TemplateSend {
  'name'?: (string);
  'language'?: (string);
  'parameters'?: (_rapport_messaging_v1_TemplateParameters | null);
}

export interface TemplateSend__Output {
  'name': (string);
  'language': (string);
  'parameters': (_rapport_messaging_v1_TemplateParameters__Output | null);
}
