// Original file: rapport/messaging/v1/messaging.proto


export interface TemplateParameters {
  'header'?: (string)[];
  'body'?: (string)[];
}

export interface TemplateParameters__Output {
  'header': (string)[];
  'body': (string)[];
}
