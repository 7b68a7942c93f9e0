// Original file: rapport/email/v1/email.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface SendEmailRequest {
  'organizationId'?: (string);
  'templateId'?: (string);
  'contactId'?: (string);
  'vars'?: (_google_protobuf_Struct | null);
  'category'?: (string);
}

export interface SendEmailRequest__Output {
  'organizationId': (string);
  'templateId': (string);
  'contactId': (string);
  'vars': (_google_protobuf_Struct__Output | null);
  'category': (string);
}
