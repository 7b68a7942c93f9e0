// Original file: rapport/email/v1/email.proto

import type { CampaignAudience as _rapport_email_v1_CampaignAudience, CampaignAudience__Output as _rapport_email_v1_CampaignAudience__Output } from '../../../rapport/email/v1/CampaignAudience';
import type { CampaignStatus as _rapport_email_v1_CampaignStatus, CampaignStatus__Output as _rapport_email_v1_CampaignStatus__Output } from '../../../rapport/email/v1/CampaignStatus';
import type { CampaignStats as _rapport_email_v1_CampaignStats, CampaignStats__Output as _rapport_email_v1_CampaignStats__Output } from '../../../rapport/email/v1/CampaignStats';

export interface Campaign {
  'id'?: (string);
  'organizationId'?: (string);
  'name'?: (string);
  'templateId'?: (string);
  'audience'?: (_rapport_email_v1_CampaignAudience | null);
  'status'?: (_rapport_email_v1_CampaignStatus);
  'stats'?: (_rapport_email_v1_CampaignStats | null);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  'sentAt'?: (string);
  '_sentAt'?: "sentAt";
}

export interface Campaign__Output {
  'id': (string);
  'organizationId': (string);
  'name': (string);
  'templateId': (string);
  'audience': (_rapport_email_v1_CampaignAudience__Output | null);
  'status': (_rapport_email_v1_CampaignStatus__Output);
  'stats': (_rapport_email_v1_CampaignStats__Output | null);
  'createdAt': (string);
  'updatedAt': (string);
  'sentAt'?: (string);
  '_sentAt'?: "sentAt";
}
