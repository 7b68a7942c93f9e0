// Original file: rapport/webhooks/v1/webhooks.proto

import type { Delivery as _rapport_webhooks_v1_Delivery, Delivery__Output as _rapport_webhooks_v1_Delivery__Output } from '../../../rapport/webhooks/v1/Delivery';

export interface ListWebhookDeliveriesResponse {
  'data'?: (_rapport_webhooks_v1_Delivery)[];
  'nextCursor'?: (string);
}

export interface ListWebhookDeliveriesResponse__Output {
  'data': (_rapport_webhooks_v1_Delivery__Output)[];
  'nextCursor': (string);
}
