// Original file: rapport/email/v1/email.proto


export interface SendCampaignRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface SendCampaignRequest__Output {
  'organizationId': (string);
  'id': (string);
}
