import type { EventEnvelope } from '@rapport/platform';

export type SubscriptionStatus = 'enabled' | 'disabled';
export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';
export type AttemptTrigger = 'automatic' | 'manual';

/** An organization's subscription of a URL to event types. */
export interface Subscription {
  id: string;
  organizationId: string;
  url: string;
  events: string[];
  description: string | null;
  status: SubscriptionStatus;
  disabledReason: string | null;
  disabledAt: Date | null;
  /** Signs deliveries; shown to the client once (creation, rotation). */
  secret: string;
  /** Since when every attempt failed (null after a success): past the limit, it is disabled. */
  failingSince: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface AttemptSummary {
  number: number;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  startedAt: Date;
  trigger: AttemptTrigger;
}

/** One event for one subscription, with its attempts. */
export interface Delivery {
  id: string;
  organizationId: string;
  subscriptionId: string;
  eventId: string;
  eventType: string;
  event: EventEnvelope;
  /** `<subscriptionId>:<subject>`: deliveries with the same key go out in event order; null: unordered. */
  orderKey: string | null;
  status: DeliveryStatus;
  attemptCount: number;
  /** First attempt of the current retry window (an API retry starts a new one). */
  windowStart: Date | null;
  /** When the next attempt is due; null while it waits behind an earlier delivery of its key. */
  nextAttemptAt: Date | null;
  /** The next attempt was asked for through the API: it does not wait for earlier deliveries. */
  manual: boolean;
  /**
   * How many retries were asked for through the API: an attempt whose outcome finds it moved since
   * the attempt began leaves the delivery pending for one more (the retry was acknowledged).
   */
  retryRequests: number;
  attempts: AttemptSummary[];
  createdAt: Date;
  updatedAt: Date;
}

/** A message on the delivery queue: make attempt `attempt` of the delivery. */
export interface DeliveryJob {
  deliveryId: string;
  organizationId: string;
  attempt: number;
  /** How often this job was put back because its organization or target was at its limit. */
  deferrals?: number;
  /**
   * The origin of the subscription's URL, set when the job is put back for its target: when it comes
   * back, a target still at its limit puts it back again before any read (the stored URL decides).
   */
  target?: string;
}

/** What one HTTP attempt gave. */
export interface SendOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

export const isSuccess = (outcome: SendOutcome) =>
  outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
