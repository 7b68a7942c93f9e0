// Original file: rapport/messaging/v1/messaging.proto


export interface TemplateParameter {
  'name'?: (string);
  'type'?: (string);
  'maxLength'?: (number);
}

export interface TemplateParameter__Output {
  'name': (string);
  'type': (string);
  'maxLength': (number);
}
