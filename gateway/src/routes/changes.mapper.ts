import type { Output } from '@rapport/contracts';
import { EVENT_FAMILIES, familyOf } from '@rapport/platform';
import { z } from 'zod';

const Actor = z
  .object({ kind: z.enum(['token', 'user', 'system']), id: z.string() })
  .nullable()
  .meta({ description: 'Who made the change; null for changes recorded before actors were' });

/** A recorded change: an entry of the change feed (GET /v1/changes) and of a person's activity. */
export const ChangeRecord = z.object({
  id: z.string().meta({ description: 'The change (the same id as the webhook event of the change)' }),
  cursor: z
    .string()
    .meta({ description: 'Where this change lies: a read with it as `cursor` goes on after it' }),
  type: z.string().meta({ description: 'The event type: `contact.created`, `company.deleted` …' }),
  objectType: z
    .string()
    .meta({ description: '`person`, `tag`, `company`, `message`, `email` or `campaign`' }),
  objectId: z.string().nullable(),
  occurredAt: z.string(),
  actor: Actor,
  data: z
    .record(z.string(), z.unknown())
    .meta({ description: "The event's data: the record right after the change" }),
});

/** A change as the webhooks service answers it, as its REST record (objectType by its family). */
export function toChangeRecord(change: Output<'webhooks', 'Change'>) {
  const family = EVENT_FAMILIES[familyOf(change.type)];
  const data = JSON.parse(change.dataJson) as Record<string, unknown>;
  // A record as data (message.created) names its object by its own `id`.
  const objectId = data[family?.idField ?? 'id'] ?? data.id;
  return {
    id: change.id,
    cursor: String(change.seq),
    type: change.type,
    objectType: family?.objectType ?? familyOf(change.type),
    objectId: typeof objectId === 'string' ? objectId : null,
    occurredAt: change.occurredAt,
    actor: change.actor ? { kind: change.actor.kind, id: change.actor.id } : null,
    data,
  };
}
