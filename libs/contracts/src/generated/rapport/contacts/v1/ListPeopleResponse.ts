// Original file: rapport/contacts/v1/contacts.proto

import type { Person as _rapport_contacts_v1_Person, Person__Output as _rapport_contacts_v1_Person__Output } from '../../../rapport/contacts/v1/Person';

export interface ListPeopleResponse {
  'data'?: (_rapport_contacts_v1_Person)[];
  'nextCursor'?: (string);
}

export interface ListPeopleResponse__Output {
  'data': (_rapport_contacts_v1_Person__Output)[];
  'nextCursor': (string);
}
