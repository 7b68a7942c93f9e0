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
  /** How an outbound message was routed and what the window was then; null for inbound ones. */
  route?: MessageRoute | null;
  /** Messenger/Instagram message tag sent with it (`HUMAN_AGENT`), else null. */
  tag?: MessageTag | null;
  /** A WhatsApp template message: which template, with which parameters (`body` is it rendered). */
  template?: TemplateSend | null;
  /**
   * Grows by one with each write of the message, in its write turn (decision 0030): 1 as inserted;
   * absent on messages stored before versions (read as 0).
   */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Which routing rule chose the account: an override, the latest inbound message, contact.channel. */
export type RouteRule = 'override' | 'latest_inbound' | 'contact_channel';

/** What happens to free text outside the customer service window: sent anyway, or refused (409). */
export const OUTSIDE_WINDOW_POLICIES = ['send', 'refuse'] as const;
export type OutsideWindowPolicy = (typeof OUTSIDE_WINDOW_POLICIES)[number];

export const MESSAGE_TAGS = ['HUMAN_AGENT'] as const;
export type MessageTag = (typeof MESSAGE_TAGS)[number];

/** The customer service window of a (contact, channel account) at one moment. */
export interface WindowState {
  state: 'open' | 'closed';
  /** The contact's last inbound message to the account (its own timestamp); null: never wrote. */
  lastInboundAt: Date | null;
  /** While open: when it closes. */
  openUntil: Date | null;
  /** While closed after having been open: when it closed. */
  closedSince: Date | null;
}

export interface MessageRoute {
  channel: Channel;
  accountId: string;
  rule: RouteRule;
  window: WindowState;
  outsideWindow: OutsideWindowPolicy;
}

/** The last inbound message of a contact to one channel account: what opens its window. */
export interface ChannelWindow {
  organizationId: string;
  contactId: string;
  accountId: string;
  channel: Channel;
  lastInboundAt: Date;
}

export interface MessagingSettings {
  organizationId: string;
  outsideWindow: OutsideWindowPolicy;
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
  /** WhatsApp: the WhatsApp Business Account whose templates the instance sends. */
  wabaId?: string | null;
  /** When its templates were last read from the provider. */
  templatesSyncedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The parameters of a template send, per component, in placeholder order ({{1}}, {{2}} …). */
export interface TemplateParameters {
  header: string[];
  body: string[];
}

export interface TemplateSend {
  name: string;
  language: string;
  parameters: TemplateParameters;
}

/** One component of a WhatsApp template, with the placeholders it needs filled. */
export interface TemplateComponent {
  /** HEADER, BODY, FOOTER or BUTTONS */
  type: string;
  /** HEADER: TEXT, IMAGE, VIDEO, DOCUMENT or LOCATION. */
  format: string | null;
  text: string | null;
  /** Placeholder names in order: `1`, `2` … (positional) or names (named parameters). */
  parameters: string[];
}

/** A WhatsApp message template of an instance, as last read from the Graph API. */
export interface WhatsAppTemplate {
  organizationId: string;
  accountId: string;
  name: string;
  language: string;
  category: string;
  /** APPROVED, PENDING, REJECTED, PAUSED, DISABLED … */
  status: string;
  components: TemplateComponent[];
  syncedAt: Date;
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
