import { recordTurnModel } from '@rapport/platform/mongo';
import { type Connection, Schema } from 'mongoose';
import type { Delivery, Subscription } from '../domain/webhooks.types';

export type SubscriptionDocument = Omit<Subscription, 'id'> & { _id: string };

/** `dedupeKey` (`<subscriptionId>:<eventId>`) is unique: an event redelivered by the broker adds no delivery. */
export type DeliveryDocument = Omit<Delivery, 'id'> & { _id: string; dedupeKey: string };

const nullableText = { type: String, default: null };
const nullableDate = { type: Date, default: null };

const subscriptionSchema = new Schema<SubscriptionDocument>(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    url: { type: String, required: true },
    events: { type: [String], required: true },
    description: nullableText,
    status: { type: String, required: true },
    disabledReason: nullableText,
    disabledAt: nullableDate,
    secret: { type: String, required: true },
    failingSince: nullableDate,
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'subscriptions', minimize: false },
);
subscriptionSchema.index({ organizationId: 1, _id: -1 });

const deliverySchema = new Schema<DeliveryDocument>(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    subscriptionId: { type: String, required: true },
    dedupeKey: { type: String, required: true },
    eventId: { type: String, required: true },
    eventType: { type: String, required: true },
    event: { type: Schema.Types.Mixed, required: true },
    orderKey: nullableText,
    status: { type: String, required: true },
    attemptCount: { type: Number, default: 0 },
    windowStart: nullableDate,
    nextAttemptAt: nullableDate,
    manual: { type: Boolean, default: false },
    retryRequests: { type: Number, default: 0 },
    // Mongoose's schema typing cannot follow AttemptSummary inside Mixed.
    attempts: { type: [Schema.Types.Mixed], default: [] } as never,
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'deliveries', minimize: false },
);
// Top-level equality filters only (FerretDB pushes those down): the log of one subscription, the
// deliveries of one order key, the pending ones (sweeper), and the duplicate guard.
deliverySchema.index({ dedupeKey: 1 }, { unique: true });
deliverySchema.index({ subscriptionId: 1, _id: -1 });
deliverySchema.index({ orderKey: 1 });
deliverySchema.index({ status: 1 });

export function registerModels(connection: Connection) {
  return {
    Subscriptions: connection.model('Subscription', subscriptionSchema),
    Deliveries: connection.model('Delivery', deliverySchema),
    /** The claims of subscriptions' write turns (decision 0030). */
    Turns: recordTurnModel(connection),
  };
}
export type WebhookModels = ReturnType<typeof registerModels>;
