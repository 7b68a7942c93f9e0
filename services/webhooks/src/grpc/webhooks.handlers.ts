import { hasNul, nulMessage, type ServiceHandlers } from '@rapport/contracts';
import { EVENT_FAMILIES, invalid, type Ledger, type Logger, scopedHandler } from '@rapport/platform';
import type { ContactActivityService } from '../domain/activity.service';
import type { ChangesService } from '../domain/changes.service';
import type { DeliveriesService } from '../domain/deliveries.service';
import { isValidChangePattern } from '../domain/event-types';
import type { SubscriptionsService } from '../domain/subscriptions.service';
import { toChangeMessage, toDeliveryMessage, toWebhookInput, toWebhookMessage } from './webhooks.mapper';

/** The longest a read of the change feed is held open. */
const MAX_WAIT_MS = 30_000;

export function webhooksHandlers(
  subscriptions: SubscriptionsService,
  deliveries: DeliveriesService,
  ledger: Pick<Ledger, 'head' | 'since'>,
  changes: ChangesService,
  activity: ContactActivityService,
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
    ListChanges: scopedHandler(logger, async (organizationId, req, _call, signal) => {
      const after = req.after === undefined || req.after === null ? undefined : Number(req.after);
      const problems = [
        after !== undefined && !(Number.isSafeInteger(after) && after >= 0)
          ? 'after must be a position from 0'
          : '',
        req.limit >= 1 && req.limit <= 500 ? '' : 'limit must be an integer from 1 to 500',
        req.waitMs >= 0 && req.waitMs <= MAX_WAIT_MS ? '' : `wait must be from 0 to ${MAX_WAIT_MS} ms`,
        ...req.types.filter((type) => !isValidChangePattern(type)).map((type) => `no event type ${type}`),
      ].filter(Boolean);
      if (problems.length) throw invalid(problems);
      const page = await changes.list(
        organizationId,
        { after, limit: req.limit, types: req.types, actor: req.actor || undefined, waitMs: req.waitMs },
        signal,
      );
      return {
        data: page.changes.map(toChangeMessage),
        nextAfter: String(page.nextAfter),
        expired: page.expired,
        oldestAfter: String(page.oldestAfter),
      };
    }),
    ListContactActivity: scopedHandler(logger, async (organizationId, req) => {
      const before = req.cursor === undefined || req.cursor === null ? undefined : Number(req.cursor);
      const problems = [
        req.contactId ? '' : 'contactId should not be empty',
        hasNul(req.contactId ?? '') ? nulMessage('contactId') : '',
        before !== undefined && !(Number.isSafeInteger(before) && before >= 1)
          ? 'cursor must be a position from 1'
          : '',
        req.limit >= 1 && req.limit <= 100 ? '' : 'limit must be an integer from 1 to 100',
        ...req.types.filter((type) => !isValidChangePattern(type)).map((type) => `no event type ${type}`),
        ...req.families
          .filter((family) => !EVENT_FAMILIES[family])
          .map((family) => `no event family ${family}`),
      ].filter(Boolean);
      if (problems.length) throw invalid(problems);
      const page = await activity.list(organizationId, req.contactId, {
        before,
        limit: req.limit,
        types: req.types,
        families: req.families,
      });
      return {
        data: page.entries.map(toChangeMessage),
        nextCursor: page.next === null ? undefined : String(page.next),
      };
    }),
  };
}
