// Original file: rapport/webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface GetChangeHeadResponse {
  'seq'?: (number | string | Long);
  'totals'?: ({[key: string]: number | string | Long});
  'recordingSince'?: (string);
}

export interface GetChangeHeadResponse__Output {
  'seq': (string);
  'totals': ({[key: string]: string});
  'recordingSince': (string);
}
