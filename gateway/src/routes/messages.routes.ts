import {
  isMessageBodyWithinLimit,
  MAX_MESSAGE_BODY_CHARACTERS,
  messageBodyTooLong,
  ONE_OVERRIDE_MESSAGE,
} from '@rapport/contracts';
import { z } from 'zod';
import { listEnvelope, PageQuery } from './common';
import {
  MessageList,
  MessageRecord,
  OUTSIDE_WINDOW,
  RouteAnswer,
  TAGS,
  TemplateSendBody,
  toMessageRecord,
  toRouteAnswer,
  toSendMessage,
  toWhatsAppTemplateRecord,
  WhatsAppTemplateList,
} from './messages.mapper';
import { defineRoute, type RouteSpec } from './route';

// The rules of the messaging service (@rapport/contracts messages.rules), so one answer lists every
// failing rule with the shape failures; the service checks them again for its other callers.

const SendBody = z
  .object({
    contactId: z.uuid().meta({ description: 'A person of the organization' }),
    body: z
      .string()
      .min(1)
      // Characters are code points (an emoji counts once), as JSON Schema's maxLength counts them.
      .refine(isMessageBodyWithinLimit, { error: messageBodyTooLong })
      .optional()
      .meta({
        maxLength: MAX_MESSAGE_BODY_CHARACTERS,
        description: 'Plain text, 1 to 4096 characters; required unless template is given',
      }),
    template: TemplateSendBody.nullish().meta({
      description:
        'WhatsApp: an approved template of the instance instead of body (GET /v1/messages/templates); goes outside the 24-hour window too',
    }),
    channelAccountId: z
      .uuid()
      .nullish()
      .meta({ description: 'Forces an Instagram or Facebook account of the organization' }),
    whatsappInstanceId: z
      .uuid()
      .nullish()
      .meta({ description: 'Forces a WhatsApp instance of the organization' }),
    outsideWindow: z
      .enum(OUTSIDE_WINDOW, { error: 'outsideWindow must be one of: refuse, send' })
      .nullish()
      .meta({
        description:
          "refuse: a message the channel would refuse outside the contact's 24-hour window answers 409 and nothing is sent; send: sent as given. Default: the organization's setting, else send",
      }),
    tag: z.enum(TAGS, { error: 'tag must be HUMAN_AGENT' }).nullish().meta({
      description:
        'Instagram and Facebook: HUMAN_AGENT lets a person reply up to 7 days after the contact last wrote',
    }),
  })
  .strict()
  .refine((b) => !(b.channelAccountId && b.whatsappInstanceId), { error: ONE_OVERRIDE_MESSAGE })
  .refine((b) => !(b.body && b.template), { error: 'give either body or template, not both' })
  // Without either, the spec's own rule: body is required.
  // (listed with the other failures, as when body was required: hence `when`).
  .refine((b) => b.body !== undefined || b.template, { error: 'body should not be empty', when: () => true });

const TemplatesQuery = z
  .object({
    whatsappInstanceId: z
      .uuid()
      .optional()
      .meta({ description: 'One WhatsApp instance; absent: every instance of the organization' }),
  })
  .strict();

const ListQuery = PageQuery.extend({
  contactId: z.uuid().meta({ description: 'The person whose messages to list' }),
});

export const messagesRoutes: RouteSpec[] = [
  defineRoute({
    method: 'post',
    path: '/v1/messages',
    scope: 'messages:send',
    summary:
      'Send a message to a contact. Routing: the override if given, else the channel and account of the ' +
      "contact's latest inbound message, else contact.channel with the organization's first account of it",
    tag: 'Messages',
    body: SendBody,
    responses: {
      201: { description: 'The message, stored as queued', schema: MessageRecord },
      409: {
        description:
          "Only under outsideWindow refuse (the body's or the organization's): the contact's window is closed, so the channel would refuse free text; the message says since when and what to do (a template, HUMAN_AGENT, or wait for the contact). Nothing was sent",
      },
    },
    handler: async ({ call, clients, body }) => {
      const message = await clients.messaging.sendMessage(call, toSendMessage(body));
      return { status: 201, body: toMessageRecord(message) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/messages/templates',
    scope: 'messages:read',
    summary:
      "The WhatsApp templates of the organization's instances (those with a WhatsApp Business Account), as Meta has them: read again when Rapport's copy is older than a few minutes",
    tag: 'Messages',
    query: TemplatesQuery,
    responses: { 200: { description: 'The templates (one page)', schema: WhatsAppTemplateList } },
    handler: async ({ call, clients, query }) => {
      const res = await clients.messaging.listTemplates(call, {
        whatsappInstanceId: query.whatsappInstanceId,
      });
      return { status: 200, body: { data: res.data.map(toWhatsAppTemplateRecord), nextCursor: null } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/messages/route',
    scope: 'messages:send',
    summary:
      'Explain a send without sending: the channel and account POST /v1/messages would choose, the rule that chose them, the window, and whether the message would be accepted (else why not)',
    tag: 'Messages',
    body: SendBody,
    responses: { 200: { description: 'The decision', schema: RouteAnswer } },
    handler: async ({ call, clients, body }) => {
      const res = await clients.messaging.routeMessage(call, toSendMessage(body));
      return { status: 200, body: toRouteAnswer(res) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/messages',
    scope: 'messages:read',
    summary: "List a contact's messages (both directions), newest first",
    tag: 'Messages',
    query: ListQuery,
    responses: { 200: { description: 'A page of messages', schema: MessageList } },
    handler: async ({ call, clients, query }) => {
      const page = await clients.messaging.listMessages(call, query);
      return { status: 200, body: listEnvelope(page, toMessageRecord) };
    },
  }),
];
