// Original file: rapport/messaging/v1/messaging.proto


export interface ListChannelAccountsRequest {
  'organizationId'?: (string);
}

export interface ListChannelAccountsRequest__Output {
  'organizationId': (string);
}
