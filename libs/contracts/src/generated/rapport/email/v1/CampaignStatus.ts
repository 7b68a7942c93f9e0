// Original file: rapport/email/v1/email.proto

export const CampaignStatus = {
  CAMPAIGN_STATUS_UNSPECIFIED: 'CAMPAIGN_STATUS_UNSPECIFIED',
  CAMPAIGN_STATUS_DRAFT: 'CAMPAIGN_STATUS_DRAFT',
  CAMPAIGN_STATUS_SENDING: 'CAMPAIGN_STATUS_SENDING',
  CAMPAIGN_STATUS_SENT: 'CAMPAIGN_STATUS_SENT',
  CAMPAIGN_STATUS_FAILED: 'CAMPAIGN_STATUS_FAILED',
} as const;

export type CampaignStatus =
  | 'CAMPAIGN_STATUS_UNSPECIFIED'
  | 0
  | 'CAMPAIGN_STATUS_DRAFT'
  | 1
  | 'CAMPAIGN_STATUS_SENDING'
  | 2
  | 'CAMPAIGN_STATUS_SENT'
  | 3
  | 'CAMPAIGN_STATUS_FAILED'
  | 4

export type CampaignStatus__Output = typeof CampaignStatus[keyof typeof CampaignStatus]
