// Original file: rapport/webhooks/v1/webhooks.proto

import type { Change as _rapport_webhooks_v1_Change, Change__Output as _rapport_webhooks_v1_Change__Output } from '../../../rapport/webhooks/v1/Change';
import type { Long } from '@grpc/proto-loader';

export interface ListContactActivityResponse {
  'data'?: (_rapport_webhooks_v1_Change)[];
  'nextCursor'?: (number | string | Long);
  '_nextCursor'?: "nextCursor";
}

export interface ListContactActivityResponse__Output {
  'data': (_rapport_webhooks_v1_Change__Output)[];
  'nextCursor'?: (string);
  '_nextCursor'?: "nextCursor";
}
