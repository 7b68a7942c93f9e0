// Original file: rapport/contacts/v1/contacts.proto

import type { UpsertPeopleResult as _rapport_contacts_v1_UpsertPeopleResult, UpsertPeopleResult__Output as _rapport_contacts_v1_UpsertPeopleResult__Output } from '../../../rapport/contacts/v1/UpsertPeopleResult';

export interface UpsertPeopleResponse {
  'results'?: (_rapport_contacts_v1_UpsertPeopleResult)[];
}

export interface UpsertPeopleResponse__Output {
  'results': (_rapport_contacts_v1_UpsertPeopleResult__Output)[];
}
