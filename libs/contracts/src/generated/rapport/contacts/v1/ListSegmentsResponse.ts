// Original file: rapport/contacts/v1/contacts.proto

import type { Segment as _rapport_contacts_v1_Segment, Segment__Output as _rapport_contacts_v1_Segment__Output } from '../../../rapport/contacts/v1/Segment';

export interface ListSegmentsResponse {
  'data'?: (_rapport_contacts_v1_Segment)[];
  'nextCursor'?: (string);
}

export interface ListSegmentsResponse__Output {
  'data': (_rapport_contacts_v1_Segment__Output)[];
  'nextCursor': (string);
}
