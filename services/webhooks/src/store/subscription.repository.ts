import { RecordTurns, toPage } from '@rapport/platform';
import { MongoTurnStore } from '@rapport/platform/mongo';
import type { Page, SubscriptionChanges, SubscriptionRepository } from '../domain/webhooks.ports';
import type { Subscription } from '../domain/webhooks.types';
import type { SubscriptionDocument, WebhookModels } from './webhook.models';

const toSubscription = ({ _id, ...doc }: SubscriptionDocument): Subscription => ({
  ...doc,
  id: _id,
  description: doc.description ?? null,
  disabledReason: doc.disabledReason ?? null,
  disabledAt: doc.disabledAt ?? null,
  failingSince: doc.failingSince ?? null,
});

export class MongoSubscriptionRepository implements SubscriptionRepository {
  /**
   * A subscription's writes one at a time (decision 0030): a PATCH, a secret's rotation and the
   * worker's failure marks change different fields, and on FerretDB v1 an update writes back the whole
   * document it read, so without turns one of them could undo another (issue 42).
   */
  private readonly turns: RecordTurns;

  constructor(
    private readonly models: WebhookModels,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.turns = new RecordTurns(new MongoTurnStore(models.Turns));
  }

  async create(subscription: Subscription): Promise<void> {
    const { id, ...rest } = subscription;
    await this.models.Subscriptions.create({ _id: id, ...rest });
  }

  async findById(organizationId: string, id: string): Promise<Subscription | null> {
    const doc = await this.models.Subscriptions.findOne({
      _id: id,
      organizationId,
    }).lean<SubscriptionDocument>();
    return doc ? toSubscription(doc) : null;
  }

  async list(organizationId: string, cursor: string | null, limit: number): Promise<Page<Subscription>> {
    const docs = await this.models.Subscriptions.find({
      organizationId,
      ...(cursor ? { _id: { $lt: cursor } } : {}),
    })
      .sort({ _id: -1 })
      .limit(limit + 1)
      .lean<SubscriptionDocument[]>();
    return toPage(docs.map(toSubscription), limit);
  }

  count(organizationId: string): Promise<number> {
    return this.models.Subscriptions.countDocuments({ organizationId });
  }

  async listEnabled(organizationId: string): Promise<Subscription[]> {
    const docs = await this.models.Subscriptions.find({ organizationId, status: 'enabled' }).lean<
      SubscriptionDocument[]
    >();
    return docs.map(toSubscription);
  }

  async update(
    organizationId: string,
    id: string,
    changes: SubscriptionChanges,
  ): Promise<Subscription | null> {
    return this.turns.run(
      `webhook:${id}`,
      () => this.findById(organizationId, id),
      async (current, turn) => {
        if (!current || !turn) return null;
        turn.fence();
        const doc = await this.models.Subscriptions.findOneAndUpdate(
          { _id: id, organizationId },
          { $set: { ...changes, updatedAt: this.now() } },
          { returnDocument: 'after' },
        ).lean<SubscriptionDocument>();
        return doc ? toSubscription(doc) : null;
      },
    );
  }

  async markFailing(organizationId: string, id: string, now: Date): Promise<Subscription | null> {
    return this.turns.run(
      `webhook:${id}`,
      () => this.findById(organizationId, id),
      async (current, turn) => {
        // Only the first failure after a success sets it: in the turn, the value read is the one there.
        if (!current || !turn || current.failingSince) return current;
        turn.fence();
        await this.models.Subscriptions.updateOne(
          { _id: id, organizationId },
          { $set: { failingSince: now } },
        );
        return this.findById(organizationId, id);
      },
    );
  }

  async delete(organizationId: string, id: string): Promise<boolean> {
    const { deletedCount } = await this.models.Subscriptions.deleteOne({ _id: id, organizationId });
    return deletedCount > 0;
  }
}
