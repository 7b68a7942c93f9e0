// Original file: rapport/messaging/v1/messaging.proto


export interface ChannelAccount {
  'id'?: (string);
  'organizationId'?: (string);
  'channel'?: (string);
  'provider'?: (string);
  'providerAccountId'?: (string);
  'name'?: (string);
  'hasAccessToken'?: (boolean);
  'hasAppSecret'?: (boolean);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  'wabaId'?: (string);
  '_wabaId'?: "wabaId";
}

export interface ChannelAccount__Output {
  'id': (string);
  'organizationId': (string);
  'channel': (string);
  'provider': (string);
  'providerAccountId': (string);
  'name': (string);
  'hasAccessToken': (boolean);
  'hasAppSecret': (boolean);
  'createdAt': (string);
  'updatedAt': (string);
  'wabaId'?: (string);
  '_wabaId'?: "wabaId";
}
