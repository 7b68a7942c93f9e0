import type { ListMessagesResponse__Output } from '@rapport/contracts/src/generated/rapport/messaging/v1/ListMessagesResponse';
import type { SendMessageResponse__Output } from '@rapport/contracts/src/generated/rapport/messaging/v1/SendMessageResponse';
import { unary } from '@rapport/platform';
import { z } from 'zod';
import { listEnvelope, PageQuery } from './common';
import { MessageList, MessageRecord, toMessageRecord } from './messages.mapper';
import { defineRoute, type RouteSpec } from './route';

// The same rules as the messaging service (services/messaging/src/domain/send.rules.ts), so one
// answer lists every failing rule; the service checks them again for its other callers.
const MAX_BODY = 4096;
const BOTH_OVERRIDES = 'only one of channelAccountId and whatsappInstanceId may be given';

const SendBody = z
  .object({
    contactId: z.uuid().meta({ description: 'A person of the organization' }),
    body: z
      .string()
      .min(1)
      // Characters are code points (an emoji counts once), as JSON Schema's maxLength counts them.
      .refine((text) => [...text].length <= MAX_BODY, {
        error: `body must be at most ${MAX_BODY} characters`,
      })
      .meta({ maxLength: MAX_BODY, description: 'Plain text, 1 to 4096 characters' }),
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
  .refine((b) => !(b.channelAccountId && b.whatsappInstanceId), { error: BOTH_OVERRIDES });

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
    handler: async ({ call, clients, auth, body }) => {
      const res = await unary<SendMessageResponse__Output>(call, (md, opts, cb) =>
        clients.messaging.sendMessage(
          {
            organizationId: auth.organization.id,
            contactId: body.contactId,
            body: body.body,
            channelAccountId: body.channelAccountId ?? undefined,
            whatsappInstanceId: body.whatsappInstanceId ?? undefined,
          },
          md,
          opts,
          cb,
        ),
      );
      return { status: 201, body: toMessageRecord(res.message!) };
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
    handler: async ({ call, clients, auth, query }) => {
      const res = await unary<ListMessagesResponse__Output>(call, (md, opts, cb) =>
        clients.messaging.listMessages(
          {
            organizationId: auth.organization.id,
            contactId: query.contactId,
            cursor: query.cursor ?? '',
            limit: query.limit ?? 0,
          },
          md,
          opts,
          cb,
        ),
      );
      return {
        status: 200,
        body: listEnvelope(res, toMessageRecord),
      };
    },
  }),
];
