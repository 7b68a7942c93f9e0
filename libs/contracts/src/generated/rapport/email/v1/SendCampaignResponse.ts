// Original file: rapport/email/v1/email.proto

import type { Campaign as _rapport_email_v1_Campaign, Campaign__Output as _rapport_email_v1_Campaign__Output } from '../../../rapport/email/v1/Campaign';

export interface SendCampaignResponse {
  'campaign'?: (_rapport_email_v1_Campaign | null);
}

export interface SendCampaignResponse__Output {
  'campaign': (_rapport_email_v1_Campaign__Output | null);
}
