// Original file: rapport/contacts/v1/contacts.proto

import type { PersonFields as _rapport_contacts_v1_PersonFields, PersonFields__Output as _rapport_contacts_v1_PersonFields__Output } from '../../../rapport/contacts/v1/PersonFields';

export interface UpdatePersonRequest {
  'organizationId'?: (string);
  'id'?: (string);
  'fields'?: (_rapport_contacts_v1_PersonFields | null);
}

export interface UpdatePersonRequest__Output {
  'organizationId': (string);
  'id': (string);
  'fields': (_rapport_contacts_v1_PersonFields__Output | null);
}
