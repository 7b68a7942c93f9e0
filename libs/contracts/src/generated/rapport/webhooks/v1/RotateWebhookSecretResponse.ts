// Original file: rapport/webhooks/v1/webhooks.proto

import type { Webhook as _rapport_webhooks_v1_Webhook, Webhook__Output as _rapport_webhooks_v1_Webhook__Output } from '../../../rapport/webhooks/v1/Webhook';

export interface RotateWebhookSecretResponse {
  'webhook'?: (_rapport_webhooks_v1_Webhook | null);
  'secret'?: (string);
}

export interface RotateWebhookSecretResponse__Output {
  'webhook': (_rapport_webhooks_v1_Webhook__Output | null);
  'secret': (string);
}
