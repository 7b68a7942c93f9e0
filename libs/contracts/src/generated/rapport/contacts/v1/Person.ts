// Original file: rapport/contacts/v1/contacts.proto

import type { Tag as _rapport_contacts_v1_Tag, Tag__Output as _rapport_contacts_v1_Tag__Output } from '../../../rapport/contacts/v1/Tag';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface Person {
  'id'?: (string);
  'organizationId'?: (string);
  'name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'externalId'?: (string);
  'companyId'?: (string);
  'channel'?: (string);
  'tags'?: (_rapport_contacts_v1_Tag)[];
  'customFields'?: (_google_protobuf_Struct | null);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  '_email'?: "email";
  '_phone'?: "phone";
  '_externalId'?: "externalId";
  '_companyId'?: "companyId";
  '_channel'?: "channel";
}

export interface Person__Output {
  'id': (string);
  'organizationId': (string);
  'name': (string);
  'email'?: (string);
  'phone'?: (string);
  'externalId'?: (string);
  'companyId'?: (string);
  'channel'?: (string);
  'tags': (_rapport_contacts_v1_Tag__Output)[];
  'customFields': (_google_protobuf_Struct__Output | null);
  'createdAt': (string);
  'updatedAt': (string);
  '_email'?: "email";
  '_phone'?: "phone";
  '_externalId'?: "externalId";
  '_companyId'?: "companyId";
  '_channel'?: "channel";
}
