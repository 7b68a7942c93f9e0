// Original file: rapport/contacts/v1/contacts.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface Segment {
  'id'?: (string);
  'name'?: (string);
  'filter'?: (_google_protobuf_Struct | null);
  'createdAt'?: (string);
  'updatedAt'?: (string);
}

export interface Segment__Output {
  'id': (string);
  'name': (string);
  'filter': (_google_protobuf_Struct__Output | null);
  'createdAt': (string);
  'updatedAt': (string);
}
