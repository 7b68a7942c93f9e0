// Original file: rapport/email/v1/email.proto


export interface CampaignStats {
  'recipients'?: (number);
  'sent'?: (number);
  'failed'?: (number);
  'skipped'?: (number);
  'unknown'?: (number);
  'suppressed'?: (number);
}

export interface CampaignStats__Output {
  'recipients': (number);
  'sent': (number);
  'failed': (number);
  'skipped': (number);
  'unknown': (number);
  'suppressed': (number);
}
