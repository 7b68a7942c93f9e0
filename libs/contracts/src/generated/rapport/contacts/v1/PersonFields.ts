// Original file: rapport/contacts/v1/contacts.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface PersonFields {
  'name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'externalId'?: (string);
  'companyId'?: (string);
  'channel'?: (string);
  'customFields'?: (_google_protobuf_Struct | null);
  'clear'?: (string)[];
  '_name'?: "name";
  '_email'?: "email";
  '_phone'?: "phone";
  '_externalId'?: "externalId";
  '_companyId'?: "companyId";
  '_channel'?: "channel";
}

export interface PersonFields__Output {
  'name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'externalId'?: (string);
  'companyId'?: (string);
  'channel'?: (string);
  'customFields': (_google_protobuf_Struct__Output | null);
  'clear': (string)[];
  '_name'?: "name";
  '_email'?: "email";
  '_phone'?: "phone";
  '_externalId'?: "externalId";
  '_companyId'?: "companyId";
  '_channel'?: "channel";
}
