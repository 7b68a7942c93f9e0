export const CHANNELS = ['whatsapp', 'instagram', 'facebook'] as const;
export type Channel = (typeof CHANNELS)[number];
export const isChannel = (value: unknown): value is Channel => CHANNELS.includes(value as Channel);

export const PROVIDERS = ['meta', 'sandbox'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export type Direction = 'outbound' | 'inbound';
/**
 * `unknown`: the provider may have accepted the message before we could record its answer (a worker
 * died during the call). Never sent again, never shown as sent or failed (api-decisions).
 */
export type MessageStatus = 'queued' | 'unknown' | 'sent' | 'delivered' | 'read' | 'failed';

export interface Message {
  id: string;
  organizationId: string;
  contactId: string;
  direction: Direction;
  channel: Channel;
  body: string;
  status: MessageStatus;
  /** The channel account (WhatsApp instance or Instagram/Facebook account) used either way. */
  accountId: string;
  /**
   * The contact's address on the channel: the recipient of an outbound message (WhatsApp phone
   * digits, Instagram/Facebook scoped user id) or the sender of an inbound one.
   */
  contactAddress: string;
  providerMessageId: string | null;
  error: string | null;
  /** Unique: `<accountId>:<providerMessageId>` for inbound messages (webhook redeliveries), else the id. */
  dedupeKey: string;
  /** False until the broker confirmed the delivery; the outbox relay publishes what stays false. */
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface ChannelAccount {
  id: string;
  organizationId: string;
  channel: Channel;
  provider: ProviderName;
  /** WhatsApp phone_number_id, Facebook page id or Instagram account id. */
  providerAccountId: string;
  name: string;
  accessToken: string | null;
  appSecret: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What goes through RabbitMQ: only ids; the stored message is the source of truth. */
export interface Delivery {
  id: string;
  organizationId: string;
  channel: Channel;
}

/** The person fields messaging needs, as the contacts service answers them. */
export interface ContactPerson {
  id: string;
  phone: string | null;
  channel: Channel | null;
}

/** A status reported by the provider for one of its message ids (webhook), kept as its own record. */
export interface StatusEvent {
  accountId: string;
  organizationId: string;
  providerMessageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  error: string | null;
  at: Date;
}

/**
 * The provider's answer to the send of one outbound message, stored on the send's attempt (the
 * platform's `Attempts`, unique per message) before the message itself is updated.
 */
export interface SendOutcome {
  status: 'sent' | 'failed' | 'unknown';
  providerMessageId: string | null;
  error: string | null;
}
