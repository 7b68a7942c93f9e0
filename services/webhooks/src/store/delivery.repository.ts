import { type AttemptStore, isDuplicateKey, RecordTurns, toPage } from '@rapport/platform';
import { MongoTurnStore } from '@rapport/platform/mongo';
import type { DeliveryChanges, DeliveryRepository, DeliveryWrite, Page } from '../domain/webhooks.ports';
import type { AttemptSummary, Delivery, DeliveryStatus, SendOutcome } from '../domain/webhooks.types';
import type { DeliveryDocument, WebhookModels } from './webhook.models';

const toDelivery = ({ _id, dedupeKey: _key, ...doc }: DeliveryDocument): Delivery => ({
  ...doc,
  id: _id,
  orderKey: doc.orderKey ?? null,
  windowStart: doc.windowStart ?? null,
  nextAttemptAt: doc.nextAttemptAt ?? null,
  manual: doc.manual ?? false,
  retryRequests: doc.retryRequests ?? 0,
  attempts: doc.attempts ?? [],
});

const dedupeKeyOf = (delivery: Pick<Delivery, 'subscriptionId' | 'eventId'>) =>
  `${delivery.subscriptionId}:${delivery.eventId}`;

export class MongoDeliveryRepository implements DeliveryRepository {
  /**
   * A delivery's writes one at a time (decision 0030): the worker's outcome of an attempt (its count
   * and an entry pushed on `attempts`), the sweeper's and the ordering's `nextAttemptAt` and an API
   * retry may meet, and on FerretDB v1 an update writes back the whole document it read, so one of
   * them could drop an attempt from the log or undo its count (issue 42).
   */
  private readonly turns: RecordTurns;

  constructor(
    private readonly models: WebhookModels,
    private readonly attempts: AttemptStore<SendOutcome>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.turns = new RecordTurns(new MongoTurnStore(models.Turns));
  }

  async insertOnce(deliveries: Delivery[]): Promise<Delivery[]> {
    if (!deliveries.length) return [];
    const docs = deliveries.map(({ id, ...rest }) => ({ _id: id, dedupeKey: dedupeKeyOf(rest), ...rest }));
    try {
      await this.models.Deliveries.insertMany(docs, { ordered: false });
      return deliveries;
    } catch (err) {
      if (!isDuplicateKey(err) && !isDuplicateKey((err as { writeErrors?: unknown[] }).writeErrors?.[0])) {
        throw err;
      }
    }
    // The event came again: answer the deliveries as stored (some may have been inserted just now).
    const stored = await Promise.all(
      docs.map((doc) =>
        this.models.Deliveries.findOne({ dedupeKey: doc.dedupeKey }).lean<DeliveryDocument>(),
      ),
    );
    return stored.filter((doc): doc is DeliveryDocument => doc !== null).map(toDelivery);
  }

  async findById(organizationId: string, id: string): Promise<Delivery | null> {
    const doc = await this.models.Deliveries.findOne({ _id: id, organizationId }).lean<DeliveryDocument>();
    return doc ? toDelivery(doc) : null;
  }

  async list(
    organizationId: string,
    subscriptionId: string,
    options: { cursor: string | null; limit: number; status?: DeliveryStatus },
  ): Promise<Page<Delivery>> {
    const docs = await this.models.Deliveries.find({
      subscriptionId,
      organizationId,
      ...(options.status ? { status: options.status } : {}),
      ...(options.cursor ? { _id: { $lt: options.cursor } } : {}),
    })
      .sort({ _id: -1 })
      .limit(options.limit + 1)
      .lean<DeliveryDocument[]>();
    return toPage(docs.map(toDelivery), options.limit);
  }

  async pendingWithKey(organizationId: string, orderKey: string): Promise<Delivery[]> {
    const docs = await this.models.Deliveries.find({ orderKey, organizationId, status: 'pending' }).lean<
      DeliveryDocument[]
    >();
    return docs.map(toDelivery);
  }

  async pending(limit: number): Promise<Delivery[]> {
    const docs = await this.models.Deliveries.find({ status: 'pending' })
      .sort({ _id: 1 })
      .limit(limit)
      .lean<DeliveryDocument[]>();
    return docs.map(toDelivery);
  }

  async update(
    organizationId: string,
    id: string,
    changes: DeliveryChanges,
    attempt?: AttemptSummary,
  ): Promise<boolean> {
    let found = false;
    await this.change(organizationId, id, () => {
      found = true;
      return { changes, attempt };
    });
    return found;
  }

  async change(
    organizationId: string,
    id: string,
    decide: (current: Delivery) => DeliveryWrite | null,
  ): Promise<Delivery | null> {
    return this.turns.run(
      `delivery:${id}`,
      () => this.findById(organizationId, id),
      async (current, turn) => {
        if (!current || !turn) return null;
        const write = decide(current);
        if (!write) return null;
        turn.fence();
        const updatedAt = this.now();
        const { matchedCount } = await this.models.Deliveries.updateOne(
          { _id: id, organizationId },
          {
            $set: { ...write.changes, updatedAt },
            ...(write.attempt ? { $push: { attempts: write.attempt } } : {}),
          },
        );
        if (!matchedCount) return null;
        const attempts = write.attempt ? [...current.attempts, write.attempt] : current.attempts;
        return { ...current, ...write.changes, attempts, updatedAt };
      },
    );
  }

  async deleteOfSubscription(organizationId: string, subscriptionId: string): Promise<void> {
    await this.models.Deliveries.deleteMany({ subscriptionId, organizationId });
    await this.attempts.deleteTagged({ subscriptionId, organizationId });
  }
}
