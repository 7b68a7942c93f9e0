// Original file: rapport/email/v1/email.proto


export interface UnsubscribeResponse {
  'organizationId'?: (string);
  'address'?: (string);
  'campaignId'?: (string);
}

export interface UnsubscribeResponse__Output {
  'organizationId': (string);
  'address': (string);
  'campaignId': (string);
}
