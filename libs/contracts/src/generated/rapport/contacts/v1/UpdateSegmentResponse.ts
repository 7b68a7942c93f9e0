// Original file: rapport/contacts/v1/contacts.proto

import type { Segment as _rapport_contacts_v1_Segment, Segment__Output as _rapport_contacts_v1_Segment__Output } from '../../../rapport/contacts/v1/Segment';

export interface UpdateSegmentResponse {
  'segment'?: (_rapport_contacts_v1_Segment | null);
}

export interface UpdateSegmentResponse__Output {
  'segment': (_rapport_contacts_v1_Segment__Output | null);
}
