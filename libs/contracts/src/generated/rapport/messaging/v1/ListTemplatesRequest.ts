// Original file: rapport/messaging/v1/messaging.proto


export interface ListTemplatesRequest {
  'organizationId'?: (string);
  'whatsappInstanceId'?: (string);
  '_whatsappInstanceId'?: "whatsappInstanceId";
}

export interface ListTemplatesRequest__Output {
  'organizationId': (string);
  'whatsappInstanceId'?: (string);
  '_whatsappInstanceId'?: "whatsappInstanceId";
}
