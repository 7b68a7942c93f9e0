// Original file: rapport/email/v1/email.proto

import type { Campaign as _rapport_email_v1_Campaign, Campaign__Output as _rapport_email_v1_Campaign__Output } from '../../../rapport/email/v1/Campaign';

export interface ListCampaignsResponse {
  'data'?: (_rapport_email_v1_Campaign)[];
  'nextCursor'?: (string);
}

export interface ListCampaignsResponse__Output {
  'data': (_rapport_email_v1_Campaign__Output)[];
  'nextCursor': (string);
}
