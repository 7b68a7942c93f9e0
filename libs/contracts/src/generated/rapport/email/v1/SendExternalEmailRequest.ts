// Original file: rapport/email/v1/email.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface SendExternalEmailRequest {
  'organizationId'?: (string);
  'templateId'?: (string);
  'to'?: (string);
  'vars'?: (_google_protobuf_Struct | null);
  'category'?: (string);
}

export interface SendExternalEmailRequest__Output {
  'organizationId': (string);
  'templateId': (string);
  'to': (string);
  'vars': (_google_protobuf_Struct__Output | null);
  'category': (string);
}
