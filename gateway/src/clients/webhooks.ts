import { webhooksProto } from '@rapport/contracts';
import { connect, recordOf, scoped, withRecord } from './grpc-call';

/** The webhooks service (subscriptions, delivery log) for the gateway. */
export function webhooksClient(address: string) {
  const { calls, close } = connect(webhooksProto().rapport.webhooks.v1.WebhooksService, address);
  return {
    createWebhook: withRecord(scoped(calls.createWebhook), 'webhook'),
    listWebhooks: scoped(calls.listWebhooks),
    getWebhook: recordOf(scoped(calls.getWebhook), 'webhook'),
    updateWebhook: recordOf(scoped(calls.updateWebhook), 'webhook'),
    deleteWebhook: scoped(calls.deleteWebhook),
    rotateWebhookSecret: withRecord(scoped(calls.rotateWebhookSecret), 'webhook'),
    listWebhookDeliveries: scoped(calls.listWebhookDeliveries),
    retryWebhookDelivery: recordOf(scoped(calls.retryWebhookDelivery), 'delivery'),
    getChangeHead: scoped(calls.getChangeHead),
    listChanges: scoped(calls.listChanges),
    listContactActivity: scoped(calls.listContactActivity),
    close,
  };
}
export type WebhooksClient = ReturnType<typeof webhooksClient>;
