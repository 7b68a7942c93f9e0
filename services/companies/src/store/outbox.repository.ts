import type { EventEnvelope } from '@rapport/platform';
import type { CompanyModels, OutboxDocument } from './company.models';

/** Events saved until the broker confirms them (see CompanyEvents and OutboxRelay). */
export class MongoOutboxRepository {
  constructor(
    private readonly models: CompanyModels,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async save(event: EventEnvelope): Promise<void> {
    await this.models.Outbox.create({
      _id: event.id,
      type: event.type,
      organizationId: event.organizationId,
      event: event as unknown as Record<string, unknown>,
      createdAt: this.now(),
    });
  }

  async remove(eventId: string): Promise<void> {
    await this.models.Outbox.deleteOne({ _id: eventId });
  }

  /** Saved before `before`, oldest first. */
  async due(before: Date, limit: number): Promise<EventEnvelope[]> {
    const docs = await this.models.Outbox.find({ createdAt: { $lt: before } })
      .sort({ createdAt: 1, _id: 1 })
      .limit(limit)
      .lean<OutboxDocument[]>();
    return docs.map((doc) => doc.event);
  }
}
