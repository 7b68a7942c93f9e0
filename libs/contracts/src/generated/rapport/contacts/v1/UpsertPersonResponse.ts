// Original file: rapport/contacts/v1/contacts.proto

import type { Person as _rapport_contacts_v1_Person, Person__Output as _rapport_contacts_v1_Person__Output } from '../../../rapport/contacts/v1/Person';
import type { MatchedOn as _rapport_contacts_v1_MatchedOn, MatchedOn__Output as _rapport_contacts_v1_MatchedOn__Output } from '../../../rapport/contacts/v1/MatchedOn';

export interface UpsertPersonResponse {
  'person'?: (_rapport_contacts_v1_Person | null);
  'created'?: (boolean);
  'matchedOn'?: (_rapport_contacts_v1_MatchedOn);
}

export interface UpsertPersonResponse__Output {
  'person': (_rapport_contacts_v1_Person__Output | null);
  'created': (boolean);
  'matchedOn': (_rapport_contacts_v1_MatchedOn__Output);
}
