// Original file: rapport/contacts/v1/contacts.proto

import type { Person as _rapport_contacts_v1_Person, Person__Output as _rapport_contacts_v1_Person__Output } from '../../../rapport/contacts/v1/Person';

export interface DetachTagResponse {
  'person'?: (_rapport_contacts_v1_Person | null);
}

export interface DetachTagResponse__Output {
  'person': (_rapport_contacts_v1_Person__Output | null);
}
