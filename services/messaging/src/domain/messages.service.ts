import {
  DomainError,
  decodeCursor,
  ErrorCode,
  invalid,
  type Logger,
  newId,
  pageLimit,
  toPage,
} from '@rapport/platform';
import type {
  AccountRepository,
  ContactsPort,
  DeliveryPublisher,
  MessageCreatedEvents,
  MessageRepository,
  SettingsRepository,
  WindowRepository,
} from './messaging.ports';
import type {
  ChannelAccount,
  ContactPerson,
  Message,
  MessageRoute,
  OutsideWindowPolicy,
  RouteRule,
  TemplateSend,
} from './messaging.types';
import {
  channelErrors,
  checkSendInput,
  chooseRoute,
  NO_CHANNEL,
  noAccount,
  overrideError,
  type SendInput,
  whatsappDigits,
} from './send.rules';
import { checkTemplateParameters, renderTemplate } from './template.rules';
import type { TemplatesService } from './templates.service';
import { inboundTime, refusalOf, windowAt } from './window.rules';

export interface InboundInput {
  account: ChannelAccount;
  channelUserId: string;
  body: string;
  providerMessageId: string;
  phone?: string;
  name?: string;
  /** When the contact sent it, as the provider reports it (else now): it opens the window. */
  sentAt?: Date;
}

export interface MessagesDeps {
  messages: MessageRepository;
  accounts: AccountRepository;
  contacts: ContactsPort;
  publisher: DeliveryPublisher;
  createdEvents: MessageCreatedEvents;
  windows: WindowRepository;
  settings: SettingsRepository;
  templates: Pick<TemplatesService, 'find'>;
  logger: Logger;
  now?: () => Date;
}

/** What a send would do: the route, and the refusal when the window policy refuses it. */
interface SendPlan {
  person: ContactPerson;
  account: ChannelAccount;
  contactAddress: string;
  route: MessageRoute;
  refusal: string | null;
  /** What the contact reads: the body, or the template rendered with its parameters. */
  text: string;
}

/** The answer of POST /v1/messages/route: what POST /v1/messages would answer, and why. */
export interface RouteExplanation {
  answer: 'accepted' | 'invalid' | 'refused';
  reasons: string[];
  route: MessageRoute | null;
}

export class MessagesService {
  private readonly messages: MessageRepository;
  private readonly accounts: AccountRepository;
  private readonly now: () => Date;

