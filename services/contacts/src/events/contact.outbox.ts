import type { Outbox, OutboxEntry } from '@rapport/platform';
import type { EventIntent, EventOutbox, PendingEvent } from '../domain/contacts.ports';

const IDENTIFIERS = ['email', 'phone', 'externalId'] as const;

const refOf = (intent: EventIntent): Record<string, string> => ({
  contactId: intent.contactId,
  ...(intent.linkId ? { linkId: intent.linkId } : {}),
  ...(intent.tagId ? { tagId: intent.tagId } : {}),
  ...Object.fromEntries(
    IDENTIFIERS.flatMap((key) => (intent.identifiers?.[key] ? [[key, intent.identifiers[key]]] : [])),
  ),
});

/** The intent an outbox entry was staged for (the relay rebuilds its data with `resolveEventData`). */
export function intentOf(entry: Pick<OutboxEntry, 'type' | 'organizationId' | 'ref'>): EventIntent {
  return {
    type: entry.type as EventIntent['type'],
    organizationId: entry.organizationId,
    contactId: entry.ref.contactId ?? '',
    ...(entry.ref.linkId ? { linkId: entry.ref.linkId } : {}),
    ...(entry.ref.tagId ? { tagId: entry.ref.tagId } : {}),
    ...(entry.type === 'contact.deleted'
      ? {
          identifiers: {
            email: entry.ref.email ?? null,
            phone: entry.ref.phone ?? null,
            externalId: entry.ref.externalId ?? null,
          },
        }
      : {}),
  };
}

/**
 * The contacts domain's EventOutbox on the platform Outbox: each intent is staged *before* its write
 * with the ids it is about as the entry's ref and no data (data is known after the write, or rebuilt
 * from the current state by the relay).
 */
export class ContactEventOutbox implements EventOutbox {
  constructor(private readonly outbox: Outbox) {}

  async prepare(intents: EventIntent[]): Promise<PendingEvent[]> {
    const staged = await this.outbox.stage(
      ...intents.map((intent) => ({
        type: intent.type,
        organizationId: intent.organizationId,
        ref: refOf(intent),
      })),
    );
    return staged.map((event, n) => ({
      id: event.id,
      intent: intents[n]!,
      occurredAt: new Date(event.occurredAt),
    }));
  }

  publish(pending: PendingEvent, data: unknown): Promise<{ done: Promise<void> }> {
    const { id, intent, occurredAt } = pending;
    return this.outbox.publishTracked(
      {
        id,
        type: intent.type,
        organizationId: intent.organizationId,
        occurredAt: occurredAt.toISOString(),
        data,
      },
      data,
    );
  }

  discard(pending: PendingEvent[]): Promise<void> {
    return this.outbox.discard(
      ...pending.map((p) => ({ id: p.id, organizationId: p.intent.organizationId })),
    );
  }
}
