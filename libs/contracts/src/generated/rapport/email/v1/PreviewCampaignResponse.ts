// Original file: rapport/email/v1/email.proto

import type { SuppressedCounts as _rapport_email_v1_SuppressedCounts, SuppressedCounts__Output as _rapport_email_v1_SuppressedCounts__Output } from '../../../rapport/email/v1/SuppressedCounts';
import type { PreviewRecipient as _rapport_email_v1_PreviewRecipient, PreviewRecipient__Output as _rapport_email_v1_PreviewRecipient__Output } from '../../../rapport/email/v1/PreviewRecipient';

export interface PreviewCampaignResponse {
  'matched'?: (number);
  'skipped'?: (number);
  'suppressed'?: (_rapport_email_v1_SuppressedCounts | null);
  'willSend'?: (number);
  'sample'?: (_rapport_email_v1_PreviewRecipient)[];
}

export interface PreviewCampaignResponse__Output {
  'matched': (number);
  'skipped': (number);
  'suppressed': (_rapport_email_v1_SuppressedCounts__Output | null);
  'willSend': (number);
  'sample': (_rapport_email_v1_PreviewRecipient__Output)[];
}
