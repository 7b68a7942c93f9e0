import type { Input } from '@rapport/contracts';
import type { RouteExplanation } from '../domain/messages.service';
import type { ChannelAccount, Message, MessageRoute, WhatsAppTemplate } from '../domain/messaging.types';
import { MAX_BODY_PARAMETER, MAX_HEADER_PARAMETER } from '../domain/template.rules';

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
    template: message.template ?? undefined,
  };
}

export function toTemplateMessage(template: WhatsAppTemplate): Input<'messaging', 'WhatsAppTemplate'> {
  return {
    whatsappInstanceId: template.accountId,
    name: template.name,
    language: template.language,
    category: template.category,
    status: template.status,
    components: template.components.map((c) => ({
      type: c.type,
      format: c.format ?? undefined,
      text: c.text ?? undefined,
      parameters: c.parameters.map((name) => ({
        name,
        type: 'text',
        maxLength: c.type === 'HEADER' ? MAX_HEADER_PARAMETER : MAX_BODY_PARAMETER,
      })),
    })),
    syncedAt: new Date(template.syncedAt).toISOString(),
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
    wabaId: account.wabaId ?? undefined,
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}
