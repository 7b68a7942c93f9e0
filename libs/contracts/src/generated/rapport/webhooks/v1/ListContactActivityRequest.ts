// Original file: rapport/webhooks/v1/webhooks.proto

import type { Long } from '@grpc/proto-loader';

export interface ListContactActivityRequest {
  'organizationId'?: (string);
  'contactId'?: (string);
  'cursor'?: (number | string | Long);
  'limit'?: (number);
  'types'?: (string)[];
  'families'?: (string)[];
  '_cursor'?: "cursor";
}

export interface ListContactActivityRequest__Output {
  'organizationId': (string);
  'contactId': (string);
  'cursor'?: (string);
  'limit': (number);
  'types': (string)[];
  'families': (string)[];
  '_cursor'?: "cursor";
}
