import type { Input } from '@rapport/contracts';
import type { RouteExplanation } from '../domain/messages.service';
import type { ChannelAccount, Message, MessageRoute } from '../domain/messaging.types';

type AccountMessage = Input<'messaging', 'ChannelAccount'>;
type MessageMessage = Input<'messaging', 'Message'>;

/** The one account field of the domain becomes the field the REST record names for its channel. */
export function toMessageMessage(message: Message): MessageMessage {
  const whatsapp = message.channel === 'whatsapp';
  return {
    id: message.id,
    organizationId: message.organizationId,
    contactId: message.contactId,
    direction: message.direction,
    channel: message.channel,
    body: message.body,
    status: message.status,
    channelAccountId: whatsapp ? undefined : message.accountId,
    whatsappInstanceId: whatsapp ? message.accountId : undefined,
    providerMessageId: message.providerMessageId ?? undefined,
    error: message.error ?? undefined,
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
    route: message.route ? toRouteMessage(message.route) : undefined,
    tag: message.tag ?? undefined,
  };
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : undefined);

export function toRouteMessage(route: MessageRoute): Input<'messaging', 'Route'> {
  return {
    channel: route.channel,
    accountId: route.accountId,
    rule: route.rule,
    window: {
      state: route.window.state,
      lastInboundAt: iso(route.window.lastInboundAt),
      openUntil: iso(route.window.openUntil),
      closedSince: iso(route.window.closedSince),
    },
    outsideWindow: route.outsideWindow,
  };
}

export function toRouteMessageResponse(
  explanation: RouteExplanation,
): Input<'messaging', 'RouteMessageResponse'> {
  return {
    answer: explanation.answer,
    reasons: explanation.reasons,
    route: explanation.route ? toRouteMessage(explanation.route) : undefined,
  };
}

/** Secrets stay in the service: only whether they are set goes out. */
export function toAccountMessage(account: ChannelAccount): AccountMessage {
  return {
    id: account.id,
    organizationId: account.organizationId,
    channel: account.channel,
    provider: account.provider,
    providerAccountId: account.providerAccountId,
    name: account.name,
    hasAccessToken: Boolean(account.accessToken),
    hasAppSecret: Boolean(account.appSecret),
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}
