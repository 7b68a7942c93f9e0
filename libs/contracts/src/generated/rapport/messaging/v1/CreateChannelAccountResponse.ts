// Original file: rapport/messaging/v1/messaging.proto

import type { ChannelAccount as _rapport_messaging_v1_ChannelAccount, ChannelAccount__Output as _rapport_messaging_v1_ChannelAccount__Output } from '../../../rapport/messaging/v1/ChannelAccount';

export interface CreateChannelAccountResponse {
  'account'?: (_rapport_messaging_v1_ChannelAccount | null);
}

export interface CreateChannelAccountResponse__Output {
  'account': (_rapport_messaging_v1_ChannelAccount__Output | null);
}
