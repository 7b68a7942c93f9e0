import { grants, readScopesOf } from '@rapport/contracts';
import { z } from 'zod';
import type { AuthContext } from '../auth/authenticate';
import { HttpError } from '../errors/http-error';
import { IdParams, listEnvelope, listOf, PageQuery } from './common';
import { defineRoute, type RouteContext, type RouteSpec } from './route';
import {
  DeliveryRecord,
  toDeliveryRecord,
  toWebhookRecord,
  toWebhookUpdate,
  WebhookRecord,
  WebhookWithSecret,
  withheldSecret,
} from './webhooks.mapper';

const TAG = 'Webhooks';
const NOT_FOUND = { description: 'No such webhook in the organization' };

// Types only: the webhooks service checks the URL (https, where it resolves) and the event names.
const url = z.string().trim().min(1).max(2048).meta({
  description:
    'Where deliveries are POSTed: https (http only in development), never resolving to loopback, private or link-local addresses unless allowed',
});
const events = z.array(z.string().min(1).max(100)).min(1).max(50).meta({
  description:
    'Event types (`contact.created`, `contact.updated`, `contact.deleted`, `contact.tag_added`, `contact.tag_removed`, `company.created|updated|deleted`, `message.created|sent|delivered|read|failed`, `email.sent|failed`, `campaign.sent`), wildcards of a prefix (`company.*`) or `*`. The token needs the read scope of each family it names (contact: `people:read`, company: `companies:read`, message: `messages:read`, email: `email:send`, campaign: `email_campaigns:read`; `*`: all of them), here and to read or retry the deliveries',
});
const description = z.string().max(500).nullable().optional();

const CreateBody = z.object({ url, events, description }).strict();

/**
 * 403 unless the token may read what events of `patterns` carry (EVENT_FAMILY_SCOPES): subscribing,
 * changing a subscription and reading its deliveries need each family's read scope besides the
 * webhooks scope, so `webhooks:*` alone reads nothing the token could not read itself.
 */
function requireEventScopes(auth: AuthContext, patterns: readonly string[]): void {
  const missing = readScopesOf(patterns).filter((scope) => !grants(auth.token.scopes, scope));
  if (missing.length) {
    throw new HttpError(
      403,
      `this token lacks the scope${missing.length > 1 ? 's' : ''} ${missing.map((s) => `"${s}"`).join(', ')}, which the events of this webhook (${patterns.join(', ')}) need`,
    );
  }
}

/** The webhook's events, for the scope check of routes that act on an existing webhook. */
async function requireScopesOfWebhook(ctx: RouteContext<{ id: string }, unknown, unknown>): Promise<void> {
  const webhook = await ctx.clients.webhooks.getWebhook(ctx.call, { id: ctx.params.id });
  requireEventScopes(ctx.auth, webhook.events);
}
const UpdateBody = z
  .object({
    url: url.optional(),
    events: events.optional(),
    description,
    status: z.enum(['enabled', 'disabled']).optional().meta({
      description: '`enabled` turns a disabled webhook back on (and clears its reason)',
    }),
  })
  .strict()
  .meta({ description: 'Any of the fields' });

const DeliveryParams = z.object({ id: z.string(), deliveryId: z.string() });
const DeliveriesQuery = PageQuery.extend({
  status: z.enum(['pending', 'succeeded', 'failed']).optional(),
});

