// Original file: rapport/webhooks/v1/webhooks.proto

import type { Webhook as _rapport_webhooks_v1_Webhook, Webhook__Output as _rapport_webhooks_v1_Webhook__Output } from '../../../rapport/webhooks/v1/Webhook';

export interface ListWebhooksResponse {
  'data'?: (_rapport_webhooks_v1_Webhook)[];
  'nextCursor'?: (string);
}

export interface ListWebhooksResponse__Output {
  'data': (_rapport_webhooks_v1_Webhook__Output)[];
  'nextCursor': (string);
}
