import { isDuplicateKey } from '@rapport/platform';
import type { StatusEventRepository } from '../domain/messaging.ports';
import type { StatusEvent } from '../domain/messaging.types';
import type { MessagingModels } from './messaging.models';

type StatusEventDoc = Omit<StatusEvent, 'id'> & { _id: string };

export class MongoStatusEventRepository implements StatusEventRepository {
  constructor(private readonly models: MessagingModels) {}

  async record(event: StatusEvent): Promise<void> {
    try {
      await this.models.StatusEvents.create({
        _id: `${event.accountId}:${event.providerMessageId}:${event.status}`,
        ...event,
      });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }

  async list(organizationId: string, accountId: string, providerMessageId: string): Promise<StatusEvent[]> {
    const docs = await this.models.StatusEvents.find({ organizationId, accountId, providerMessageId })
      .sort({ at: 1 })
      .lean<StatusEventDoc[]>();
    return docs.map(({ _id, ...event }) => event);
  }

  async deleteFor(organizationId: string, accountId: string, providerMessageIds: string[]): Promise<void> {
    if (!providerMessageIds.length) return;
    await this.models.StatusEvents.deleteMany({
      organizationId,
      accountId,
      providerMessageId: { $in: providerMessageIds },
    });
  }
}
