// Original file: rapport/email/v1/email.proto

import type { AudienceType as _rapport_email_v1_AudienceType, AudienceType__Output as _rapport_email_v1_AudienceType__Output } from '../../../rapport/email/v1/AudienceType';

export interface CampaignAudience {
  'type'?: (_rapport_email_v1_AudienceType);
  'tagIds'?: (string)[];
  'contactIds'?: (string)[];
  'segmentId'?: (string);
  '_segmentId'?: "segmentId";
}

export interface CampaignAudience__Output {
  'type': (_rapport_email_v1_AudienceType__Output);
  'tagIds': (string)[];
  'contactIds': (string)[];
  'segmentId'?: (string);
  '_segmentId'?: "segmentId";
}
