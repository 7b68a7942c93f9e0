// Original file: rapport/email/v1/email.proto

import type { CampaignAudience as _rapport_email_v1_CampaignAudience, CampaignAudience__Output as _rapport_email_v1_CampaignAudience__Output } from '../../../rapport/email/v1/CampaignAudience';

export interface CreateCampaignRequest {
  'organizationId'?: (string);
  'name'?: (string);
  'templateId'?: (string);
  'audience'?: (_rapport_email_v1_CampaignAudience | null);
}

export interface CreateCampaignRequest__Output {
  'organizationId': (string);
  'name': (string);
  'templateId': (string);
  'audience': (_rapport_email_v1_CampaignAudience__Output | null);
}
