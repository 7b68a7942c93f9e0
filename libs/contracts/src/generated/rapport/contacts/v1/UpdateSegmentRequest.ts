// Original file: rapport/contacts/v1/contacts.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface UpdateSegmentRequest {
  'organizationId'?: (string);
  'id'?: (string);
  'name'?: (string);
  'filter'?: (_google_protobuf_Struct | null);
  '_name'?: "name";
}

export interface UpdateSegmentRequest__Output {
  'organizationId': (string);
  'id': (string);
  'name'?: (string);
  'filter': (_google_protobuf_Struct__Output | null);
  '_name'?: "name";
}
