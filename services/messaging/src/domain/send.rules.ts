import {
  characterCount,
  MAX_MESSAGE_BODY_CHARACTERS,
  messageBodyTooLong,
  ONE_OVERRIDE_MESSAGE,
} from '@rapport/contracts';
import { isUuid } from '@rapport/platform';
import {
  type Channel,
  type ChannelAccount,
  type ContactPerson,
  MESSAGE_TAGS,
  type Message,
  type MessageTag,
  OUTSIDE_WINDOW_POLICIES,
  type OutsideWindowPolicy,
  type TemplateSend,
} from './messaging.types';
import { checkTemplateInput } from './template.rules';

export { characterCount } from '@rapport/contracts';

export interface SendInput {
  contactId: string;
  body: string;
  channelAccountId?: string | null;
  whatsappInstanceId?: string | null;
  /** `refuse`: a message Meta would refuse outside the window answers 409; else the organization's default. */
  outsideWindow?: OutsideWindowPolicy | null;
  /** Messenger/Instagram message tag (`HUMAN_AGENT`). */
  tag?: MessageTag | null;
  /** WhatsApp: an approved template instead of `body` (which is then empty). */
  template?: TemplateSend | null;
}

export const BODY_OR_TEMPLATE_RULE = 'give either body or template, not both';
export const TEMPLATE_CHANNEL_RULE = 'template is for WhatsApp: the route chose';

export const OUTSIDE_WINDOW_RULE = 'outsideWindow must be one of: refuse, send';
export const TAG_RULE = 'tag must be HUMAN_AGENT';
export const TAG_CHANNEL_RULE =
  'tag is for Instagram and Facebook messages; outside the window WhatsApp needs a template';

/** The rules that need no lookup, one message per failing rule. */
export function checkSendInput(input: SendInput): string[] {
  const errors: string[] = [];
  if (!input.contactId) errors.push('contactId should not be empty');
  else if (!isUuid(input.contactId)) errors.push('contactId must be a UUID');
  const length = characterCount(input.body ?? '');
  if (input.template) {
    if (length) errors.push(BODY_OR_TEMPLATE_RULE);
    errors.push(...checkTemplateInput(input.template));
    if (input.tag) errors.push('tag is for free text on Instagram and Facebook, not for templates');
  } else if (length === 0) errors.push('body should not be empty');
  if (length > MAX_MESSAGE_BODY_CHARACTERS) errors.push(messageBodyTooLong);
  // The store (FerretDB on PostgreSQL) cannot hold NUL, and no channel shows it.
  if (input.body?.includes('\u0000')) errors.push('body must not contain the NUL character (\\u0000)');
  if (input.channelAccountId && !isUuid(input.channelAccountId))
    errors.push('channelAccountId must be a UUID');
  if (input.whatsappInstanceId && !isUuid(input.whatsappInstanceId))
    errors.push('whatsappInstanceId must be a UUID');
  if (input.channelAccountId && input.whatsappInstanceId) errors.push(ONE_OVERRIDE_MESSAGE);
  if (input.outsideWindow && !OUTSIDE_WINDOW_POLICIES.includes(input.outsideWindow))
    errors.push(OUTSIDE_WINDOW_RULE);
  if (input.tag && !MESSAGE_TAGS.includes(input.tag)) errors.push(TAG_RULE);
  return errors;
}

/** The rules that depend on the channel the routing chose. */
export function channelErrors(channel: Channel, input: SendInput): string[] {
  const errors: string[] = [];
  if (input.tag && channel === 'whatsapp') errors.push(TAG_CHANNEL_RULE);
  if (input.template && channel !== 'whatsapp') errors.push(`${TEMPLATE_CHANNEL_RULE} ${channel}`);
  return errors;
}

/** Where the routing rules point before the account itself is looked up. */
export type RouteChoice =
  | { rule: 'inbound'; channel: Channel; accountId: string }
  | { rule: 'contact-channel'; channel: Channel }
  | { rule: 'none' };

/**
 * The spec's rules without an override: the channel (and the account) of the contact's latest
 * inbound message, else `contact.channel`.
 */
export function chooseRoute(latestInbound: Message | null, person: ContactPerson): RouteChoice {
  if (latestInbound)
    return { rule: 'inbound', channel: latestInbound.channel, accountId: latestInbound.accountId };
  if (person.channel) return { rule: 'contact-channel', channel: person.channel };
  return { rule: 'none' };
}

export const NO_CHANNEL =
  'the contact has no channel to send on: no inbound message, no contact.channel and no override';
export const noAccount = (channel: Channel) => `no ${channel} account is configured for the organization`;

/** An override must be an account of the organization on the channel the override stands for. */
export function overrideError(
  field: 'channelAccountId' | 'whatsappInstanceId',
  account: ChannelAccount | null,
): string | null {
  if (field === 'whatsappInstanceId') {
    return account?.channel === 'whatsapp'
      ? null
      : 'whatsappInstanceId must be a WhatsApp instance of the organization';
  }
  return account && account.channel !== 'whatsapp'
    ? null
    : 'channelAccountId must be an Instagram or Facebook account of the organization';
}

/** WhatsApp's `to`: the number in international format, digits only. */
export const whatsappDigits = (phone: string) => phone.replace(/\D/g, '');
