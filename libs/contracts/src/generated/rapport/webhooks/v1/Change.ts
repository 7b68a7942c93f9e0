// Original file: rapport/webhooks/v1/webhooks.proto

import type { ChangeActor as _rapport_webhooks_v1_ChangeActor, ChangeActor__Output as _rapport_webhooks_v1_ChangeActor__Output } from '../../../rapport/webhooks/v1/ChangeActor';
import type { Long } from '@grpc/proto-loader';

export interface Change {
  'id'?: (string);
  'seq'?: (number | string | Long);
  'type'?: (string);
  'occurredAt'?: (string);
  'actor'?: (_rapport_webhooks_v1_ChangeActor | null);
  'dataJson'?: (string);
}

export interface Change__Output {
  'id': (string);
  'seq': (string);
  'type': (string);
  'occurredAt': (string);
  'actor': (_rapport_webhooks_v1_ChangeActor__Output | null);
  'dataJson': (string);
}
