// Original file: rapport/email/v1/email.proto

import type { Suppression as _rapport_email_v1_Suppression, Suppression__Output as _rapport_email_v1_Suppression__Output } from '../../../rapport/email/v1/Suppression';

export interface CreateSuppressionResponse {
  'suppression'?: (_rapport_email_v1_Suppression | null);
  'created'?: (boolean);
}

export interface CreateSuppressionResponse__Output {
  'suppression': (_rapport_email_v1_Suppression__Output | null);
  'created': (boolean);
}
