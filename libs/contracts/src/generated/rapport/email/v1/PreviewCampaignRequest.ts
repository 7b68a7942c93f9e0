// Original file: rapport/email/v1/email.proto


export interface PreviewCampaignRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface PreviewCampaignRequest__Output {
  'organizationId': (string);
  'id': (string);
}
