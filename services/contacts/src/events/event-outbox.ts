import { type EventEnvelope, type EventPublisher, type Logger, newId } from '@rapport/platform';
import type { EventIntent, EventOutbox, PendingEvent } from '../domain/contact-events';
import type { ContactsModels, OutboxDoc } from '../store/contacts.models';

export interface OutboxOptions {
  /** How long the relay leaves a fresh entry to its writer before publishing it itself. */
  graceMs: number;
}

export function envelopeOf(id: string, intent: EventIntent, occurredAt: Date, data: unknown): EventEnvelope {
  return {
    id,
    type: intent.type,
    occurredAt: occurredAt.toISOString(),
    organizationId: intent.organizationId,
    data,
  };
}

export function intentOf(doc: OutboxDoc): EventIntent {
  return {
    type: doc.type as EventIntent['type'],
    organizationId: doc.organizationId,
    contactId: doc.contactId,
    ...(doc.linkId ? { linkId: doc.linkId } : {}),
    ...(doc.tagId ? { tagId: doc.tagId } : {}),
  };
}

/**
 * The outbox collection of the contacts database. FerretDB has no transactions, so the entry cannot
 * be written atomically with the record; it is written *before* the record instead. Every write
 * thus has an entry until its event was confirmed by the broker (or the write turned out not to
 * happen), and the relay publishes what a crash or an unreachable broker left behind.
 */
export class MongoEventOutbox implements EventOutbox {
  constructor(
    private readonly models: ContactsModels,
    private readonly publisher: EventPublisher,
    private readonly logger: Logger,
    private readonly options: OutboxOptions,
  ) {}

  async prepare(intents: EventIntent[]): Promise<PendingEvent[]> {
    if (!intents.length) return [];
    const occurredAt = new Date();
    const nextAttemptAt = new Date(occurredAt.getTime() + this.options.graceMs);
    const pending = intents.map((intent) => ({ id: newId(), intent, occurredAt }));
    await this.models.Outbox.insertMany(
      pending.map(({ id, intent }) => ({
        _id: id,
        organizationId: intent.organizationId,
        type: intent.type,
        contactId: intent.contactId,
        linkId: intent.linkId ?? null,
        tagId: intent.tagId ?? null,
        occurredAt,
        attempts: 0,
        nextAttemptAt,
      })),
    );
    return pending;
  }

  async publish(pending: PendingEvent, data: unknown): Promise<void> {
    try {
      await this.publisher.publish(envelopeOf(pending.id, pending.intent, pending.occurredAt, data));
    } catch (err) {
      this.logger.warn(
        { err, eventId: pending.id, type: pending.intent.type },
        'event not published yet: the outbox relay will retry',
      );
      return;
    }
    await this.forget([pending.id]);
  }

  async discard(pending: PendingEvent[]): Promise<void> {
    if (pending.length) await this.forget(pending.map((p) => p.id));
  }

  private async forget(ids: string[]): Promise<void> {
    try {
      await this.models.Outbox.deleteMany({ _id: { $in: ids } });
    } catch (err) {
      // Harmless: the relay re-resolves the entry (consumers dedupe by event id).
      this.logger.warn({ err, ids }, 'could not remove outbox entries');
    }
  }
}
