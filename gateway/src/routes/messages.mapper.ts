import { CHANNELS, type Output } from '@rapport/contracts';
import { z } from 'zod';
import { listOf } from './common';

const STATUSES = ['queued', 'unknown', 'sent', 'delivered', 'read', 'failed'] as const;
export const OUTSIDE_WINDOW = ['refuse', 'send'] as const;
export const TAGS = ['HUMAN_AGENT'] as const;
const RULES = ['override', 'latest_inbound', 'contact_channel'] as const;
const dateTime = (description: string) => z.string().nullable().meta({ format: 'date-time', description });

export const WindowRecord = z.object({
  state: z.enum(['open', 'closed']).meta({
    description:
      "The contact's customer service window on the account: open for 24 hours after their last message to it",
  }),
  lastInboundAt: dateTime("When the contact last wrote to the account (the message's own time); null: never"),
  openUntil: dateTime('While open: when it closes'),
  closedSince: dateTime('While closed after having been open: when it closed'),
});

export const RouteRecord = z
  .object({
    channel: z.enum(CHANNELS),
    channelAccountId: z.string().nullable().meta({ description: 'The Instagram or Facebook account chosen' }),
    whatsappInstanceId: z.string().nullable().meta({ description: 'The WhatsApp instance chosen' }),
    rule: z.enum(RULES).meta({
      description:
        "Which routing rule chose it: override (whatsappInstanceId / channelAccountId), latest_inbound (the contact's latest inbound message), contact_channel (contact.channel with the organization's first account of it)",
    }),
    window: WindowRecord,
    outsideWindow: z.enum(OUTSIDE_WINDOW).meta({
      description:
        "The policy that applied: the body's outsideWindow, else the organization's default (send)",
    }),
  })
  .meta({ description: 'How the message is routed, and the window at that moment' });
export type RouteRecord = z.infer<typeof RouteRecord>;

const Parameters = z
  .object({
    header: z
      .array(z.string().max(1024))
      .max(100)
      .optional()
      .meta({ description: "Values of the header's {{1}} …" }),
    body: z
      .array(z.string().max(1024))
      .max(100)
      .optional()
      .meta({ description: "Values of the body's {{1}}, {{2}} …, in order" }),
  })
  .strict();

export const TemplateSendBody = z
  .object({
    name: z
      .string()
      .min(1)
      .max(512)
      .meta({ description: 'The template name, as GET /v1/messages/templates lists it' }),
    language: z.string().min(1).max(15).meta({ description: 'Its language code: en, en_US …' }),
    parameters: Parameters.optional().meta({
      description:
        "The placeholders' values per component; checked against the template (count, text, length) before anything is sent",
    }),
  })
  .strict();

const TemplateRecord = z.object({
  name: z.string(),
  language: z.string(),
  parameters: z.object({ header: z.array(z.string()), body: z.array(z.string()) }),
});

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
  route: RouteRecord.nullable().meta({
    description: 'Outbound: how it was routed and the window then; inbound: null',
  }),
  tag: z
    .enum(TAGS)
    .nullable()
    .meta({ description: 'The message tag it was sent with (Instagram, Facebook)' }),
  template: TemplateRecord.nullable().meta({
    description: 'A WhatsApp template message: the template and its parameters (body is it rendered)',
  }),
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
    route: message.route ? toRouteRecord(message.route) : null,
    tag: (message.tag || null) as MessageRecord['tag'],
    template: message.template
      ? {
          name: message.template.name,
          language: message.template.language,
          parameters: {
            header: message.template.parameters?.header ?? [],
            body: message.template.parameters?.body ?? [],
          },
        }
      : null,
  };
}

