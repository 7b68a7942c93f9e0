import { newId } from './ids';

/** Topic exchange of domain events; the routing key is the event type (api-decisions). */
export const EVENTS_EXCHANGE = 'rapport.events';

export interface EventEnvelope<T = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  organizationId: string;
  data: T;
}

export function buildEvent<T>(type: string, organizationId: string, data: T): EventEnvelope<T> {
  return { id: newId(), type, occurredAt: new Date().toISOString(), organizationId, data };
}

export interface EventPublisher {
  /** Resolves once the broker confirmed the event; rejects otherwise (not connected, nack, timeout). */
  publish(event: EventEnvelope): Promise<void>;
}
