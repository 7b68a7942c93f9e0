// Original file: rapport/email/v1/email.proto


export interface GetCampaignRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface GetCampaignRequest__Output {
  'organizationId': (string);
  'id': (string);
}
