// Original file: rapport/email/v1/email.proto

import type { Campaign as _rapport_email_v1_Campaign, Campaign__Output as _rapport_email_v1_Campaign__Output } from '../../../rapport/email/v1/Campaign';

export interface CreateCampaignResponse {
  'campaign'?: (_rapport_email_v1_Campaign | null);
}

export interface CreateCampaignResponse__Output {
  'campaign': (_rapport_email_v1_Campaign__Output | null);
}
