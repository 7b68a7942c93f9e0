// Original file: rapport/webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface ListChangesRequest {
  'organizationId'?: (string);
  'after'?: (number | string | Long);
  'limit'?: (number);
  'types'?: (string)[];
  'actor'?: (string);
  'waitMs'?: (number);
  '_after'?: "after";
  '_actor'?: "actor";
}

export interface ListChangesRequest__Output {
  'organizationId': (string);
  'after'?: (string);
  'limit': (number);
  'types': (string)[];
  'actor'?: (string);
  'waitMs': (number);
  '_after'?: "after";
  '_actor'?: "actor";
}
