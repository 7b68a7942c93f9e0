import {
  characterCount,
  MAX_MESSAGE_BODY_CHARACTERS,
  messageBodyTooLong,
  ONE_OVERRIDE_MESSAGE,
} from '@rapport/contracts';
import { z } from 'zod';
import { listEnvelope, PageQuery } from './common';
import { MessageList, MessageRecord, toMessageRecord, toSendMessage } from './messages.mapper';
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
      .refine((text) => characterCount(text) <= MAX_MESSAGE_BODY_CHARACTERS, { error: messageBodyTooLong })
      .meta({ maxLength: MAX_MESSAGE_BODY_CHARACTERS, description: 'Plain text, 1 to 4096 characters' }),
    channelAccountId: z
      .uuid()
      .nullish()
      .meta({ description: 'Forces an Instagram or Facebook account of the organization' }),
    whatsappInstanceId: z
      .uuid()
      .nullish()
      .meta({ description: 'Forces a WhatsApp instance of the organization' }),
  })
  .strict()
  .refine((b) => !(b.channelAccountId && b.whatsappInstanceId), { error: ONE_OVERRIDE_MESSAGE });

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
    responses: { 201: { description: 'The message, stored as queued', schema: MessageRecord } },
    handler: async ({ call, clients, body }) => {
      const message = await clients.messaging.sendMessage(call, toSendMessage(body));
      return { status: 201, body: toMessageRecord(message) };
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