export const WhatsAppTemplateRecord = z.object({
  whatsappInstanceId: z.string(),
  name: z.string(),
  language: z.string(),
  category: z.string().meta({ description: 'MARKETING, UTILITY or AUTHENTICATION' }),
  status: z
    .string()
    .meta({ description: 'APPROVED (the only status that sends), PENDING, REJECTED, PAUSED …' }),
  components: z.array(
    z.object({
      type: z.string().meta({ description: 'HEADER, BODY, FOOTER or BUTTONS' }),
      format: z.string().nullable().meta({ description: 'HEADER: TEXT, IMAGE, VIDEO, DOCUMENT or LOCATION' }),
      text: z.string().nullable(),
      parameters: z.array(
        z.object({
          name: z.string().meta({ description: 'The placeholder: 1, 2 …' }),
          type: z.string().meta({ description: 'text' }),
          maxLength: z.number().int(),
        }),
      ),
    }),
  ),
  syncedAt: z.string().meta({ format: 'date-time', description: 'When Rapport last read it from Meta' }),
});
export const WhatsAppTemplateList = listOf(WhatsAppTemplateRecord);

export function toWhatsAppTemplateRecord(
  template: Output<'messaging', 'WhatsAppTemplate'>,
): z.infer<typeof WhatsAppTemplateRecord> {
  return {
    whatsappInstanceId: template.whatsappInstanceId,
    name: template.name,
    language: template.language,
    category: template.category,
    status: template.status,
    components: template.components.map((c) => ({
      type: c.type,
      format: c.format ?? null,
      text: c.text ?? null,
      parameters: c.parameters.map((p) => ({ name: p.name, type: p.type, maxLength: p.maxLength })),
    })),
    syncedAt: template.syncedAt,
  };
}

export function toRouteRecord(route: Output<'messaging', 'Route'>): RouteRecord {
  const whatsapp = route.channel === 'whatsapp';
  const window = route.window;
  return {
    channel: route.channel as RouteRecord['channel'],
    channelAccountId: whatsapp ? null : route.accountId,
    whatsappInstanceId: whatsapp ? route.accountId : null,
    rule: route.rule as RouteRecord['rule'],
    window: {
      state: window?.state === 'open' ? 'open' : 'closed',
      lastInboundAt: window?.lastInboundAt ?? null,
      openUntil: window?.openUntil ?? null,
      closedSince: window?.closedSince ?? null,
    },
    outsideWindow: route.outsideWindow as RouteRecord['outsideWindow'],
  };
}

const ANSWER_STATUS = { accepted: 201, invalid: 400, refused: 409 } as const;

export const RouteAnswer = z.object({
  accepted: z.boolean().meta({ description: 'Whether POST /v1/messages would accept this message now' }),
  status: z.union([z.literal(201), z.literal(400), z.literal(409)]).meta({
    description:
      'What POST /v1/messages would answer: 201, 400 (invalid) or 409 (refused outside the window)',
  }),
  reasons: z.array(z.string()).meta({ description: 'Why not: the messages POST /v1/messages would answer' }),
  route: RouteRecord.nullable().meta({
    description: 'The route and window; null when the message is invalid',
  }),
});
export type RouteAnswer = z.infer<typeof RouteAnswer>;

export function toRouteAnswer(res: Output<'messaging', 'RouteMessageResponse'>): RouteAnswer {
  const status = ANSWER_STATUS[res.answer as keyof typeof ANSWER_STATUS] ?? 400;
  return {
    accepted: status === 201,
    status,
    reasons: res.reasons,
    route: res.route ? toRouteRecord(res.route) : null,
  };
}

/** A send as the service takes it (a null override is no override). */
export function toSendMessage(body: {
  contactId: string;
  body?: string;
  channelAccountId?: string | null;
  whatsappInstanceId?: string | null;
  outsideWindow?: string | null;
  tag?: string | null;
  template?: z.infer<typeof TemplateSendBody> | null;
}) {
  return {
    contactId: body.contactId,
    body: body.body ?? '',
    template: body.template
      ? {
          name: body.template.name,
          language: body.template.language,
          parameters: {
            header: body.template.parameters?.header ?? [],
            body: body.template.parameters?.body ?? [],
          },
        }
      : undefined,
    channelAccountId: body.channelAccountId ?? undefined,
    whatsappInstanceId: body.whatsappInstanceId ?? undefined,
    outsideWindow: body.outsideWindow ?? undefined,
    tag: body.tag ?? undefined,
  };
}
