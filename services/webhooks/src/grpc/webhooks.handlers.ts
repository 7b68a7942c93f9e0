import type { ServiceHandlers } from '@rapport/contracts';
import { type Ledger, type Logger, scopedHandler } from '@rapport/platform';
import type { DeliveriesService } from '../domain/deliveries.service';
import type { SubscriptionsService } from '../domain/subscriptions.service';
import { toDeliveryMessage, toWebhookInput, toWebhookMessage } from './webhooks.mapper';

export function webhooksHandlers(
  subscriptions: SubscriptionsService,
  deliveries: DeliveriesService,
  ledger: Pick<Ledger, 'head' | 'since'>,
  logger: Logger,
): ServiceHandlers<'webhooks'> {
  return {
    CreateWebhook: scopedHandler(logger, async (organizationId, req) => {
      const { webhook, secret } = await subscriptions.create(organizationId, {
        url: req.url,
        events: req.events,
        description: req.description,
      });
      return { webhook: toWebhookMessage(webhook), secret };
    }),
    ListWebhooks: scopedHandler(logger, async (organizationId, req) => {
      const page = await subscriptions.list(organizationId, req.cursor, req.limit);
      return { data: page.data.map(toWebhookMessage), nextCursor: page.nextCursor };
    }),
    GetWebhook: scopedHandler(logger, async (organizationId, req) => ({
      webhook: toWebhookMessage(await subscriptions.get(organizationId, req.id)),
    })),
    UpdateWebhook: scopedHandler(logger, async (organizationId, req) => ({
      webhook: toWebhookMessage(await subscriptions.update(organizationId, req.id, toWebhookInput(req))),
    })),
    DeleteWebhook: scopedHandler(logger, async (organizationId, req) => {
      await subscriptions.delete(organizationId, req.id);
      return {};
    }),
    RotateWebhookSecret: scopedHandler(logger, async (organizationId, req) => {
      const { webhook, secret } = await subscriptions.rotateSecret(organizationId, req.id);
      return { webhook: toWebhookMessage(webhook), secret };
    }),
    ListWebhookDeliveries: scopedHandler(logger, async (organizationId, req) => {
      const page = await deliveries.list(organizationId, req.webhookId, {
        cursor: req.cursor,
        limit: req.limit,
        status: req.status,
      });
      return { data: page.data.map(toDeliveryMessage), nextCursor: page.nextCursor };
    }),
    RetryWebhookDelivery: scopedHandler(logger, async (organizationId, req) => ({
      delivery: toDeliveryMessage(await deliveries.retry(organizationId, req.webhookId, req.deliveryId)),
    })),
    GetChangeHead: scopedHandler(logger, async (organizationId) => {
      const [head, since] = await Promise.all([ledger.head(organizationId), ledger.since()]);
      return {
        seq: String(head.seq),
        totals: Object.fromEntries(Object.entries(head.totals).map(([type, n]) => [type, String(n)])),
        recordingSince: since?.toISOString() ?? '',
      };
    }),
  };
}
