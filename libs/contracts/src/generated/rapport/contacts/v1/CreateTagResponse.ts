// Original file: rapport/contacts/v1/contacts.proto

import type { Tag as _rapport_contacts_v1_Tag, Tag__Output as _rapport_contacts_v1_Tag__Output } from '../../../rapport/contacts/v1/Tag';

export interface CreateTagResponse {
  'tag'?: (_rapport_contacts_v1_Tag | null);
}

export interface CreateTagResponse__Output {
  'tag': (_rapport_contacts_v1_Tag__Output | null);
}
