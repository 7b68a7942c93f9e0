import type {
  Channel,
  ChannelAccount,
  ChannelWindow,
  ContactPerson,
  Delivery,
  Message,
  MessageStatus,
  MessageTag,
  MessagingSettings,
  ProviderName,
  StatusEvent,
  TemplateSend,
  WhatsAppTemplate,
} from './messaging.types';

/** Every query names the organization, except the few cross-tenant lookups marked as such. */
export interface MessageRepository {
  insert(message: Message): Promise<void>;
  /** Inserts unless the dedupe key exists; answers the stored message and whether it was new. */
  insertUnique(message: Message): Promise<{ message: Message; created: boolean }>;
  findById(organizationId: string, id: string): Promise<Message | null>;
  findByDedupeKey(organizationId: string, dedupeKey: string): Promise<Message | null>;
  /** The contact's newest inbound message, optionally only those received by one account. */
  latestInbound(
    organizationId: string,
    contactId: string,
    filter?: { accountId?: string; channel?: Channel },
  ): Promise<Message | null>;
  list(organizationId: string, contactId: string, afterId: string | null, limit: number): Promise<Message[]>;
  findByProviderMessageId(
    organizationId: string,
    accountId: string,
    providerMessageId: string,
  ): Promise<Message | null>;
  /** Outbound messages of an account to one address created up to `until` (Messenger read watermarks). */
  findOutboundTo(
    organizationId: string,
    accountId: string,
    contactAddress: string,
    until: Date,
  ): Promise<Message[]>;
  markPublished(organizationId: string, id: string): Promise<void>;
  setOutcome(
    organizationId: string,
    id: string,
    outcome: { status: MessageStatus; providerMessageId?: string | null; error?: string | null },
  ): Promise<Message | null>;
  /** Cross-tenant, for the outbox relay: unpublished messages created before `before`. */
  findUnpublished(before: Date, limit: number): Promise<Message[]>;
  deleteByContact(organizationId: string, contactId: string): Promise<Message[]>;
}

export interface AccountRepository {
  insert(account: ChannelAccount): Promise<void>;
  findById(organizationId: string, id: string): Promise<ChannelAccount | null>;
  list(organizationId: string): Promise<ChannelAccount[]>;
  /** The organization's oldest account of the channel: the default when nothing else decides. */
  firstOfChannel(organizationId: string, channel: Channel): Promise<ChannelAccount | null>;
  delete(organizationId: string, id: string): Promise<boolean>;
  /** Cross-tenant by nature: a webhook names the provider's account id, not our organization. */
  findByProviderAccount(channel: Channel, providerAccountId: string): Promise<ChannelAccount | null>;
  /** The accounts of several provider ids in one query (unknown ones are simply absent). */
  findByProviderAccounts(refs: { channel: Channel; providerAccountId: string }[]): Promise<ChannelAccount[]>;
  setTemplatesSyncedAt(organizationId: string, id: string, at: Date): Promise<void>;
  /** Cross-tenant, for the periodic template sync: every account with a WhatsApp Business Account. */
  withWaba(): Promise<ChannelAccount[]>;
}

/** WhatsApp templates, one record per (account, name, language). */
export interface TemplateRepository {
  /** Stores the account's templates as just read, and forgets the ones the provider no longer has. */
  replaceAll(account: ChannelAccount, templates: WhatsAppTemplate[], syncedAt: Date): Promise<void>;
  list(organizationId: string, accountId: string): Promise<WhatsAppTemplate[]>;
  find(
    organizationId: string,
    accountId: string,
    name: string,
    language: string,
  ): Promise<WhatsAppTemplate | null>;
}

/** The provider's list of an account's templates (Graph API `GET /{waba-id}/message_templates`). */
export interface TemplateCatalog {
  fetch(account: ChannelAccount): Promise<Omit<WhatsAppTemplate, 'syncedAt'>[]>;
}

