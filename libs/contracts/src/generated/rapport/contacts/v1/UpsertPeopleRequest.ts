// Original file: rapport/contacts/v1/contacts.proto

import type { UpsertPersonInput as _rapport_contacts_v1_UpsertPersonInput, UpsertPersonInput__Output as _rapport_contacts_v1_UpsertPersonInput__Output } from '../../../rapport/contacts/v1/UpsertPersonInput';

export interface UpsertPeopleRequest {
  'organizationId'?: (string);
  'inputs'?: (_rapport_contacts_v1_UpsertPersonInput)[];
}

export interface UpsertPeopleRequest__Output {
  'organizationId': (string);
  'inputs': (_rapport_contacts_v1_UpsertPersonInput__Output)[];
}
