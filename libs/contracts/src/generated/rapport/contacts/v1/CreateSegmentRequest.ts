// Original file: rapport/contacts/v1/contacts.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface CreateSegmentRequest {
  'organizationId'?: (string);
  'name'?: (string);
  'filter'?: (_google_protobuf_Struct | null);
}

export interface CreateSegmentRequest__Output {
  'organizationId': (string);
  'name': (string);
  'filter': (_google_protobuf_Struct__Output | null);
}
