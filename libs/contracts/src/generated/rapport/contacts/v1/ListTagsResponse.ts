// Original file: rapport/contacts/v1/contacts.proto

import type { Tag as _rapport_contacts_v1_Tag, Tag__Output as _rapport_contacts_v1_Tag__Output } from '../../../rapport/contacts/v1/Tag';

export interface ListTagsResponse {
  'data'?: (_rapport_contacts_v1_Tag)[];
}

export interface ListTagsResponse__Output {
  'data': (_rapport_contacts_v1_Tag__Output)[];
}