/** Customer service windows, one record per (organization, contact, channel account). */
export interface WindowRepository {
  /** Opens or extends the window: keeps the latest `lastInboundAt` of the record and this one. */
  touch(window: ChannelWindow): Promise<void>;
  find(organizationId: string, contactId: string, accountId: string): Promise<ChannelWindow | null>;
  deleteByContact(organizationId: string, contactId: string): Promise<void>;
}

export interface SettingsRepository {
  /** Null when the organization never set anything (the defaults apply). */
  get(organizationId: string): Promise<MessagingSettings | null>;
  set(settings: MessagingSettings): Promise<void>;
}

export interface StatusEventRepository {
  /** Idempotent: one record per (account, provider message id, status). */
  record(event: StatusEvent): Promise<void>;
  list(organizationId: string, accountId: string, providerMessageId: string): Promise<StatusEvent[]>;
  deleteFor(organizationId: string, accountId: string, providerMessageIds: string[]): Promise<void>;
}

export interface ContactsPort {
  /** Null when the id is not a person of the organization. */
  getPerson(organizationId: string, id: string): Promise<ContactPerson | null>;
  findOrCreateByChannel(
    organizationId: string,
    input: { channel: Channel; channelUserId: string; phone?: string; name?: string },
  ): Promise<ContactPerson>;
}

export interface DeliveryPublisher {
  /** Resolves once the broker confirmed the delivery. */
  publish(delivery: Delivery): Promise<void>;
}

// Chat providers (implemented in providers/; the account's `provider` picks one).

export interface SendRequest {
  channel: Channel;
  /** WhatsApp phone_number_id, Facebook page id or Instagram account id. */
  providerAccountId: string;
  accessToken: string | null;
  /** WhatsApp: phone digits; Instagram/Facebook: the scoped user id. */
  recipient: string;
  body: string;
  /** Our message id, for the provider's logs where it accepts one. */
  messageId: string;
  /** Messenger/Instagram: sent as MESSAGE_TAG with this tag instead of a RESPONSE. */
  tag?: MessageTag | null;
  /** WhatsApp: a template message instead of text. */
  template?: TemplateSend | null;
}

export interface SendResult {
  /** Null when the provider accepted the message without naming it. */
  providerMessageId: string | null;
}

/**
 * A refusal or failure of the provider. `transient` ones (network, timeouts, 5xx, 429, throttling)
 * are worth retrying; the others (4xx: bad token, unknown recipient, policy) fail the message at once.
 */
export class ProviderError extends Error {
  constructor(
    readonly reason: string,
    readonly transient: boolean,
  ) {
    super(reason);
    this.name = 'ProviderError';
  }
}

/** One way of sending chat messages; the account's `provider` picks the implementation. */
export interface ChannelProvider {
  readonly name: ProviderName;
  send(request: SendRequest): Promise<SendResult>;
}

export type ProviderRegistry = Record<ProviderName, ChannelProvider>;

/**
 * Status events of outbound messages (message.sent, .delivered, .read, .failed), staged in the outbox
 * around the status write that makes them true (events/message-status.outbox.ts): the use cases name
 * each one, and a crash between stage and publish leaves it to the relay.
 */
export interface MessageStatusEvents {
  /**
   * Writes the message's outcome (`write`, which answers the message as written, or null when it is
   * gone) with the event of its status, if that status has one.
   */
  setOutcome(
    organizationId: string,
    id: string,
    status: MessageStatus,
    write: () => Promise<Message | null>,
  ): Promise<void>;
}

/**
 * message.created (the change feed, issue 26): staged in the outbox before the insert of a new message
 * and published after it with the message record as data, or discarded when nothing was inserted (a
 * webhook redelivery found the stored message).
 */
export interface MessageCreatedEvents {
  /** Runs `insert` (which answers the message now stored and whether it is new) around the event. */
  created(
    message: Message,
    insert: () => Promise<{ message: Message; created: boolean }>,
  ): Promise<{ message: Message; created: boolean }>;
}
