// Original file: rapport/messaging/v1/messaging.proto


export interface CreateChannelAccountRequest {
  'organizationId'?: (string);
  'channel'?: (string);
  'provider'?: (string);
  'providerAccountId'?: (string);
  'name'?: (string);
  'accessToken'?: (string);
  'appSecret'?: (string);
  'wabaId'?: (string);
  '_accessToken'?: "accessToken";
  '_appSecret'?: "appSecret";
  '_wabaId'?: "wabaId";
}

export interface CreateChannelAccountRequest__Output {
  'organizationId': (string);
  'channel': (string);
  'provider': (string);
  'providerAccountId': (string);
  'name': (string);
  'accessToken'?: (string);
  'appSecret'?: (string);
  'wabaId'?: (string);
  '_accessToken'?: "accessToken";
  '_appSecret'?: "appSecret";
  '_wabaId'?: "wabaId";
}
