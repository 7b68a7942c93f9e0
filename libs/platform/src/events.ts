import { z } from 'zod';
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

/** An envelope as consumers accept it (queue messages are checked, decision 0012): `data` as `data` says. */
export const eventEnvelopeOf = <D extends z.ZodType>(data: D) =>
  z.looseObject({
    id: z.string().min(1),
    type: z.string().min(1),
    occurredAt: z.string().min(1),
    organizationId: z.string().min(1),
    data,
  });

export function buildEvent<T>(type: string, organizationId: string, data: T): EventEnvelope<T> {
  return { id: newId(), type, occurredAt: new Date().toISOString(), organizationId, data };
}

export interface EventPublisher {
  /** Resolves once the broker confirmed the event; rejects otherwise (not connected, nack, timeout). */
  publish(event: EventEnvelope): Promise<void>;
}
