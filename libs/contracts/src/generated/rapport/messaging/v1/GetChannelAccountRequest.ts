// Original file: rapport/messaging/v1/messaging.proto


export interface GetChannelAccountRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface GetChannelAccountRequest__Output {
  'organizationId': (string);
  'id': (string);
}
