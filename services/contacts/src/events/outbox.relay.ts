import type { EventPublisher, Logger } from '@rapport/platform';
import type { EventIntent } from '../domain/contact-events';
import type { ContactsModels, OutboxDoc } from '../store/contacts.models';
import { envelopeOf, intentOf } from './event-outbox';

export interface RelayOptions {
  batchSize?: number;
  maxBackoffMs?: number;
}

/** Rebuilds an entry's data from the current state; null drops the entry (the event is not true). */
export type EventResolver = (intent: EventIntent) => Promise<unknown | null>;

/**
 * Publishes outbox entries whose writer did not (publish failed, process died), oldest first, with
 * exponential backoff per entry. Several replicas may relay the same entry: consumers are
 * idempotent by event id, and the entry keeps its id. Scheduled with the platform's `startPeriodic`.
 */
export class OutboxRelay {
  constructor(
    private readonly models: ContactsModels,
    private readonly publisher: EventPublisher,
    private readonly resolve: EventResolver,
    private readonly logger: Logger,
    private readonly options: RelayOptions,
  ) {}

  /** One pass over the due entries. Public for tests. */
  async tick(signal?: AbortSignal): Promise<number> {
    const due = await this.models.Outbox.find({ nextAttemptAt: { $lte: new Date() } })
      .sort({ _id: 1 })
      .limit(this.options.batchSize ?? 100)
      .lean<OutboxDoc[]>();
    let published = 0;
    for (const doc of due) {
      if (signal?.aborted) break;
      try {
        const intent = intentOf(doc);
        const data = await this.resolve(intent);
        if (data !== null) {
          await this.publisher.publish(envelopeOf(doc._id, intent, doc.occurredAt, data));
          published++;
        }
        await this.models.Outbox.deleteOne({ _id: doc._id });
      } catch (err) {
        const attempts = doc.attempts + 1;
        const delay = Math.min(1_000 * 2 ** attempts, this.options.maxBackoffMs ?? 60_000);
        this.logger.warn({ err, eventId: doc._id, attempts, delay }, 'outbox entry not relayed: will retry');
        await this.models.Outbox.updateOne(
          { _id: doc._id },
          { $set: { attempts, nextAttemptAt: new Date(Date.now() + delay) } },
        );
      }
    }
    if (published) this.logger.info({ published }, 'outbox relay published pending events');
    return published;
  }
}
