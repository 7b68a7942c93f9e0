// Original file: rapport/messaging/v1/messaging.proto

import type { ChannelAccount as _rapport_messaging_v1_ChannelAccount, ChannelAccount__Output as _rapport_messaging_v1_ChannelAccount__Output } from '../../../rapport/messaging/v1/ChannelAccount';

export interface ListChannelAccountsResponse {
  'data'?: (_rapport_messaging_v1_ChannelAccount)[];
}

export interface ListChannelAccountsResponse__Output {
  'data': (_rapport_messaging_v1_ChannelAccount__Output)[];
}
