// Original file: rapport/contacts/v1/contacts.proto

import type { PersonFields as _rapport_contacts_v1_PersonFields, PersonFields__Output as _rapport_contacts_v1_PersonFields__Output } from '../../../rapport/contacts/v1/PersonFields';

export interface UpsertPersonInput {
  'fields'?: (_rapport_contacts_v1_PersonFields | null);
  'tagIds'?: (string)[];
}

export interface UpsertPersonInput__Output {
  'fields': (_rapport_contacts_v1_PersonFields__Output | null);
  'tagIds': (string)[];
}
