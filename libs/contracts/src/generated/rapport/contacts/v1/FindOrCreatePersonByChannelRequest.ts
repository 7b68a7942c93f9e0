// Original file: rapport/contacts/v1/contacts.proto


export interface FindOrCreatePersonByChannelRequest {
  'organizationId'?: (string);
  'channel'?: (string);
  'channelUserId'?: (string);
  'phone'?: (string);
  'name'?: (string);
  '_phone'?: "phone";
  '_name'?: "name";
}

export interface FindOrCreatePersonByChannelRequest__Output {
  'organizationId': (string);
  'channel': (string);
  'channelUserId': (string);
  'phone'?: (string);
  'name'?: (string);
  '_phone'?: "phone";
  '_name'?: "name";
}
