import type { Delivery, DeliveryJob, DeliveryStatus, SendOutcome, Subscription } from './webhooks.types';

export interface Page<T> {
  data: T[];
  nextCursor: string;
}

export type SubscriptionChanges = Partial<
  Pick<
    Subscription,
    'url' | 'events' | 'description' | 'status' | 'disabledReason' | 'disabledAt' | 'secret' | 'failingSince'
  >
>;

/** Every method takes the organization id: one organization never reaches another's records. */
export interface SubscriptionRepository {
  create(subscription: Subscription): Promise<void>;
  findById(organizationId: string, id: string): Promise<Subscription | null>;
  list(organizationId: string, cursor: string | null, limit: number): Promise<Page<Subscription>>;
  /** How many subscriptions the organization has, enabled or not. */
  count(organizationId: string): Promise<number>;
  /** The organization's enabled subscriptions (the worker's fan-out). */
  listEnabled(organizationId: string): Promise<Subscription[]>;
  update(organizationId: string, id: string, changes: SubscriptionChanges): Promise<Subscription | null>;
  /** Sets failingSince when it is not set yet; returns the subscription as it is now. */
  markFailing(organizationId: string, id: string, now: Date): Promise<Subscription | null>;
  delete(organizationId: string, id: string): Promise<boolean>;
}

/** The fields of a delivery its writers set. */
export type DeliveryChanges = Partial<
  Pick<Delivery, 'status' | 'attemptCount' | 'windowStart' | 'nextAttemptAt' | 'manual' | 'retryRequests'>
>;

/** One write of a delivery: its fields, and the attempt it adds to the log. */
export interface DeliveryWrite {
  changes: DeliveryChanges;
  attempt?: Delivery['attempts'][number];
}

export interface DeliveryRepository {
  /** Inserts the deliveries that do not exist yet (one per subscription and event); returns all of them as stored. */
  insertOnce(deliveries: Delivery[]): Promise<Delivery[]>;
  findById(organizationId: string, id: string): Promise<Delivery | null>;
  list(
    organizationId: string,
    subscriptionId: string,
    options: { cursor: string | null; limit: number; status?: DeliveryStatus },
  ): Promise<Page<Delivery>>;
  /** Pending deliveries with this order key (few: those waiting behind one that fails). */
  pendingWithKey(organizationId: string, orderKey: string): Promise<Delivery[]>;
  /** Every pending delivery (the sweeper's pass). */
  pending(limit: number): Promise<Delivery[]>;
  update(
    organizationId: string,
    id: string,
    changes: DeliveryChanges,
    attempt?: Delivery['attempts'][number],
  ): Promise<boolean>;
  /**
   * Writes what `decide` makes of the delivery as it stands in its write turn (null: nothing), so a
   * writer can decide on what others wrote meanwhile. Answers the delivery as written, or null when
   * it is gone or nothing was written.
   */
  change(
    organizationId: string,
    id: string,
    decide: (current: Delivery) => DeliveryWrite | null,
  ): Promise<Delivery | null>;
  deleteOfSubscription(organizationId: string, subscriptionId: string): Promise<void>;
}

/** Puts a job on the delivery queue now or after `delayMs` (a delay queue of that length). */
export interface DeliveryJobs {
  schedule(job: DeliveryJob, delayMs: number): Promise<void>;
}

/** Resolves a host name to its addresses (the operating system's resolver). */
export interface HostResolver {
  resolve(host: string): Promise<string[]>;
}

/** POSTs one signed delivery; never throws (failures are outcomes). */
export interface WebhookSender {
  send(request: { url: string; body: string; headers: Record<string, string> }): Promise<SendOutcome>;
}
