import { isDuplicateKey } from '@rapport/platform';
import type { ClaimRepository, StatusEventRepository } from '../domain/messaging.ports';
import type { SendClaim, StatusEvent } from '../domain/messaging.types';
import type { MessagingModels } from './messaging.models';

interface ClaimDoc {
  _id: string;
  token: string;
  leaseUntil: Date;
  outcome: SendClaim['outcome'];
}

export class MongoClaimRepository implements ClaimRepository {
  constructor(private readonly models: MessagingModels) {}

  async tryClaim({ messageId, ...claim }: SendClaim): Promise<boolean> {
    try {
      await this.models.Claims.create({ _id: messageId, ...claim });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async find(messageId: string): Promise<SendClaim | null> {
    const doc = await this.models.Claims.findById(messageId).lean<ClaimDoc>();
    if (!doc) return null;
    const outcome = doc.outcome?.status
      ? {
          status: doc.outcome.status,
          providerMessageId: doc.outcome.providerMessageId ?? null,
          error: doc.outcome.error ?? null,
        }
      : null;
    return { messageId: doc._id, token: doc.token, leaseUntil: doc.leaseUntil, outcome };
  }

  async setOutcome(messageId: string, outcome: NonNullable<SendClaim['outcome']>): Promise<void> {
    await this.models.Claims.updateOne({ _id: messageId }, { $set: { outcome } });
  }

  async release(messageId: string, token: string): Promise<void> {
    // Only the owner releases, and only a claim without an outcome.
    await this.models.Claims.deleteOne({ _id: messageId, token, outcome: null });
  }

  async deleteMany(messageIds: string[]): Promise<void> {
    if (messageIds.length) await this.models.Claims.deleteMany({ _id: { $in: messageIds } });
  }
}

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
