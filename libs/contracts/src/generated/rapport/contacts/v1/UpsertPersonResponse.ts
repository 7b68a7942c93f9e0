// Original file: rapport/contacts/v1/contacts.proto

import type { Person as _rapport_contacts_v1_Person, Person__Output as _rapport_contacts_v1_Person__Output } from '../../../rapport/contacts/v1/Person';

export interface UpsertPersonResponse {
  'person'?: (_rapport_contacts_v1_Person | null);
  'created'?: (boolean);
}

export interface UpsertPersonResponse__Output {
  'person': (_rapport_contacts_v1_Person__Output | null);
  'created': (boolean);
}
