import type { Output } from '@rapport/contracts';
import { fromStruct } from '@rapport/platform';
import { z } from 'zod';

/** A subscription as the API shows it (never its secret, except once: WebhookWithSecret). */
export const WebhookRecord = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()).meta({ description: 'Event types and wildcards (`company.*`, `*`)' }),
  description: z.string().nullable(),
  status: z.enum(['enabled', 'disabled']),
  disabledReason: z
    .string()
    .nullable()
    .meta({ description: 'Why it was disabled (repeated failures, or through the API); null when enabled' }),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookRecord = z.infer<typeof WebhookRecord>;

export const WebhookWithSecret = WebhookRecord.extend({
  secret: z
    .string()
    .nullable()
    .meta({
      description:
        'Signing secret (`whsec_…`): shown only in this answer. Keep it to verify `Rapport-Signature`. ' +
        'Null in a replay of a keyed request (`Idempotent-Replayed: true`, `Rapport-Secret-Withheld: true`): ' +
        'the secret is never stored with the answer; rotate it to get a new one.',
    }),
});

/** A replay of an answer that showed a secret: the secret is not kept (decision 0017, shown once). */
export const withheldSecret = <T extends { secret: string }>(shown: T) => ({
  body: { ...shown, secret: null },
  headers: { 'Rapport-Secret-Withheld': 'true' },
});

export const AttemptRecord = z.object({
  number: z.number().int(),
  statusCode: z.number().int().nullable().meta({ description: "The receiver's status; null when none came" }),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  startedAt: z.string(),
  trigger: z.enum(['automatic', 'manual']),
});

export const DeliveryRecord = z.object({
  id: z.string(),
  webhookId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attemptCount: z.number().int(),
  statusCode: z.number().int().nullable().meta({ description: "The last attempt's status code" }),
  durationMs: z.number().int().nullable().meta({ description: "The last attempt's duration" }),
  error: z.string().nullable().meta({ description: "The last attempt's error" }),
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(AttemptRecord),
  event: z.record(z.string(), z.unknown()).meta({ description: 'The event envelope that is POSTed' }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeliveryRecord = z.infer<typeof DeliveryRecord>;

export function toWebhookRecord(webhook: Output<'webhooks', 'Webhook'>): WebhookRecord {
  return {
    id: webhook.id,
    url: webhook.url,
    events: webhook.events,
    description: webhook.description ?? null,
    status: webhook.status as WebhookRecord['status'],
    disabledReason: webhook.disabledReason ?? null,
    disabledAt: webhook.disabledAt ?? null,
    createdAt: webhook.createdAt,
    updatedAt: webhook.updatedAt,
  };
}

export function toDeliveryRecord(delivery: Output<'webhooks', 'Delivery'>): DeliveryRecord {
  return {
    id: delivery.id,
    webhookId: delivery.webhookId,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    status: delivery.status as DeliveryRecord['status'],
    attemptCount: delivery.attemptCount,
    statusCode: delivery.statusCode ?? null,
    durationMs: delivery.durationMs ?? null,
    error: delivery.error ?? null,
    nextAttemptAt: delivery.nextAttemptAt ?? null,
    attempts: delivery.attempts.map((attempt) => ({
      number: attempt.number,
      statusCode: attempt.statusCode ?? null,
      durationMs: attempt.durationMs,
      error: attempt.error ?? null,
      startedAt: attempt.startedAt,
      trigger: attempt.trigger as 'automatic' | 'manual',
    })),
    event: fromStruct(delivery.event),
    createdAt: delivery.createdAt,
    updatedAt: delivery.updatedAt,
  };
}

/** PATCH body → the update request: given fields are set, a null description is cleared. */
export function toWebhookUpdate(body: {
  url?: string;
  events?: string[];
  description?: string | null;
  status?: 'enabled' | 'disabled';
}) {
  return {
    url: body.url,
    events: body.events ?? [],
    hasEvents: body.events !== undefined,
    description: body.description ?? undefined,
    status: body.status,
    clear: body.description === null ? ['description'] : [],
  };
}
