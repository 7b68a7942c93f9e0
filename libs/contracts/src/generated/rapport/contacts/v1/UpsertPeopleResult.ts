// Original file: rapport/contacts/v1/contacts.proto

import type { UpsertPersonResponse as _rapport_contacts_v1_UpsertPersonResponse, UpsertPersonResponse__Output as _rapport_contacts_v1_UpsertPersonResponse__Output } from '../../../rapport/contacts/v1/UpsertPersonResponse';
import type { InputError as _rapport_contacts_v1_InputError, InputError__Output as _rapport_contacts_v1_InputError__Output } from '../../../rapport/contacts/v1/InputError';

export interface UpsertPeopleResult {
  'upserted'?: (_rapport_contacts_v1_UpsertPersonResponse | null);
  'error'?: (_rapport_contacts_v1_InputError | null);
  'outcome'?: "upserted"|"error";
}

export interface UpsertPeopleResult__Output {
  'upserted'?: (_rapport_contacts_v1_UpsertPersonResponse__Output | null);
  'error'?: (_rapport_contacts_v1_InputError__Output | null);
  'outcome'?: "upserted"|"error";
}
