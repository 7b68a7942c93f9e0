// Original file: rapport/email/v1/email.proto

import type { Suppression as _rapport_email_v1_Suppression, Suppression__Output as _rapport_email_v1_Suppression__Output } from '../../../rapport/email/v1/Suppression';

export interface ListSuppressionsResponse {
  'data'?: (_rapport_email_v1_Suppression)[];
  'nextCursor'?: (string);
}

export interface ListSuppressionsResponse__Output {
  'data': (_rapport_email_v1_Suppression__Output)[];
  'nextCursor': (string);
}
