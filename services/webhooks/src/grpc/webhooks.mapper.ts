import type { Input, Output } from '@rapport/contracts';
import { type LedgerEntry, toStruct } from '@rapport/platform';
import type { WebhookInput } from '../domain/subscriptions.service';
import type { Delivery, Subscription } from '../domain/webhooks.types';

type ChangeMessage = Input<'webhooks', 'Change'>;

type Webhook = Input<'webhooks', 'Webhook'>;
type DeliveryMessage = Input<'webhooks', 'Delivery'>;

/** The subscription as the API shows it: never its secret. */
export function toWebhookMessage(subscription: Subscription): Webhook {
  return {
    id: subscription.id,
    organizationId: subscription.organizationId,
    url: subscription.url,
    events: subscription.events,
    description: subscription.description ?? undefined,
    status: subscription.status,
    disabledReason: subscription.disabledReason ?? undefined,
    disabledAt: subscription.disabledAt?.toISOString(),
    createdAt: subscription.createdAt.toISOString(),
    updatedAt: subscription.updatedAt.toISOString(),
  };
}

export function toDeliveryMessage(delivery: Delivery): DeliveryMessage {
  const last = delivery.attempts.at(-1);
  return {
    id: delivery.id,
    webhookId: delivery.subscriptionId,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    status: delivery.status,
    attemptCount: delivery.attemptCount,
    statusCode: last?.statusCode ?? undefined,
    durationMs: last?.durationMs,
    error: last?.error ?? undefined,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt?.toISOString() : undefined,
    attempts: delivery.attempts.map((attempt) => ({
      number: attempt.number,
      statusCode: attempt.statusCode ?? undefined,
      durationMs: attempt.durationMs,
      error: attempt.error ?? undefined,
      startedAt: new Date(attempt.startedAt).toISOString(),
      trigger: attempt.trigger,
    })),
    event: toStruct(delivery.event as unknown as Record<string, unknown>) as DeliveryMessage['event'],
    createdAt: delivery.createdAt.toISOString(),
    updatedAt: delivery.updatedAt.toISOString(),
  };
}

export function toWebhookInput(req: Output<'webhooks', 'UpdateWebhookRequest'>): WebhookInput {
  const input: WebhookInput = {};
  if (req.url !== undefined) input.url = req.url;
  if (req.hasEvents) input.events = req.events;
  if (req.description !== undefined) input.description = req.description;
  if (req.clear.includes('description')) input.description = null;
  if (req.status !== undefined) input.status = req.status;
  return input;
}

/** A ledger entry as a change of the feed (`data` is the event's data; absent actor: unknown). */
export function toChangeMessage(entry: LedgerEntry): ChangeMessage {
  return {
    id: entry.eventId,
    seq: String(entry.seq),
    type: entry.type,
    occurredAt: entry.occurredAt,
    actor: entry.actor,
    dataJson: JSON.stringify(entry.data ?? {}),
  };
}
