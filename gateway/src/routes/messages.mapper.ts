import { CHANNELS, type Output } from '@rapport/contracts';
import { z } from 'zod';
import { listOf } from './common';

const STATUSES = ['queued', 'unknown', 'sent', 'delivered', 'read', 'failed'] as const;

/** Message record of api-decisions; absent optional fields are null. */
export const MessageRecord = z.object({
  id: z.string(),
  contactId: z.string(),
  direction: z.enum(['outbound', 'inbound']),
  channel: z.enum(CHANNELS),
  body: z.string(),
  status: z.enum(STATUSES).meta({
    description:
      'unknown: a worker stopped during the provider call, so the provider may have sent it; never resent automatically',
  }),
  channelAccountId: z.string().nullable().meta({ description: 'The Instagram or Facebook account used' }),
  whatsappInstanceId: z.string().nullable().meta({ description: 'The WhatsApp instance used' }),
  providerMessageId: z.string().nullable(),
  error: z
    .string()
    .nullable()
    .meta({ description: "The provider's reason when status is failed; why, when it is unknown" }),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type MessageRecord = z.infer<typeof MessageRecord>;

export const MessageList = listOf(MessageRecord);

export function toMessageRecord(message: Output<'messaging', 'Message'>): MessageRecord {
  return {
    id: message.id,
    contactId: message.contactId,
    direction: message.direction as MessageRecord['direction'],
    channel: message.channel as MessageRecord['channel'],
    body: message.body,
    status: message.status as MessageRecord['status'],
    channelAccountId: message.channelAccountId ?? null,
    whatsappInstanceId: message.whatsappInstanceId ?? null,
    providerMessageId: message.providerMessageId ?? null,
    error: message.error ?? null,
    createdAt: message.createdAt,
    updatedAt: message.updatedAt,
  };
}

/** A send as the service takes it (a null override is no override). */
export function toSendMessage(body: {
  contactId: string;
  body: string;
  channelAccountId?: string | null;
  whatsappInstanceId?: string | null;
}) {
  return {
    contactId: body.contactId,
    body: body.body,
    channelAccountId: body.channelAccountId ?? undefined,
    whatsappInstanceId: body.whatsappInstanceId ?? undefined,
  };
}
