import type { Input } from '@rapport/contracts';
import type { ChannelAccount, Message } from '../domain/messaging.types';

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
