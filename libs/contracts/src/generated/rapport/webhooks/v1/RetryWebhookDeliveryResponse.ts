// Original file: rapport/webhooks/v1/webhooks.proto

import type { Delivery as _rapport_webhooks_v1_Delivery, Delivery__Output as _rapport_webhooks_v1_Delivery__Output } from '../../../rapport/webhooks/v1/Delivery';

export interface RetryWebhookDeliveryResponse {
  'delivery'?: (_rapport_webhooks_v1_Delivery | null);
}

export interface RetryWebhookDeliveryResponse__Output {
  'delivery': (_rapport_webhooks_v1_Delivery__Output | null);
}