export const webhooksRoutes: RouteSpec[] = [
  defineRoute({
    method: 'post',
    path: '/v1/webhooks',
    scope: 'webhooks:write',
    summary: 'Subscribe a URL to event types (the signing secret is shown once, in this answer)',
    tag: TAG,
    body: CreateBody,
    responses: {
      201: { description: 'Created, with its signing secret', schema: WebhookWithSecret },
      403: {
        description: 'Token lacks the required scope, or the read scope of an event family it names',
      },
      409: {
        description:
          'The organization has as many webhooks as it may (25 by default): delete one first; or Idempotency-Key: a request with this key is still in progress (or ended without an answer)',
      },
    },
    handler: async ({ body, call, clients, auth }) => {
      requireEventScopes(auth, body.events);
      const { webhook, secret } = await clients.webhooks.createWebhook(call, {
        url: body.url,
        events: body.events,
        description: body.description ?? undefined,
      });
      const shown = { ...toWebhookRecord(webhook), secret };
      return {
        status: 201,
        body: shown,
        headers: { Location: `/v1/webhooks/${shown.id}` },
        replay: withheldSecret(shown),
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/webhooks',
    scope: 'webhooks:read',
    summary: 'List webhooks, newest first',
    tag: TAG,
    query: PageQuery,
    responses: { 200: { description: 'A page of webhooks', schema: listOf(WebhookRecord) } },
    handler: async ({ query, call, clients }) => {
      const page = await clients.webhooks.listWebhooks(call, {
        cursor: query.cursor ?? '',
        limit: query.limit ?? 0,
      });
      return { status: 200, body: listEnvelope(page, toWebhookRecord) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/webhooks/:id',
    scope: 'webhooks:read',
    summary: 'Get one webhook',
    tag: TAG,
    params: IdParams,
    responses: { 200: { description: 'The webhook', schema: WebhookRecord }, 404: NOT_FOUND },
    handler: async ({ params, call, clients }) => ({
      status: 200,
      body: toWebhookRecord(await clients.webhooks.getWebhook(call, { id: params.id })),
    }),
  }),
  defineRoute({
    method: 'patch',
    path: '/v1/webhooks/:id',
    scope: 'webhooks:write',
    summary: 'Change the URL, events or description, or disable / enable a webhook',
    tag: TAG,
    params: IdParams,
    body: UpdateBody,
    responses: { 200: { description: 'The updated webhook', schema: WebhookRecord }, 404: NOT_FOUND },
    handler: async (ctx) => {
      const { params, body, call, clients } = ctx;
      // Any change (a new URL too) redirects the events: checked against what it will subscribe to.
      if (body.events) requireEventScopes(ctx.auth, body.events);
      else await requireScopesOfWebhook(ctx);
      return {
        status: 200,
        body: toWebhookRecord(
          await clients.webhooks.updateWebhook(call, { id: params.id, ...toWebhookUpdate(body) }),
        ),
      };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/v1/webhooks/:id',
    scope: 'webhooks:write',
    summary: 'Delete a webhook and its delivery log (pending deliveries are dropped)',
    tag: TAG,
    params: IdParams,
    responses: { 204: { description: 'Deleted' }, 404: NOT_FOUND },
    handler: async ({ params, call, clients }) => {
      await clients.webhooks.deleteWebhook(call, { id: params.id });
      return { status: 204 };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/webhooks/:id/rotate-secret',
    scope: 'webhooks:write',
    summary:
      'Replace the signing secret (the new one is shown once, in this answer; the old one stops at once)',
    tag: TAG,
    params: IdParams,
    responses: {
      200: { description: 'The webhook with its new secret', schema: WebhookWithSecret },
      404: NOT_FOUND,
    },
    handler: async ({ params, call, clients }) => {
      const { webhook, secret } = await clients.webhooks.rotateWebhookSecret(call, { id: params.id });
      const shown = { ...toWebhookRecord(webhook), secret };
      return { status: 200, body: shown, replay: withheldSecret(shown) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/webhooks/:id/deliveries',
    scope: 'webhooks:read',
    summary:
      'List deliveries of a webhook, newest first, each with its attempts (status code, duration, error)',
    tag: TAG,
    params: IdParams,
    query: DeliveriesQuery,
    responses: {
      200: { description: 'A page of deliveries', schema: listOf(DeliveryRecord) },
      404: NOT_FOUND,
    },
    handler: async (ctx) => {
      const { params, query, call, clients } = ctx;
      await requireScopesOfWebhook(ctx);
      const page = await clients.webhooks.listWebhookDeliveries(call, {
        webhookId: params.id,
        cursor: query.cursor ?? '',
        limit: query.limit ?? 0,
        status: query.status,
      });
      return { status: 200, body: listEnvelope(page, toDeliveryRecord) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/webhooks/:id/deliveries/:deliveryId/retry',
    scope: 'webhooks:write',
    summary: 'Deliver again now (same event id; retried with backoff for 24 hours if it fails)',
    tag: TAG,
    params: DeliveryParams,
    responses: {
      202: { description: 'Queued: the delivery, status pending', schema: DeliveryRecord },
      404: { description: 'No such webhook or delivery in the organization' },
    },
    handler: async (ctx) => {
      const { params, call, clients } = ctx;
      await requireScopesOfWebhook(ctx);
      return {
        status: 202,
        body: toDeliveryRecord(
          await clients.webhooks.retryWebhookDelivery(call, {
            webhookId: params.id,
            deliveryId: params.deliveryId,
          }),
        ),
      };
    },
  }),
];
