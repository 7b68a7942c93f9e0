// Original file: rapport/messaging/v1/messaging.proto


export interface DeleteChannelAccountRequest {
  'organizationId'?: (string);
  'id'?: (string);
}

export interface DeleteChannelAccountRequest__Output {
  'organizationId': (string);
  'id': (string);
}