  constructor(private readonly deps: MessagesDeps) {
    this.messages = deps.messages;
    this.accounts = deps.accounts;
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Validates, routes and stores the message as `queued`, then publishes its delivery. The stored
   * record is the outbox: when the publish is not confirmed the request still succeeds and the
   * relay publishes it later (see OutboxRelay), so an answered message is never forgotten. Under the
   * `refuse` policy a message Meta would refuse outside the window is refused before anything is
   * stored or sent.
   */
  async send(organizationId: string, input: SendInput): Promise<Message> {
    const plan = await this.plan(organizationId, input);
    if (plan.refusal) throw new DomainError(ErrorCode.FAILED_PRECONDITION, plan.refusal);
    const now = this.now();
    const id = newId();
    const message: Message = {
      id,
      organizationId,
      contactId: plan.person.id,
      direction: 'outbound',
      channel: plan.account.channel,
      body: plan.text,
      status: 'queued',
      accountId: plan.account.id,
      contactAddress: plan.contactAddress,
      providerMessageId: null,
      error: null,
      dedupeKey: id,
      published: false,
      route: plan.route,
      tag: input.tag ?? null,
      template: input.template ? templateOf(input.template) : null,
      createdAt: now,
      updatedAt: now,
    };
    // message.created goes out with the insert (the change feed: no record without its change).
    await this.deps.createdEvents.created(message, async () => {
      await this.messages.insert(message);
      return { message, created: true };
    });
    try {
      await this.deps.publisher.publish({ id, organizationId, channel: message.channel });
      await this.messages.markPublished(organizationId, id);
    } catch (err) {
      this.deps.logger.warn(
        { err, messageId: id },
        'delivery not confirmed by the broker: left to the outbox relay',
      );
    }
    return message;
  }

  /** What `send` would answer for this input, without storing or sending anything. */
  async explain(organizationId: string, input: SendInput): Promise<RouteExplanation> {
    try {
      const plan = await this.plan(organizationId, input);
      return plan.refusal
        ? { answer: 'refused', reasons: [plan.refusal], route: plan.route }
        : { answer: 'accepted', reasons: [], route: plan.route };
    } catch (err) {
      if (err instanceof DomainError && err.code === ErrorCode.INVALID_ARGUMENT)
        return { answer: 'invalid', reasons: err.messages, route: null };
      throw err;
    }
  }

  /** Every check of a send, in the order `send` runs them; reads only. */
  private async plan(organizationId: string, input: SendInput): Promise<SendPlan> {
    const errors = checkSendInput(input);
    if (errors.length) throw invalid(errors);
    const person = await this.deps.contacts.getPerson(organizationId, input.contactId);
    if (!person) throw invalid(['contactId must be a person of the organization']);
    const { account, rule } = await this.route(organizationId, input, person);
    const channelProblems = channelErrors(account.channel, input);
    if (channelProblems.length) throw invalid(channelProblems);
    const text = input.template ? await this.templateText(account, input.template) : input.body;
    const contactAddress = await this.recipient(organizationId, person, account);
    const now = this.now();
    const [stored, policy] = await Promise.all([
      this.deps.windows.find(organizationId, person.id, account.id),
      this.policyOf(organizationId, input.outsideWindow),
    ]);
    const window = windowAt(stored?.lastInboundAt ?? null, now);
    const route: MessageRoute = {
      channel: account.channel,
      accountId: account.id,
      rule,
      window,
      outsideWindow: policy,
    };
    const kind = { template: Boolean(input.template), tag: input.tag ?? null };
    return {
      person,
      account,
      contactAddress,
      route,
      refusal: refusalOf(policy, account.channel, kind, window, now),
      text,
    };
  }

  /** The template as Meta has it, checked against the parameters given, rendered (400 naming each bad one). */
  private async templateText(account: ChannelAccount, send: TemplateSend): Promise<string> {
    const template = await this.deps.templates.find(account, send.name, send.language);
    if (!template)
      throw invalid([
        `template ${send.name} (${send.language}) is not a template of this WhatsApp instance${account.wabaId ? '' : ' (it has no WhatsApp Business Account: messaging-admin account create … --waba-id)'}`,
      ]);
    const parameters = templateOf(send).parameters;
    const errors = checkTemplateParameters(template, parameters);
    if (errors.length) throw invalid(errors);
    return renderTemplate(template, parameters);
  }

  /** The body's choice wins, else the organization's default, else `send` (the spec's contract). */
  private async policyOf(organizationId: string, given: OutsideWindowPolicy | null | undefined) {
    if (given) return given;
    return (await this.deps.settings.get(organizationId))?.outsideWindow ?? 'send';
  }

  private async route(
    organizationId: string,
    input: SendInput,
    person: ContactPerson,
  ): Promise<{ account: ChannelAccount; rule: RouteRule }> {
    for (const field of ['whatsappInstanceId', 'channelAccountId'] as const) {
      const id = input[field];
      if (!id) continue;
      const account = await this.accounts.findById(organizationId, id);
      const error = overrideError(field, account);
      if (error) throw invalid([error]);
      return { account: account!, rule: 'override' };
    }
    const choice = chooseRoute(await this.messages.latestInbound(organizationId, person.id), person);
    if (choice.rule === 'none') throw invalid([NO_CHANNEL]);
    // The account that received the latest inbound message, unless it was deleted since.
    const account =
      (choice.rule === 'inbound' ? await this.accounts.findById(organizationId, choice.accountId) : null) ??
      (await this.accounts.firstOfChannel(organizationId, choice.channel));
    if (!account) throw invalid([noAccount(choice.channel)]);
    return { account, rule: choice.rule === 'inbound' ? 'latest_inbound' : 'contact_channel' };
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
    const person = await this.deps.contacts.getPerson(organizationId, contactId);
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
    const now = this.now();
    const sentAt = inboundTime(input.sentAt, now);
    const existing = await this.messages.findByDedupeKey(account.organizationId, dedupeKey);
    if (existing) {
      // A redelivery: the window write may not have happened the first time.
      await this.openWindow(existing, sentAt);
      return { message: existing, created: false };
    }
    const person = await this.deps.contacts.findOrCreateByChannel(account.organizationId, {
      channel: account.channel,
      channelUserId: input.channelUserId,
      phone: input.phone,
      name: input.name,
    });
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
      route: null,
      tag: null,
      createdAt: now,
      updatedAt: now,
    };
    const result = await this.deps.createdEvents.created(message, () => this.messages.insertUnique(message));
    // After the message: a crash in between answers 500 to Meta, whose redelivery opens it then.
    await this.openWindow(result.message, sentAt);
    return result;
  }

  /** The contact's message opens or extends the window of its (contact, account) from when it was sent. */
  private openWindow(message: Message, sentAt: Date): Promise<void> {
    return this.deps.windows.touch({
      organizationId: message.organizationId,
      contactId: message.contactId,
      accountId: message.accountId,
      channel: message.channel,
      lastInboundAt: sentAt,
    });
  }
}

/** The template part of a send with both parameter lists present. */
const templateOf = (send: TemplateSend): TemplateSend => ({
  name: send.name,
  language: send.language,
  parameters: { header: send.parameters?.header ?? [], body: send.parameters?.body ?? [] },
});
