// Original file: rapport/messaging/v1/messaging.proto

import type { TemplateParameter as _rapport_messaging_v1_TemplateParameter, TemplateParameter__Output as _rapport_messaging_v1_TemplateParameter__Output } from '../../../rapport/messaging/v1/TemplateParameter';

export interface TemplateComponent {
  'type'?: (string);
  'format'?: (string);
  'text'?: (string);
  'parameters'?: (_rapport_messaging_v1_TemplateParameter)[];
  '_format'?: "format";
  '_text'?: "text";
}

export interface TemplateComponent__Output {
  'type': (string);
  'format'?: (string);
  'text'?: (string);
  'parameters': (_rapport_messaging_v1_TemplateParameter__Output)[];
  '_format'?: "format";
  '_text'?: "text";
}
