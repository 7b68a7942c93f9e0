// Original file: rapport/webhooks/v1/webhooks.proto

import type { Change as _rapport_webhooks_v1_Change, Change__Output as _rapport_webhooks_v1_Change__Output } from '../../../rapport/webhooks/v1/Change';
import type { Long } from '@grpc/proto-loader';

export interface ListChangesResponse {
  'data'?: (_rapport_webhooks_v1_Change)[];
  'nextAfter'?: (number | string | Long);
  'expired'?: (boolean);
  'oldestAfter'?: (number | string | Long);
}

export interface ListChangesResponse__Output {
  'data': (_rapport_webhooks_v1_Change__Output)[];
  'nextAfter': (string);
  'expired': (boolean);
  'oldestAfter': (string);
}
