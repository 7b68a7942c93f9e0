import { decodeCursor, invalid, type Logger, newId, pageLimit, toPage } from '@rapport/platform';
import type {
  AccountRepository,
  ContactsPort,
  DeliveryPublisher,
  MessageCreatedEvents,
  MessageRepository,
} from './messaging.ports';
import type { ChannelAccount, ContactPerson, Message } from './messaging.types';
import {
  checkSendInput,
  chooseRoute,
  NO_CHANNEL,
  noAccount,
  overrideError,
  type SendInput,
  whatsappDigits,
} from './send.rules';

export interface InboundInput {
  account: ChannelAccount;
  channelUserId: string;
  body: string;
  providerMessageId: string;
  phone?: string;
  name?: string;
}

export class MessagesService {
  constructor(
    private readonly messages: MessageRepository,
    private readonly accounts: AccountRepository,
    private readonly contacts: ContactsPort,
    private readonly publisher: DeliveryPublisher,
    private readonly createdEvents: MessageCreatedEvents,
    private readonly logger: Logger,
  ) {}

  /**
   * Validates, routes and stores the message as `queued`, then publishes its delivery. The stored
   * record is the outbox: when the publish is not confirmed the request still succeeds and the
   * relay publishes it later (see OutboxRelay), so an answered message is never forgotten.
   */
  async send(organizationId: string, input: SendInput): Promise<Message> {
    const errors = checkSendInput(input);
    if (errors.length) throw invalid(errors);
    const person = await this.contacts.getPerson(organizationId, input.contactId);
    if (!person) throw invalid(['contactId must be a person of the organization']);
    const account = await this.route(organizationId, input, person);
    const contactAddress = await this.recipient(organizationId, person, account);
    const now = new Date();
    const id = newId();
    const message: Message = {
      id,
      organizationId,
      contactId: person.id,
      direction: 'outbound',
      channel: account.channel,
      body: input.body,
      status: 'queued',
      accountId: account.id,
      contactAddress,
      providerMessageId: null,
      error: null,
      dedupeKey: id,
      published: false,
      createdAt: now,
      updatedAt: now,
    };
    // message.created goes out with the insert (the change feed: no record without its change).
    await this.createdEvents.created(message, async () => {
      await this.messages.insert(message);
      return { message, created: true };
    });
    try {
      await this.publisher.publish({ id, organizationId, channel: message.channel });
      await this.messages.markPublished(organizationId, id);
    } catch (err) {
      this.logger.warn(
        { err, messageId: id },
        'delivery not confirmed by the broker: left to the outbox relay',
      );
    }
    return message;
  }

  private async route(organizationId: string, input: SendInput, person: ContactPerson) {
    for (const field of ['whatsappInstanceId', 'channelAccountId'] as const) {
      const id = input[field];
      if (!id) continue;
      const account = await this.accounts.findById(organizationId, id);
      const error = overrideError(field, account);
      if (error) throw invalid([error]);
      return account!;
    }
    const choice = chooseRoute(await this.messages.latestInbound(organizationId, person.id), person);
    if (choice.rule === 'none') throw invalid([NO_CHANNEL]);
    // The account that received the latest inbound message, unless it was deleted since.
    const account =
      (choice.rule === 'inbound' ? await this.accounts.findById(organizationId, choice.accountId) : null) ??
      (await this.accounts.firstOfChannel(organizationId, choice.channel));
    if (!account) throw invalid([noAccount(choice.channel)]);
    return account;
  }

  /**
   * WhatsApp sends to the person's phone (else the number they wrote from). Instagram and Facebook
   * ids are scoped to the receiving account, so only a message the person sent to that very account
   * tells where to reply.
   */
  private async recipient(organizationId: string, person: ContactPerson, account: ChannelAccount) {
    if (account.channel === 'whatsapp') {
      const fromInbound = person.phone
        ? null
        : await this.messages.latestInbound(organizationId, person.id, { channel: 'whatsapp' });
      const digits = whatsappDigits(person.phone ?? fromInbound?.contactAddress ?? '');
      if (!digits) throw invalid(['contactId has no phone number, which WhatsApp needs']);
      return digits;
    }
    const inbound = await this.messages.latestInbound(organizationId, person.id, { accountId: account.id });
    if (!inbound)
      throw invalid([
        `contactId has never written to this ${account.channel} account, so there is no ${account.channel} user id to reply to`,
      ]);
    return inbound.contactAddress;
  }

  async list(organizationId: string, contactId: string, cursor: string, limit: number) {
    if (!contactId) throw invalid(['contactId should not be empty']);
    const afterId = decodeCursor(cursor);
    const size = pageLimit(limit);
    const person = await this.contacts.getPerson(organizationId, contactId);
    if (!person) throw invalid(['contactId must be a person of the organization']);
    return toPage(await this.messages.list(organizationId, contactId, afterId, size + 1), size);
  }

  /** Records a message a person sent to one of the accounts; redeliveries answer the stored one. */
  async recordInbound(input: InboundInput): Promise<{ message: Message; created: boolean }> {
    const { account } = input;
    const errors: string[] = [];
    if (!input.channelUserId) errors.push('channelUserId should not be empty');
    if (!input.providerMessageId) errors.push('providerMessageId should not be empty');
    if (!input.body) errors.push('body should not be empty');
    if (errors.length) throw invalid(errors);
    const dedupeKey = `${account.id}:${input.providerMessageId}`;
    const existing = await this.messages.findByDedupeKey(account.organizationId, dedupeKey);
    if (existing) return { message: existing, created: false };
    const person = await this.contacts.findOrCreateByChannel(account.organizationId, {
      channel: account.channel,
      channelUserId: input.channelUserId,
      phone: input.phone,
      name: input.name,
    });
    const now = new Date();
    const message: Message = {
      id: newId(),
      organizationId: account.organizationId,
      contactId: person.id,
      direction: 'inbound',
      channel: account.channel,
      body: input.body,
      // It reached us, so from the organization's side it is delivered; it never moves again.
      status: 'delivered',
      accountId: account.id,
      contactAddress: input.channelUserId,
      providerMessageId: input.providerMessageId,
      error: null,
      dedupeKey,
      published: true,
      createdAt: now,
      updatedAt: now,
    };
    return this.createdEvents.created(message, () => this.messages.insertUnique(message));
  }
}
