// Original file: rapport/email/v1/email.proto


export interface ListCampaignsRequest {
  'organizationId'?: (string);
  'cursor'?: (string);
  'limit'?: (number);
}

export interface ListCampaignsRequest__Output {
  'organizationId': (string);
  'cursor': (string);
  'limit': (number);
}
