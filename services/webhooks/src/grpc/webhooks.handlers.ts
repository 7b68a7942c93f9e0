import type { ServiceHandlers } from '@rapport/contracts';
import { type Logger, unaryHandler } from '@rapport/platform';
import type { DeliveriesService } from '../domain/deliveries.service';
import type { SubscriptionsService } from '../domain/subscriptions.service';
import { toDeliveryMessage, toWebhookInput, toWebhookMessage } from './webhooks.mapper';

export function webhooksHandlers(
  subscriptions: SubscriptionsService,
  deliveries: DeliveriesService,
  logger: Logger,
): ServiceHandlers<'webhooks'> {
  return {
    CreateWebhook: unaryHandler(logger, async (req) => {
      const { webhook, secret } = await subscriptions.create(req.organizationId, {
        url: req.url,
        events: req.events,
        description: req.description,
      });
      return { webhook: toWebhookMessage(webhook), secret };
    }),
    ListWebhooks: unaryHandler(logger, async (req) => {
      const page = await subscriptions.list(req.organizationId, req.cursor, req.limit);
      return { data: page.data.map(toWebhookMessage), nextCursor: page.nextCursor };
    }),
    GetWebhook: unaryHandler(logger, async (req) => ({
      webhook: toWebhookMessage(await subscriptions.get(req.organizationId, req.id)),
    })),
    UpdateWebhook: unaryHandler(logger, async (req) => ({
      webhook: toWebhookMessage(await subscriptions.update(req.organizationId, req.id, toWebhookInput(req))),
    })),
    DeleteWebhook: unaryHandler(logger, async (req) => {
      await subscriptions.delete(req.organizationId, req.id);
      return {};
    }),
    RotateWebhookSecret: unaryHandler(logger, async (req) => {
      const { webhook, secret } = await subscriptions.rotateSecret(req.organizationId, req.id);
      return { webhook: toWebhookMessage(webhook), secret };
    }),
    ListWebhookDeliveries: unaryHandler(logger, async (req) => {
      const page = await deliveries.list(req.organizationId, req.webhookId, {
        cursor: req.cursor,
        limit: req.limit,
        status: req.status,
      });
      return { data: page.data.map(toDeliveryMessage), nextCursor: page.nextCursor };
    }),
    RetryWebhookDelivery: unaryHandler(logger, async (req) => ({
      delivery: toDeliveryMessage(await deliveries.retry(req.organizationId, req.webhookId, req.deliveryId)),
    })),
  };
}
